import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { jsonText } from '../../db/driver/json-text';
import type { Database } from '../../db/schema';
import { NO_LIMIT, type Page } from '../../lib/lists/paging';
import { CUSTOMER_COMPLAINT_COLUMNS } from '../complaints/service';

/*
 * The customer app's reads and writes (docs/product/partner-api.md#customer-app). Every write that has a
 * condition (a profile with a name, the customer's own booking in the right state, one review per
 * booking) is one statement: it writes nothing when the condition does not hold.
 */

export function findCustomerByMobile(db: Kysely<Database>, mobile: string) {
  return db
    .selectFrom('customers')
    .select(['customer_id', 'customer_name'])
    .where('mobile', '=', mobile)
    .orderBy('customer_id')
    .limit(1)
    .executeTakeFirst();
}

export function findCustomer(db: Kysely<Database>, customerId: number) {
  return db.selectFrom('customers').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

/** A customer with nothing but a phone: the name stays empty until the profile is filled in. */
export function insertNewCustomer(db: Kysely<Database>, mobile: string) {
  return db
    .insertInto('customers')
    .values({ customer_name: '', mobile })
    .returning(['customer_id', 'customer_name'])
    .executeTakeFirstOrThrow();
}

export interface CustomerProfile {
  customer_name: string;
  customer_email: string;
  customer_country: string;
  gender: string;
  /** JSON text of { street, city, state, zip }. */
  customer_address: string;
}

export function updateCustomerProfile(
  db: Kysely<Database>,
  customerId: number,
  profile: CustomerProfile,
  now: string,
) {
  return db
    .updateTable('customers')
    .set({ ...profile, updated_at: now })
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
}

export function serviceExists(db: Kysely<Database>, serviceId: number) {
  return db
    .selectFrom('services')
    .select('service_id')
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
}

/**
 * Books sub-service `serviceId` for the customer in the slot starting at `scheduledStart` (canonical
 * ISO form), in one statement: the category, price and image come from the catalogue and the customer's
 * fields are copied as they are now. Inserts nothing (undefined)
 * when the sub-service does not exist or the customer has no name yet.
 */
export async function insertBookingFromCatalogue(
  db: Kysely<Database>,
  dialect: Dialect,
  booking: { customerId: number; serviceId: number; serviceDesc: string; scheduledStart: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('customer_service_bookings')
    .columns([
      'customer_id',
      'customer_name',
      'mobile',
      'customer_email',
      'customer_country',
      'gender',
      'customer_address',
      'customer_city',
      'service_cat_id',
      'service_category_name',
      'service_price',
      'service_category_url',
      'service_desc',
      'scheduled_start',
    ])
    .expression((eb) =>
      eb
        .selectFrom(['customers as cu', 'services as s'])
        .innerJoin('service_categories as c', 'c.service_cat_id', 's.service_cat_id')
        .select([
          'cu.customer_id',
          'cu.customer_name',
          'cu.mobile',
          'cu.customer_email',
          'cu.customer_country',
          'cu.gender',
          'cu.customer_address',
          jsonText(dialect, 'cu.customer_address', 'city').as('customer_city'),
          'c.service_cat_id',
          'c.service_category_name',
          's.service_price',
          'c.service_category_url',
          sql<string>`cast(${booking.serviceDesc} as text)`.as('service_desc'),
          sql<string>`cast(${booking.scheduledStart} as text)`.as('scheduled_start'),
        ])
        .where('cu.customer_id', '=', booking.customerId)
        .where('cu.customer_name', '!=', '')
        .where('s.service_id', '=', booking.serviceId),
    )
    .returning('booking_id')
    .executeTakeFirst();
  return row?.booking_id;
}

/** The customer's booking ids, newest first, through bookings_customer_idx; paged when the page says so. */
export async function listCustomerBookingIds(
  db: Kysely<Database>,
  customerId: number,
  page: Page,
): Promise<number[]> {
  let query = db
    .selectFrom('customer_service_bookings')
    .select('booking_id')
    .where('customer_id', '=', customerId)
    .orderBy('booking_id', 'desc');
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  const rows = await query.execute();
  return rows.map((row) => row.booking_id);
}

export async function countCustomerBookings(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_service_bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer's own booking's state; undefined for an unknown id or another customer's booking. */
export function findOwnBookingState(db: Kysely<Database>, customerId: number, bookingId: number) {
  return db
    .selectFrom('customer_service_bookings')
    .select(['booking_id', 'is_cancelled', 'is_completed'])
    .where('booking_id', '=', bookingId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Cancels the customer's own booking only while it is neither cancelled nor completed. */
export function cancelOwnBookingIf(
  db: Kysely<Database>,
  change: { customerId: number; bookingId: number; reason: string; now: string },
) {
  return db
    .updateTable('customer_service_bookings')
    .set({ is_cancelled: 1, cancelled_reason: change.reason, updated_at: change.now })
    .where('booking_id', '=', change.bookingId)
    .where('customer_id', '=', change.customerId)
    .where('is_cancelled', '=', 0)
    .where('is_completed', '=', 0)
    .returning(['booking_id', 'vendor_id'])
    .executeTakeFirst();
}

/**
 * Reviews the customer's own completed booking for its vendor, in one statement: nothing is inserted
 * (undefined) when the booking is another's, unknown, not completed, or already reviewed
 * (reviews_booking_key), so of simultaneous reviews exactly one lands.
 */
export function insertReviewOfCompletedBooking(
  db: Kysely<Database>,
  review: { customerId: number; bookingId: number; rating: number; text: string | null },
) {
  return db
    .insertInto('reviews')
    .columns(['booking_id', 'vendor_id', 'rating', 'review_text'])
    .expression((eb) =>
      eb
        .selectFrom('customer_service_bookings as b')
        .select([
          'b.booking_id',
          (b) => b.ref('b.vendor_id').$notNull().as('vendor_id'),
          sql<number>`cast(${review.rating} as integer)`.as('rating'),
          sql<string | null>`cast(${review.text} as text)`.as('review_text'),
        ])
        .where('b.booking_id', '=', review.bookingId)
        .where('b.customer_id', '=', review.customerId)
        .where('b.is_completed', '=', 1)
        .where('b.vendor_id', 'is not', null),
    )
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning(['booking_id', 'vendor_id', 'review_id', 'rating', 'review_text'])
    .executeTakeFirst();
}

export function bookingHasReview(db: Kysely<Database>, bookingId: number) {
  return db.selectFrom('reviews').select('review_id').where('booking_id', '=', bookingId).executeTakeFirst();
}

/**
 * Stores a complaint with the customer's name, email and mobile as they are now, in one statement;
 * nothing (undefined) when the customer has no name yet.
 */
export function insertComplaintOfCustomer(
  db: Kysely<Database>,
  complaint: { customerId: number; text: string; now: string },
) {
  return db
    .insertInto('customer_complaints')
    .columns(['customer_id', 'cust_comp_desc', 'cust_comp_date', 'customer_name', 'customer_email', 'mobile'])
    .expression((eb) =>
      eb
        .selectFrom('customers as cu')
        .select([
          'cu.customer_id',
          sql<string>`cast(${complaint.text} as text)`.as('cust_comp_desc'),
          sql<string>`cast(${complaint.now} as text)`.as('cust_comp_date'),
          'cu.customer_name',
          'cu.customer_email',
          'cu.mobile',
        ])
        .where('cu.customer_id', '=', complaint.customerId)
        .where('cu.customer_name', '!=', ''),
    )
    .returning(CUSTOMER_COMPLAINT_COLUMNS)
    .executeTakeFirst();
}

/** The customer's payments, newest first: their ids in order. */
export async function listCustomerPaymentIds(
  db: Kysely<Database>,
  customerId: number,
  page: Page,
): Promise<number[]> {
  let query = db
    .selectFrom('customer_payments')
    .select('payment_id')
    .where('customer_id', '=', customerId)
    .orderBy('payment_id', 'desc');
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  const rows = await query.execute();
  return rows.map((row) => row.payment_id);
}

export async function countCustomerPayments(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_payments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Payments by id, with what the customer app shows of each. */
export function findCustomerPaymentRows(db: Kysely<Database>, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_payments')
    .select([
      'payment_id',
      'booking_id',
      'service_category_name',
      'payment_amount',
      'payment_date',
      'payment_ref_no',
      'refund_reserved_paise',
      'refunded_paise',
    ])
    .where('payment_id', 'in', paymentIds)
    .execute();
}
export type CustomerPaymentRow = Awaited<ReturnType<typeof findCustomerPaymentRows>>[number];
