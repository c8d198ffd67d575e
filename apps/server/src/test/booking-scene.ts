import type { Insertable, Selectable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { CustomersTable, ServiceCategoriesTable, VendorsTable } from '../db/schema/marketplace-tables';
import { auditRowCount, bookingAuditRows, bookingRow } from './booking-rows';
import { daysFromNow, insertBooking, insertCategory, insertCustomer, insertVendor } from './factories';
import { createTestApp, type TestApp } from './test-app';

/** A test app with a signed-in admin, a Plumbing category, one customer and approved plumbers. */
export interface BookingScene {
  t: TestApp;
  token: string;
  plumbing: Selectable<ServiceCategoriesTable>;
  customer: Selectable<CustomersTable>;
  /** Approved, unblocked, subscribed plumbers: each can take a plumbing booking. */
  plumbers: Selectable<VendorsTable>[];
  /** The columns that made the plumbers eligible, for more vendors like them. */
  approved: Partial<Insertable<VendorsTable>>;
}

/**
 * The scene the booking tests (assignment, re-assignment, cancellation) start from, built before the
 * file's tests and closed after them: `customer` names the customer, `plumbers` the plumbers (four when
 * left out), `subscription` their plan's columns (active for 30 days when left out).
 */
export function bookingScene(options: {
  customer: string;
  plumbers?: string[];
  subscription?: Partial<Insertable<VendorsTable>>;
}): BookingScene & {
  newBooking: (overrides?: Parameters<typeof insertBooking>[3]) => ReturnType<typeof insertBooking>;
  bookingRow: (bookingId: number) => ReturnType<typeof bookingRow>;
  auditRows: (bookingId: number) => ReturnType<typeof bookingAuditRows>;
  countAudit: () => ReturnType<typeof auditRowCount>;
} {
  const scene = {} as BookingScene;
  const db = () => scene.t.database.handle.db;
  beforeAll(async () => {
    scene.t = await createTestApp();
    scene.token = await scene.t.login();
    scene.plumbing = await insertCategory(db(), { service_category_name: 'Plumbing' });
    scene.customer = await insertCustomer(db(), { customer_name: options.customer });
    scene.approved = {
      is_approved: 1,
      approved_by: scene.t.adminId,
      service_cat_id: scene.plumbing.service_cat_id,
      ...(options.subscription ?? {
        subscription_status: 'active',
        subscription_expiry_date: daysFromNow(30),
      }),
    };
    scene.plumbers = [];
    for (const name of options.plumbers ?? [undefined, undefined, undefined, undefined]) {
      scene.plumbers.push(
        await insertVendor(db(), { ...scene.approved, ...(name ? { vendor_name: name } : {}) }),
      );
    }
  });
  afterAll(() => scene.t?.close());
  return Object.assign(scene, {
    newBooking: (overrides: Parameters<typeof insertBooking>[3] = {}) =>
      insertBooking(db(), scene.customer, scene.plumbing, overrides),
    bookingRow: (bookingId: number) => bookingRow(db(), bookingId),
    auditRows: (bookingId: number) => bookingAuditRows(db(), bookingId),
    countAudit: () => auditRowCount(db()),
  });
}
