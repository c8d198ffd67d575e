import type Database from 'better-sqlite3';
import {
  customerComplaintRow,
  insertRowSync,
  runSync,
  sqliteQueries,
  vendorComplaintRow,
} from '../../apps/server/src/test/fixtures';
import { runWriteSync, withDatabase } from './database';

/**
 * Vendor and customer complaints the complaint specs arrange, built by the server's fixtures
 * (apps/server/src/test/fixtures/complaints.ts), open as the vendor and customer apps leave them. Dated an
 * hour ago unless told: complaints.spec.ts dates its own "now" and expects them at the top of the list
 * while complaint-workflow.spec.ts runs alongside. Stories find theirs by a unique name or description.
 * Each spec removes its own.
 */

type Db = Database.Database;

export interface VendorComplaintInput {
  /** The demo's first vendor unless told. */
  vendorId?: number;
  name: string;
  description: string;
  email?: string | null;
  mobile?: string | null;
  date?: Date;
}

export interface CustomerComplaintInput {
  /** The demo's first customer unless told. */
  customerId?: number;
  name: string;
  description: string;
  email?: string | null;
  mobile?: string | null;
  date?: Date;
}

/** A complaint as inserted: what a story finds it by. */
export interface VendorComplaintRow {
  id: number;
  vendorId: number;
  name: string;
  description: string;
  date: Date;
}

export interface CustomerComplaintRow {
  id: number;
  customerId: number;
  name: string;
  description: string;
  date: Date;
}

function anHourAgo(): Date {
  return new Date(Date.now() - 3_600_000);
}

/** Inserts a vendor complaint and answers `input` with its id, vendor and date. */
export function insertVendorComplaint<I extends VendorComplaintInput>(input: I): I & VendorComplaintRow {
  const date = input.date ?? anHourAgo();
  return withDatabase((db) => {
    const vendorId = input.vendorId ?? firstId(db, 'vendor');
    const row = vendorComplaintRow(
      {
        vendor_id: vendorId,
        vendor_name: input.name,
        vendor_email: input.email ?? null,
        vendor_mobile: input.mobile ?? null,
      },
      { vend_comp_desc: input.description, vend_comp_date: date.toISOString() },
    );
    return { ...input, id: insertRowSync(db, 'vendor_complaints', row).vend_comp_id, vendorId, date };
  });
}

/** Inserts a customer complaint and answers `input` with its id, customer and date. */
export function insertCustomerComplaint<I extends CustomerComplaintInput>(
  input: I,
): I & CustomerComplaintRow {
  const date = input.date ?? anHourAgo();
  return withDatabase((db) => {
    const customerId = input.customerId ?? firstId(db, 'customer');
    const row = customerComplaintRow(
      {
        customer_id: customerId,
        customer_name: input.name,
        customer_email: input.email ?? null,
        mobile: input.mobile ?? null,
      },
      { cust_comp_desc: input.description, cust_comp_date: date.toISOString() },
    );
    return { ...input, id: insertRowSync(db, 'customer_complaints', row).cust_comp_id, customerId, date };
  });
}

/** The demo's first vendor or customer: a complaint needs one, the workflow does not care which. */
function firstId(db: Db, kind: 'vendor' | 'customer'): number {
  const [first] =
    kind === 'vendor'
      ? runSync(
          db,
          sqliteQueries.selectFrom('vendors').select('vendor_id as id').orderBy('vendor_id').limit(1),
        )
      : runSync(
          db,
          sqliteQueries.selectFrom('customers').select('customer_id as id').orderBy('customer_id').limit(1),
        );
  if (!first) throw new Error(`the demo data has no ${kind}`);
  return first.id;
}

export function anyVendorId(): number {
  return withDatabase((db) => firstId(db, 'vendor'));
}

export function anyCustomerId(): number {
  return withDatabase((db) => firstId(db, 'customer'));
}

/** Removes the complaints and their notes (the audit rows stay, as they would). */
export function removeVendorComplaints(...ids: number[]): void {
  removeComplaints('vendor', ids);
}

export function removeCustomerComplaints(...ids: number[]): void {
  removeComplaints('customer', ids);
}

function removeComplaints(kind: 'vendor' | 'customer', ids: number[]): void {
  if (ids.length === 0) return;
  withDatabase((db) => {
    runWriteSync(
      db,
      sqliteQueries
        .deleteFrom('complaint_notes')
        .where('complaint_kind', '=', kind)
        .where('complaint_id', 'in', ids),
    );
    runWriteSync(
      db,
      kind === 'vendor'
        ? sqliteQueries.deleteFrom('vendor_complaints').where('vend_comp_id', 'in', ids)
        : sqliteQueries.deleteFrom('customer_complaints').where('cust_comp_id', 'in', ids),
    );
  });
}
