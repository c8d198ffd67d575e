import { type BookingSortField, SLOT_MS } from '@seva/contract';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText, orderedTrigramMatch } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { CustomerServiceBookingsTable, VendorsTable } from '../../db/schema/marketplace-tables';
import { ID_RANGE, idsInRanges } from '../../lib/lists/id-ranges';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';
import { passesHardRules } from './candidates/repository';

export type BookingRow = Selectable<CustomerServiceBookingsTable>;
export type BookingListRow = BookingRow & { review_count: number | string | null };

/** Which bookings a list shows. assigned 0: Service Request (no vendor); 1: Assigned. */
export interface BookingFilter {
  assigned?: 0 | 1;
  q?: string;
  /**
   * The slot's range, as stored (ISO-8601 UTC with ms, as scheduled_start): from inclusive, before
   * exclusive (bookingSlotRange). A booking without a slot matches neither.
   */
  scheduledFrom?: string;
  scheduledBefore?: string;
}

export type BookingPage = Page<BookingSortField | `-${BookingSortField}`>;

/** What `q` searches (docs/product/bookings.md#booking-details): both in the bookings trigram index. */
const BOOKING_SEARCH_COLUMNS = ['customer_name', 'mobile'] as const;

/** Columns that may be null sort after the others in both directions, the same on both databases. */
const NULLABLE_SORTS = new Set<BookingSortField>([
  'service_category_name',
  'service_price',
  'assigned_at',
  'scheduled_start',
  'customer_city',
]);

/**
 * What a sort field orders by: its column, or for `status` the booking status in the order a booking
 * moves, Pending (0), Booked, Completed, Cancelled (3), first match as rules/booking-status.ts reads the
 * flags.
 */
function sortKey(column: Exclude<BookingSortField, 'booking_id'>) {
  if (column !== 'status') return sql.ref(`b.${column}`);
  return sql<number>`(case when b.is_cancelled = 1 then 3 when b.is_completed = 1 then 2
    when b.is_booked = 1 then 1 else 0 end)`;
}

function filtered(db: Kysely<Database>, dialect: Dialect, filter: BookingFilter) {
  let query = db.selectFrom('customer_service_bookings as b');
  // Written as IS [NOT] NULL so that bookings_vendor_idx (NULL group) and the partial bookings_assigned_idx
  // serve the page from the index alone (migration 040).
  if (filter.assigned === 0) query = query.where('b.vendor_id', 'is', null);
  if (filter.assigned === 1) query = query.where('b.vendor_id', 'is not', null);
  // Text comparison of ISO-8601 UTC with ms is time order; bookings_scheduled_idx serves the range.
  if (filter.scheduledFrom !== undefined)
    query = query.where('b.scheduled_start', '>=', filter.scheduledFrom);
  if (filter.scheduledBefore !== undefined)
    query = query.where('b.scheduled_start', '<', filter.scheduledBefore);
  if (filter.q) {
    query = query.where(
      matchesText(dialect, 'customer_service_bookings', BOOKING_SEARCH_COLUMNS, filter.q, { alias: 'b' }),
    );
  }
  return query;
}

