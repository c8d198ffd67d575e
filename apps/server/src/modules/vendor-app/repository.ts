import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VendorComplaintsTable, VendorsTable } from '../../db/schema/marketplace-tables';
import { NO_LIMIT, type Page } from '../../lib/lists/paging';
import type { BookingRow } from '../bookings/service';
import type { VendorRow } from '../vendors/service';

export function findVendorById(db: Kysely<Database>, vendorId: number): Promise<VendorRow | undefined> {
  return db.selectFrom('vendors').selectAll().where('vendor_id', '=', vendorId).executeTakeFirst();
}

export function findVendorByMobile(db: Kysely<Database>, mobile: string): Promise<VendorRow | undefined> {
  return db.selectFrom('vendors').selectAll().where('vendor_mobile', '=', mobile).executeTakeFirst();
}

export function findCategoryName(db: Kysely<Database>, serviceCatId: number) {
  return db
    .selectFrom('service_categories')
    .select('service_category_name')
    .where('service_cat_id', '=', serviceCatId)
    .executeTakeFirst();
}

/**
 * Creates the vendor of a phone unless one exists: atomic on the unique vendors_mobile_key, so of two
 * applications racing for one phone exactly one inserts. Answers the new row, or undefined.
 */
export function insertVendorIfNew(
  db: Kysely<Database>,
  vendor: Insertable<VendorsTable>,
): Promise<VendorRow | undefined> {
  return db
    .insertInto('vendors')
    .values(vendor)
    .onConflict((oc) => oc.column('vendor_mobile').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The approval flags a vendor must still have for an application's update to apply. */
export interface ApplicationCondition {
  is_approved: 0 | 1;
  is_rejected: 0 | 1;
  /** The version the approved vendor's fields were compared at; pending and rejected vendors need none. */
  updatedAt?: string;
}

/**
 * The update of an application, applied only while the vendor is unblocked and in the state it was read
 * in (one statement; run it with updateAudited).
 */
export function updateApplicationIf(
  db: Kysely<Database>,
  vendorId: number,
  condition: ApplicationCondition,
  changes: Updateable<VendorsTable>,
) {
  let query = db
    .updateTable('vendors')
    .set(changes)
    .where('vendor_id', '=', vendorId)
    .where('is_blocked', '=', 0)
    .where('is_approved', '=', condition.is_approved)
    .where('is_rejected', '=', condition.is_rejected);
  if (condition.updatedAt !== undefined) query = query.where('updated_at', '=', condition.updatedAt);
  return query.returningAll();
}

export type VendorBookingRow = BookingRow;

/**
 * The vendor's assigned bookings, soonest slot first, then the unscheduled ones (made before slots), each
 * group by booking id; paged when the page says so.
 */
function vendorBookings(db: Kysely<Database>, vendorId: number, page: Page) {
  let query = db
    .selectFrom('customer_service_bookings')
    .where('vendor_id', '=', vendorId)
    // Nulls last on both databases (SQLite puts them first, PostgreSQL last, by default).
    .orderBy(sql`case when scheduled_start is null then 1 else 0 end`)
    .orderBy('scheduled_start')
    .orderBy('booking_id');
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listVendorBookings(
  db: Kysely<Database>,
  vendorId: number,
  page: Page,
): Promise<VendorBookingRow[]> {
  return vendorBookings(db, vendorId, page).selectAll().execute();
}

export async function listVendorBookingIds(
  db: Kysely<Database>,
  vendorId: number,
  page: Page,
): Promise<number[]> {
  const rows = await vendorBookings(db, vendorId, page).select('booking_id').execute();
  return rows.map((row) => row.booking_id);
}

/** The vendor's bookings among `bookingIds`, in any order. */
export function findVendorBookingRows(
  db: Kysely<Database>,
  vendorId: number,
  bookingIds: readonly number[],
): Promise<BookingRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_service_bookings')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .where('booking_id', 'in', bookingIds)
    .execute();
}

export async function countVendorBookings(db: Kysely<Database>, vendorId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_service_bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('vendor_id', '=', vendorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The number of reviews of the vendor: every booking of the vendor shows it (review_count). */
export async function countVendorReviews(db: Kysely<Database>, vendorId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('vendor_id', '=', vendorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findBookingRow(db: Kysely<Database>, bookingId: number): Promise<BookingRow | undefined> {
  return db
    .selectFrom('customer_service_bookings')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

/**
 * Marks the vendor's booking completed only while it is assigned to the vendor, not cancelled and not
 * completed: of several completions at once exactly one applies. Run it with updateAudited.
 */
export function completeBookingIf(
  db: Kysely<Database>,
  change: { bookingId: number; vendorId: number; now: string },
) {
  return db
    .updateTable('customer_service_bookings')
    .set({ is_completed: 1, updated_at: change.now })
    .where('booking_id', '=', change.bookingId)
    .where('vendor_id', '=', change.vendorId)
    .where('is_cancelled', '=', 0)
    .where('is_completed', '=', 0)
    .returningAll();
}

export function insertVendorComplaint(
  db: Kysely<Database>,
  complaint: Insertable<VendorComplaintsTable>,
): Promise<Selectable<VendorComplaintsTable>> {
  return db.insertInto('vendor_complaints').values(complaint).returningAll().executeTakeFirstOrThrow();
}
