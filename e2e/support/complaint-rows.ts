import { withDatabase } from './database';

/**
 * Vendor and customer complaints the complaint specs arrange through withDatabase, open as the vendor app leaves them
 * and dated an hour ago: complaints.spec.ts expects the complaint it dates "now" at the top of the list
 * while it runs alongside. Stories find theirs by a unique name or description. Each spec removes its own.
 */
export interface VendorComplaintRow {
  id: number;
  vendorId: number;
  name: string;
  description: string;
}

function anHourAgo(): string {
  return new Date(Date.now() - 3_600_000).toISOString();
}

export function insertVendorComplaint(
  input: Omit<VendorComplaintRow, 'id'> & { email?: string },
): VendorComplaintRow {
  const id = withDatabase((db) =>
    Number(
      db
        .prepare(
          `insert into vendor_complaints (vendor_id, vend_comp_desc, vend_comp_date, vendor_name, vendor_email, vendor_mobile)
           values (?, ?, ?, ?, ?, null)`,
        )
        .run(input.vendorId, input.description, anHourAgo(), input.name, input.email ?? null).lastInsertRowid,
    ),
  );
  return { id, vendorId: input.vendorId, name: input.name, description: input.description };
}

export interface CustomerComplaintRow {
  id: number;
  customerId: number;
  name: string;
  mobile: string | null;
  description: string;
}

export function insertCustomerComplaint(input: Omit<CustomerComplaintRow, 'id'>): CustomerComplaintRow {
  const id = withDatabase((db) =>
    Number(
      db
        .prepare(
          `insert into customer_complaints (customer_id, cust_comp_desc, cust_comp_date, customer_name, customer_email, mobile)
           values (?, ?, ?, ?, null, ?)`,
        )
        .run(input.customerId, input.description, anHourAgo(), input.name, input.mobile).lastInsertRowid,
    ),
  );
  return { id, ...input };
}

/** The demo's first customer: as for anyVendorId. */
export function anyCustomerId(): number {
  return withDatabase(
    (db) => (db.prepare('select min(customer_id) as id from customers').get() as { id: number }).id,
  );
}

export function removeCustomerComplaints(...ids: number[]): void {
  withDatabase((db) => {
    for (const id of ids) {
      db.prepare("delete from complaint_notes where complaint_kind = 'customer' and complaint_id = ?").run(
        id,
      );
      db.prepare('delete from customer_complaints where cust_comp_id = ?').run(id);
    }
  });
}

/** The demo's first vendor: a complaint needs one, the workflow does not care which. */
export function anyVendorId(): number {
  return withDatabase(
    (db) => (db.prepare('select min(vendor_id) as id from vendors').get() as { id: number }).id,
  );
}

/** Removes the complaints and their notes (the audit rows stay, as they would). */
export function removeVendorComplaints(...ids: number[]): void {
  withDatabase((db) => {
    for (const id of ids) {
      db.prepare("delete from complaint_notes where complaint_kind = 'vendor' and complaint_id = ?").run(id);
      db.prepare('delete from vendor_complaints where vend_comp_id = ?').run(id);
    }
  });
}