/** The filtered, sorted, paged bookings, before choosing columns. */
function pageQuery(db: Kysely<Database>, dialect: Dialect, filter: BookingFilter, page: BookingPage) {
  const { column, direction } = sortOrder(page.sort, '-booking_id');
  const ordered =
    column === 'booking_id' && filter.q
      ? orderedTrigramMatch(dialect, 'customer_service_bookings', BOOKING_SEARCH_COLUMNS, filter.q)
      : undefined;
  let query = ordered
    ? filtered(db, dialect, { ...filter, q: undefined })
        .innerJoin(ordered.table, (join) => join.onRef('fts.rowid', '=', 'b.booking_id'))
        .where(ordered.match)
        .orderBy('fts.rowid', direction)
    : filtered(db, dialect, filter);
  if (column !== 'booking_id') {
    query = NULLABLE_SORTS.has(column)
      ? query.orderBy(sortKey(column), (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
      : query.orderBy(sortKey(column), direction);
  }
  // Ties by booking_id; the FTS join already orders by it (fts.rowid is the booking_id).
  if (!ordered) query = query.orderBy('b.booking_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

/**
 * The number of reviews of the booking's vendor (0 for none, or unassigned), one row of
 * vendor_review_counts (kept by triggers on reviews). `bookings` names the bookings table as the
 * statement does: the lists call it `b` (`p` around PostgreSQL's page), and an UPDATE's RETURNING names
 * the table itself (SQLite's cannot refer to an alias).
 */
function reviewCountOf(bookings: 'b' | 'p' | 'customer_service_bookings') {
  return sql<number>`coalesce((select c.review_count from vendor_review_counts as c where c.vendor_id = ${sql.ref(`${bookings}.vendor_id`)}), 0)`.as(
    'review_count',
  );
}

const reviewCount = reviewCountOf('b');

/** The page of bookings, full rows, each with the number of reviews of its vendor (0 when unassigned). */
export function listBookingRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: BookingFilter,
  page: BookingPage,
): Promise<BookingListRow[]> {
  return pageQuery(db, dialect, filter, page).selectAll('b').select(reviewCount).execute();
}

/**
 * The list's booking ids in its order: what an unpaged list streams (lib/lists/streamed-list); in
 * booking_id order without a search, by ranges of `range` ids (idsInRanges).
 */
export async function listBookingIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: BookingFilter,
  page: BookingPage,
  range = ID_RANGE,
): Promise<number[]> {
  const { column, direction } = sortOrder(page.sort, '-booking_id');
  const idsOf = async (query: ReturnType<typeof pageQuery>) =>
    (await query.select('b.booking_id').execute()).map((row) => row.booking_id);
  if (column !== 'booking_id' || filter.q || page.limit !== undefined || page.offset !== undefined) {
    return idsOf(pageQuery(db, dialect, filter, page));
  }
  return idsInRanges(
    (last, limit) =>
      idsOf(
        pageQuery(db, dialect, filter, { sort: page.sort, limit }).$if(last !== undefined, (query) =>
          query.where('b.booking_id', direction === 'asc' ? '>' : '<', last as number),
        ),
      ),
    range,
  );
}

/** These bookings, full rows with their vendor's review count, in no particular order. */
export function findBookingListRows(
  db: Kysely<Database>,
  bookingIds: readonly number[],
): Promise<BookingListRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_service_bookings as b')
    .selectAll('b')
    .select(reviewCount)
    .where('b.booking_id', 'in', bookingIds)
    .execute();
}

export interface BookingVersion {
  id: number;
  version: string;
  review_count: number | string | null;
}

/**
 * The page as (booking_id, updated_at, review_count): what to take from the JSON cache or fetch, in one
 * statement. A Service Request has no vendor, hence no reviews. SQLite computes the counts for the page's
 * rows only; PostgreSQL computes a subquery of the select list for the rows OFFSET skips too (500 lookups for page 10), so there the page is a subquery (one with LIMIT is not
 * merged into the query around it) and the counts are looked up around it, in the page's order again.
 */
export function listBookingVersions(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: BookingFilter,
  page: BookingPage,
): Promise<BookingVersion[]> {
  const versions = pageQuery(db, dialect, filter, page).select([
    'b.booking_id as id',
    'b.updated_at as version',
  ]);
  if (filter.assigned === 0) return versions.select(sql<number>`0`.as('review_count')).execute();
  if (dialect === 'sqlite') return versions.select(reviewCount).execute();
  const { column, direction } = sortOrder(page.sort, '-booking_id');
  const order = sql.raw(direction);
  const nulls = sql.raw(NULLABLE_SORTS.has(column) ? ' nulls last' : '');
  const key = column === 'booking_id' ? sql.ref('b.booking_id') : sortKey(column);
  return db
    .selectFrom(versions.select(['b.vendor_id', key.as('sort_key')]).as('p'))
    .select(['p.id', 'p.version', reviewCountOf('p')])
    .orderBy(sql`p.sort_key ${order}${nulls}`)
    .orderBy(sql`p.id ${order}`)
    .execute();
}

export async function countBookings(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: BookingFilter,
): Promise<number> {
  const row = await filtered(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface BookingSearchTotals {
  unassigned: number;
  assigned: number;
}

/**
 * How many bookings of each list match a search, in one query. The customer-name trigram index finds
 * the matches of both lists at once (PostgreSQL: ~11 ms for a common surname at 300 000 bookings), where
 * a count per list walked that list's partial index testing every name (~70 ms each).
 */
export async function countBookingSearch(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: Omit<BookingFilter, 'assigned'> & { q: string },
): Promise<BookingSearchTotals> {
  const row = await filtered(db, dialect, { ...filter, assigned: undefined })
    .select([
      sql<number>`count(*) filter (where b.vendor_id is null)`.as('unassigned'),
      sql<number>`count(*) filter (where b.vendor_id is not null)`.as('assigned'),
    ])
    .executeTakeFirstOrThrow();
  return { unassigned: Number(row.unassigned), assigned: Number(row.assigned) };
}

export function findBookingListRow(
  db: Kysely<Database>,
  bookingId: number,
): Promise<BookingListRow | undefined> {
  return db
    .selectFrom('customer_service_bookings as b')
    .selectAll('b')
    .select(reviewCount)
    .where('b.booking_id', '=', bookingId)
    .executeTakeFirst();
}

export type BookingState = Pick<
  BookingRow,
  | 'booking_id'
  | 'vendor_id'
  | 'service_cat_id'
  | 'is_cancelled'
  | 'is_completed'
  | 'cancelled_reason'
  | 'updated_at'
  | 'scheduled_start'
  | 'customer_id'
>;

export function findBookingState(db: Kysely<Database>, bookingId: number): Promise<BookingState | undefined> {
  return db
    .selectFrom('customer_service_bookings')
    .select([
      'booking_id',
      'vendor_id',
      'service_cat_id',
      'is_cancelled',
      'is_completed',
      'cancelled_reason',
      'updated_at',
      'scheduled_start',
      'customer_id',
    ])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

export type VendorEligibility = Pick<
  Selectable<VendorsTable>,
  | 'vendor_id'
  | 'vendor_name'
  | 'service_cat_id'
  | 'is_approved'
  | 'is_rejected'
  | 'is_blocked'
  | 'subscription_status'
  | 'subscription_expiry_date'
  | 'service_start_time'
  | 'service_end_time'
>;

/** Whom a booking's message names or is sent to (booking-messages.ts). */
export function findVendorContact(db: Kysely<Database>, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['vendor_id', 'vendor_name', 'vendor_mobile', 'name_of_bussiness'])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
}

export function findVendorEligibility(
  db: Kysely<Database>,
  vendorId: number,
): Promise<VendorEligibility | undefined> {
  return db
    .selectFrom('vendors')
    .select([
      'vendor_id',
      'vendor_name',
      'service_cat_id',
      'is_approved',
      'is_rejected',
      'is_blocked',
      'subscription_status',
      'subscription_expiry_date',
      'service_start_time',
      'service_end_time',
    ])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
}

/**
 * The vendor as `vendor` was read, still passing the hard rules of docs/product/dispatch.md#hard-rules
 * for a booking of `serviceCatId` at `nowIso`, with the same service hours (which the service found to
 * cover the booking's slot): the EXISTS an assignment's or a reschedule's update re-checks, so that a
 * vendor blocked, expired or given other hours between the read and the write is not assigned.
 */
function vendorStillFits(
  eb: ExpressionBuilder<Database, 'customer_service_bookings'>,
  vendor: Pick<VendorEligibility, 'vendor_id' | 'service_start_time' | 'service_end_time'>,
  serviceCatId: number,
  nowIso: string,
) {
  return eb.exists(
    eb
      .selectFrom('vendors as v')
      .select('v.vendor_id')
      .where('v.vendor_id', '=', vendor.vendor_id)
      .where(passesHardRules('v', serviceCatId, nowIso))
      .where(
        'v.service_start_time',
        vendor.service_start_time === null ? 'is' : '=',
        vendor.service_start_time,
      )
      .where('v.service_end_time', vendor.service_end_time === null ? 'is' : '=', vendor.service_end_time),
  );
}

/**
 * No open booking of `vendorId` but `bookingId` overlaps the slot starting at `slotStart` (one starting less
 * than a slot before or after it). The partial unique key bookings_vendor_slot_key is what makes two
 * concurrent claims of one start impossible (ADR 039); this also refuses, in the same statement, an
 * overlap at another start (a grid moved by SLOT_FIRST_HOUR).
 */
function vendorFreeIn(
  eb: ExpressionBuilder<Database, 'customer_service_bookings'>,
  vendorId: number,
  bookingId: number,
  slotStart: string,
) {
  const startMs = Date.parse(slotStart);
  return eb.not(
    eb.exists(
      eb
        .selectFrom('customer_service_bookings as o')
        .select('o.booking_id')
        .where('o.vendor_id', '=', vendorId)
        .where('o.booking_id', '!=', bookingId)
        .where('o.is_cancelled', '=', 0)
        .where('o.is_completed', '=', 0)
        .where('o.scheduled_start', '>', new Date(startMs - SLOT_MS).toISOString())
        .where('o.scheduled_start', '<', new Date(startMs + SLOT_MS).toISOString()),
    ),
  );
}

/**
 * The update that assigns `vendor` only while the booking is still as `read` saw it (same vendor, same
 * version, neither cancelled nor completed), the vendor still passes the hard rules with the hours read
 * (vendorStillFits) and, for a booking with a slot, holds no other open booking overlapping it
 * (vendorFreeIn); the unique key bookings_vendor_slot_key refuses a concurrent claim of the same slot
 * (a unique violation, which the service answers with 409). Run it with updateAudited; it answers the
 * booking as the lists read it (findBookingListRow), so the response needs no second read.
 */
export function assignVendorIf(
  db: Kysely<Database>,
  change: {
    bookingId: number;
    vendor: Pick<VendorEligibility, 'vendor_id' | 'service_start_time' | 'service_end_time'>;
    read: BookingState;
    now: string;
    /** The service clock's now: a subscription must expire after it. */
    nowIso: string;
  },
) {
  const { read, vendor } = change;
  const slotStart = read.scheduled_start;
  return db
    .updateTable('customer_service_bookings')
    .set({ vendor_id: vendor.vendor_id, assigned_at: change.now, updated_at: change.now })
    .where('booking_id', '=', change.bookingId)
    .where('updated_at', '=', read.updated_at)
    .where('is_cancelled', '=', 0)
    .where('is_completed', '=', 0)
    .where('vendor_id', read.vendor_id === null ? 'is' : '=', read.vendor_id)
    .where((eb) => vendorStillFits(eb, vendor, read.service_cat_id, change.nowIso))
    .$if(slotStart !== null, (q) =>
      q.where((eb) => vendorFreeIn(eb, vendor.vendor_id, change.bookingId, slotStart as string)),
    )
    .returningAll()
    .returning(reviewCountOf('customer_service_bookings'));
}

/**
 * The update that moves the booking to the slot `start` only while it is still as `read` saw it (same
 * version, hence same vendor and slot, neither cancelled nor completed; the customer's own when
 * `customerId` is given). With `keep`, its vendor stays: only while it still passes the hard rules with the
 * hours read and is free in the new slot (the unique key bookings_vendor_slot_key refuses a concurrent
 * claim). Without, the booking is unassigned (vendor_id and assigned_at null). Run it with updateAudited;
 * it answers the booking as the lists read it.
 */
export function rescheduleBookingIf(
  db: Kysely<Database>,
  change: {
    bookingId: number;
    start: string;
    read: BookingState;
    keep: Pick<VendorEligibility, 'vendor_id' | 'service_start_time' | 'service_end_time'> | null;
    customerId?: number;
    now: string;
    nowIso: string;
  },
) {
  const { read, keep } = change;
  return db
    .updateTable('customer_service_bookings')
    .set(
      keep
        ? { scheduled_start: change.start, updated_at: change.now }
        : { scheduled_start: change.start, vendor_id: null, assigned_at: null, updated_at: change.now },
    )
    .where('booking_id', '=', change.bookingId)
    .where('updated_at', '=', read.updated_at)
    .where('is_cancelled', '=', 0)
    .where('is_completed', '=', 0)
    .$if(change.customerId !== undefined, (q) => q.where('customer_id', '=', change.customerId as number))
    .$if(keep !== null, (q) =>
      q
        .where('vendor_id', '=', keep?.vendor_id as number)
        .where((eb) => vendorStillFits(eb, keep!, read.service_cat_id, change.nowIso))
        .where((eb) => vendorFreeIn(eb, keep!.vendor_id, change.bookingId, change.start)),
    )
    .returningAll()
    .returning(reviewCountOf('customer_service_bookings'));
}

/**
 * The update that cancels the booking with `reason` only while it is still as `read` saw it (same version,
 * hence same vendor, neither cancelled nor completed). Run it with updateAudited; it answers the booking
 * as the lists read it.
 */
export function cancelBookingIf(
  db: Kysely<Database>,
  change: { bookingId: number; reason: string; read: BookingState; now: string },
) {
  return db
    .updateTable('customer_service_bookings')
    .set({ is_cancelled: 1, cancelled_reason: change.reason, updated_at: change.now })
    .where('booking_id', '=', change.bookingId)
    .where('updated_at', '=', change.read.updated_at)
    .where('is_cancelled', '=', 0)
    .where('is_completed', '=', 0)
    .returningAll()
    .returning(reviewCountOf('customer_service_bookings'));
}

export function listVendorReviews(db: Kysely<Database>, vendorId: number) {
  return db
    .selectFrom('reviews')
    .select(['booking_id', 'vendor_id', 'review_id', 'rating', 'review_text'])
    .where('vendor_id', '=', vendorId)
    .orderBy('review_id', 'desc')
    .execute();
}
