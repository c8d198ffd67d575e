import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { passesHardRules } from '../candidates/repository';

/*
 * The day board's reads (docs/product/dispatch-board.md): a handful of statements per request whatever the
 * number of rows, never one per vendor. Ids go in chunks well under either database's bound-parameter limit.
 */

const ID_CHUNK = 1000;

const BOOKING_COLUMNS = [
  'booking_id',
  'vendor_id',
  'scheduled_start',
  'customer_name',
  'customer_city',
  'service_cat_id',
  'service_category_name',
  'service_desc',
  'is_cancelled',
  'is_completed',
  'is_booked',
] as const;

const VENDOR_COLUMNS = [
  'vendor_id',
  'vendor_name',
  'name_of_bussiness',
  'service_cat_id',
  'service_start_time',
  'service_end_time',
  'is_approved',
  'is_rejected',
  'is_blocked',
  'subscription_status',
  'subscription_expiry_date',
] as const;

export interface DayRange {
  /** ISO-8601 UTC: the day's first instant. */
  fromIso: string;
  /** ISO-8601 UTC: the next day's first instant (exclusive). */
  toIso: string;
}

/** The day's bookings that are not cancelled (of one category when given), by slot then id: queue and jobs. */
export function listDayBookings(db: Kysely<Database>, day: DayRange, serviceCatId?: number) {
  let query = db
    .selectFrom('customer_service_bookings')
    .select(BOOKING_COLUMNS)
    .where('scheduled_start', '>=', day.fromIso)
    .where('scheduled_start', '<', day.toIso)
    .where('is_cancelled', '=', 0);
  if (serviceCatId !== undefined) query = query.where('service_cat_id', '=', serviceCatId);
  return query.orderBy('scheduled_start').orderBy('booking_id').execute();
}

export type DayBookingRow = Awaited<ReturnType<typeof listDayBookings>>[number];

/** The day's bookings that are not cancelled held by `vendorIds` (whatever their category): what fills their rows. */
export async function listVendorDayBookings(
  db: Kysely<Database>,
  day: DayRange,
  vendorIds: readonly number[],
): Promise<DayBookingRow[]> {
  const rows: DayBookingRow[] = [];
  for (let i = 0; i < vendorIds.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('customer_service_bookings')
        .select(BOOKING_COLUMNS)
        .where('vendor_id', 'in', vendorIds.slice(i, i + ID_CHUNK))
        .where('scheduled_start', '>=', day.fromIso)
        .where('scheduled_start', '<', day.toIso)
        .where('is_cancelled', '=', 0)
        .orderBy('scheduled_start')
        .orderBy('booking_id')
        .execute()),
    );
  }
  return rows;
}

/**
 * The first `limit` vendors by name (vendor_id breaks ties) of the categories passing the hard rules of
 * docs/product/dispatch.md#hard-rules (passesHardRules).
 */
export function listEligibleVendors(
  db: Kysely<Database>,
  serviceCatIds: readonly number[],
  nowIso: string,
  limit: number,
) {
  if (serviceCatIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vendors')
    .select(VENDOR_COLUMNS)
    .where(passesHardRules('vendors', serviceCatIds, nowIso))
    .orderBy('vendor_name')
    .orderBy('vendor_id')
    .limit(limit)
    .execute();
}

export type BoardVendorRow = Awaited<ReturnType<typeof listEligibleVendors>>[number];

/** The vendors with these ids, whatever their state. */
export async function listVendorsByIds(
  db: Kysely<Database>,
  vendorIds: readonly number[],
): Promise<BoardVendorRow[]> {
  const rows: BoardVendorRow[] = [];
  for (let i = 0; i < vendorIds.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('vendors')
        .select(VENDOR_COLUMNS)
        .where('vendor_id', 'in', vendorIds.slice(i, i + ID_CHUNK))
        .execute()),
    );
  }
  return rows;
}

/** The names of these categories, by id. */
export async function categoryNames(
  db: Kysely<Database>,
  serviceCatIds: readonly number[],
): Promise<Map<number, string>> {
  if (serviceCatIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('service_categories')
    .select(['service_cat_id', 'service_category_name'])
    .where('service_cat_id', 'in', serviceCatIds)
    .execute();
  return new Map(rows.map((row) => [row.service_cat_id, row.service_category_name]));
}
