import { type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../../db/driver/database';
import { matchesText } from '../../../db/driver/search';
import type { Database } from '../../../db/schema';
import type { VendorsTable } from '../../../db/schema/marketplace-tables';

/** The vendor columns the assign view shows and the rules read. */
const CANDIDATE_COLUMNS = [
  'vendors.vendor_id',
  'vendors.vendor_name',
  'vendors.name_of_bussiness',
  'vendors.bussiness_category',
  'vendors.vendor_mobile',
  'vendors.service_cat_id',
  'vendors.service_start_time',
  'vendors.service_end_time',
  'vendors.is_approved',
  'vendors.is_rejected',
  'vendors.is_blocked',
  'vendors.subscription_status',
  'vendors.subscription_expiry_date',
  'vendors.pincode',
  'vendors.service_radius',
] as const;

export type CandidateRow = Pick<
  Selectable<VendorsTable>,
  | 'vendor_id'
  | 'vendor_name'
  | 'name_of_bussiness'
  | 'bussiness_category'
  | 'vendor_mobile'
  | 'service_cat_id'
  | 'service_start_time'
  | 'service_end_time'
  | 'is_approved'
  | 'is_rejected'
  | 'is_blocked'
  | 'subscription_status'
  | 'subscription_expiry_date'
  | 'pincode'
  | 'service_radius'
>;

/** What the ranking rules count for a vendor (docs/product/dispatch.md#ranking). */
export interface VendorWorkload {
  /** Its bookings neither cancelled nor completed. */
  open_assignments: number;
  review_count: number;
  /** Average stars; null without reviews. */
  rating_avg: number | null;
}

export type RankableRow = CandidateRow & VendorWorkload;

/** The assign view's search: the vendor columns docs/product/bookings.md#assign-view shows, all in the vendors trigram index. */
const CANDIDATE_SEARCH_COLUMNS = [
  'vendor_name',
  'name_of_bussiness',
  'vendor_email',
  'vendor_mobile',
  'bussiness_category',
] as const;

/** The booking as dispatch reads it: its trade, where the customer is and its slot (null: not scheduled). */
export function findDispatchBooking(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('customer_service_bookings')
    .select(['booking_id', 'service_cat_id', 'customer_address', 'scheduled_start'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

interface GroupFilter {
  serviceCatId: number;
  /** true: the vendors passing every hard rule; false: the others. */
  eligible: boolean;
  /** ISO-8601 UTC: a subscription or trial must expire after it. */
  nowIso: string;
  q?: string;
  /**
   * Vendors passing the rules here that fail a booking's slot rules (decided by the service,
   * docs/product/dispatch.md#hard-rules): listed with the others.
   */
  moved?: readonly number[];
}

/**
 * The hard rules of docs/product/dispatch.md#hard-rules as one condition on the vendors table named
 * `table` (its name or alias): of one of `serviceCatIds`, approved, neither rejected nor blocked, a trial
 * or plan expiring after `nowIso`. The one SQL form of eligibility.ts's candidateReason: the assign view,
 * the assignment's own update, the customer's slots and the day board all read it.
 */
export function passesHardRules(table: string, serviceCatIds: number | readonly number[], nowIso: string) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const categories = typeof serviceCatIds === 'number' ? [serviceCatIds] : serviceCatIds;
  return sql<SqlBool>`(${column('service_cat_id')} in (${sql.join(categories)})
    and ${column('is_approved')} = 1 and ${column('is_rejected')} = 0 and ${column('is_blocked')} = 0
    and ${column('subscription_status')} in ('trial', 'active')
    and ${column('subscription_expiry_date')} > ${nowIso})`;
}

/** The hard rules as one condition (passesHardRules), or its negation (nulls fail). */
function candidates(db: Kysely<Database>, dialect: Dialect, filter: GroupFilter) {
  const { serviceCatId, nowIso } = filter;
  let query = db.selectFrom('vendors');
  query = filter.eligible
    ? query.where(passesHardRules('vendors', serviceCatId, nowIso))
    : query.where((eb) =>
        eb.or([
          eb('vendors.service_cat_id', 'is', null),
          eb('vendors.service_cat_id', '!=', serviceCatId),
          eb('vendors.is_approved', '!=', 1),
          eb('vendors.is_rejected', '!=', 0),
          eb('vendors.is_blocked', '!=', 0),
          eb('vendors.subscription_status', 'is', null),
          eb('vendors.subscription_status', 'not in', ['trial', 'active']),
          eb('vendors.subscription_expiry_date', 'is', null),
          eb('vendors.subscription_expiry_date', '<=', nowIso),
          ...(filter.moved?.length ? [eb('vendors.vendor_id', 'in', filter.moved)] : []),
        ]),
      );
  if (filter.q) query = query.where(matchesText(dialect, 'vendors', CANDIDATE_SEARCH_COLUMNS, filter.q));
  return query;
}

/** Vendor ids per workload statement: well under either database's limit of bound parameters. */
const WORKLOAD_CHUNK = 1000;

type VendorsEb = ExpressionBuilder<Database, 'vendors'>;

/** Open assignments, review count and average rating of the row's vendor, each read from an index alone (migration 120). */
function workload(eb: VendorsEb) {
  return [
    eb
      .selectFrom('customer_service_bookings as b')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('b.vendor_id', '=', 'vendors.vendor_id')
      .where('b.is_cancelled', '=', 0)
      .where('b.is_completed', '=', 0)
      .as('open_assignments'),
    eb
      .selectFrom('reviews as r')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('r.vendor_id', '=', 'vendors.vendor_id')
      .as('review_count'),
    eb
      .selectFrom('reviews as r')
      // Both databases answer a text or numeric average; real keeps it a JS number.
      .select(sql<number | null>`avg(cast(r.rating as real))`.as('a'))
      .whereRef('r.vendor_id', '=', 'vendors.vendor_id')
      .as('rating_avg'),
  ];
}

/** Counts come back as text from PostgreSQL (bigint) and averages may: numbers here. */
function toRankable<T extends CandidateRow>(row: T & Record<keyof VendorWorkload, unknown>): RankableRow {
  return {
    ...row,
    open_assignments: Number(row.open_assignments ?? 0),
    review_count: Number(row.review_count ?? 0),
    rating_avg: row.rating_avg === null || row.rating_avg === undefined ? null : Number(row.rating_avg),
  };
}

/**
 * Every vendor passing the hard rules for the booking, with what ranks it: the whole group, because its
 * order is the score the service computes. The category index narrows it to one trade's vendors.
 */
export async function listEligibleCandidates(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: Omit<GroupFilter, 'eligible'>,
): Promise<RankableRow[]> {
  const rows = await candidates(db, dialect, { ...filter, eligible: true })
    .select(CANDIDATE_COLUMNS)
    .select(workload)
    .execute();
  return rows.map(toRankable);
}

/**
 * A page of the vendors failing a hard rule, by name (vendor_id breaks ties), with their workload: counted
 * for the page's rows after paging, so that PostgreSQL does not count it for the rows OFFSET skips.
 */
export async function listIneligibleCandidates(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: Omit<GroupFilter, 'eligible'>,
  page: { limit: number; offset: number },
): Promise<RankableRow[]> {
  const rows = await candidates(db, dialect, { ...filter, eligible: false })
    .select(CANDIDATE_COLUMNS)
    .orderBy('vendors.vendor_name')
    .orderBy('vendors.vendor_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const byId = new Map<number, Record<keyof VendorWorkload, unknown>>();
  for (let start = 0; start < rows.length; start += WORKLOAD_CHUNK) {
    const ids = rows.slice(start, start + WORKLOAD_CHUNK).map((row) => row.vendor_id);
    const found = await db
      .selectFrom('vendors')
      .select('vendors.vendor_id')
      .select(workload)
      .where('vendors.vendor_id', 'in', ids)
      .execute();
    for (const w of found) byId.set(w.vendor_id, w);
  }
  return rows.map((row) => toRankable({ ...row, ...byId.get(row.vendor_id)! }));
}

/**
 * How many vendors fail a hard rule: every vendor the search matches less those that pass (`eligible`),
 * so that no statement has to test the five rules' negation on every vendor.
 */
export async function countIneligibleCandidates(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: Omit<GroupFilter, 'eligible'>,
  eligible: number,
): Promise<number> {
  let query = db.selectFrom('vendors');
  if (filter.q) query = query.where(matchesText(dialect, 'vendors', CANDIDATE_SEARCH_COLUMNS, filter.q));
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) - eligible;
}

/** How many vendors pass every hard rule (the category index narrows it to one trade). */
export async function countEligibleCandidates(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: Omit<GroupFilter, 'eligible'>,
): Promise<number> {
  const row = await candidates(db, dialect, { ...filter, eligible: true })
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
