import { type VendorSort, type VendorSortField, vendorStatusesMatching } from '@seva/contract';
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Kysely,
  sql,
  type Updateable,
} from 'kysely';
import { countRows } from '../../db/driver/count-rows';
import type { Dialect } from '../../db/driver/database';
import { jsonText } from '../../db/driver/json-text';
import { preparedQuery } from '../../db/driver/prepared-query';
import { orderedTrigramMatch } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { Flag, SubscriptionStatus, VendorsTable } from '../../db/schema/marketplace-tables';
import { ID_RANGE, idsInRanges } from '../../lib/lists/id-ranges';
import { NO_LIMIT } from '../../lib/lists/paging';
import { VENDOR_DECISION_COLUMNS } from './decision-columns';
import type { VendorRow } from './mapper';
import {
  isVendorSearch as isSearch,
  VENDOR_SEARCH_COLUMNS,
  type VendorFilter,
  VIEW_STATUSES,
  vendorFilterCondition,
} from './vendor-filter';

/**
 * The names of the admins who approved and rejected the vendor (docs/product/cockpit.md#audit-trail), as
 * scalar subqueries: select them next to the vendor's columns wherever a vendor row is read or returned.
 */
export function deciderNames(eb: ExpressionBuilder<Database, 'vendors'>) {
  return [
    eb
      .selectFrom('admins')
      .select('admins.name')
      .whereRef('admins.id', '=', 'vendors.approved_by')
      .as('approved_by_name'),
    eb
      .selectFrom('admins')
      .select('admins.name')
      .whereRef('admins.id', '=', 'vendors.rejected_by')
      .as('rejected_by_name'),
  ];
}

export interface VendorPage {
  limit?: number;
  offset?: number;
  /** Default: newest first (-vendor_id). */
  sort?: VendorSort;
}

type VendorEb = ExpressionBuilder<Database, 'vendors'>;

/** One key of a list's order, and whether it may be null (a null sorts last in both directions). */
interface OrderKey {
  key: Expression<unknown>;
  nullable: boolean;
}

/** The sort fields that are not one column of their own (orderKeys). */
type ComputedSort = 'vendor_id' | 'is_approved' | 'renewal_date' | 'provider_payment_id' | 'trial_days';

/** The fields sorted by their own column: whether that column may be null. */
const COLUMN_SORTS: Record<Exclude<VendorSortField, ComputedSort>, { nullable: boolean }> = {
  vendor_name: { nullable: false },
  vendor_email: { nullable: false },
  vendor_mobile: { nullable: false },
  created_at: { nullable: false },
  name_of_bussiness: { nullable: true },
  bussiness_category: { nullable: true },
  approved_date: { nullable: true },
  rejected_date: { nullable: true },
  blocked_date: { nullable: true },
  subscription_id: { nullable: true },
  subscription_name: { nullable: true },
  subscription_price: { nullable: true },
  subscription_start_date: { nullable: true },
  subscription_expiry_date: { nullable: true },
  subscription_status: { nullable: true },
  payment_date: { nullable: true },
};

/**
 * What a sort field orders by, before the tie-breaking vendor_id (docs/product/api.md#vendors), the same
 * on both databases:
 * - `is_approved`, the All Vendors Status: the decision, pending, rejected, then approved (a vendor is
 *   never both approved and rejected);
 * - `renewal_date`, `provider_payment_id`: those fields of the payment_details JSON;
 * - `trial_days`: the time left in the trial to the moment, its end (or now, for a trial already over,
 *   whose trial_days is 0); null for a vendor not on a trial. The order of trial_days, finer, and one
 *   that stays put while the clock runs, so the pages of one order never overlap.
 */
function orderKeys(
  eb: VendorEb,
  dialect: Dialect,
  field: Exclude<VendorSortField, 'vendor_id'>,
  view: VendorFilter['view'],
  nowIso: string,
): OrderKey[] {
  switch (field) {
    case 'is_approved':
      return [
        { key: eb.ref('vendors.is_approved'), nullable: false },
        { key: eb.ref('vendors.is_rejected'), nullable: false },
      ];
    case 'renewal_date':
    case 'provider_payment_id':
      return [{ key: jsonText(dialect, 'vendors.payment_details', field), nullable: true }];
    case 'trial_days': {
      // Every vendor of the Trial User view is on a trial that has not ended: its end is the key, which
      // vendors_subscription_idx holds in order.
      if (view === 'trial') return [{ key: eb.ref('vendors.subscription_expiry_date'), nullable: true }];
      const end = eb
        .case()
        .when('vendors.subscription_expiry_date', '>', nowIso)
        .then(eb.ref('vendors.subscription_expiry_date'))
        .else(nowIso)
        .end();
      const key = eb.case().when('vendors.subscription_status', '=', 'trial').then(end).end();
      return [{ key, nullable: true }];
    }
    default:
      return [{ key: eb.ref(`vendors.${field}`), nullable: COLUMN_SORTS[field].nullable }];
  }
}

/** The filtered, sorted, paged vendors, before choosing columns. */
function pageQuery(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: VendorFilter,
  page: VendorPage,
  nowIso: string,
) {
  const sort = page.sort ?? '-vendor_id';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const field = sort.replace(/^-/, '') as VendorSortField;
  // A text-only search in id order can walk the FTS index newest first and stop after the page.
  const ordered = field === 'vendor_id' ? ftsJoin(dialect, filter) : undefined;
  const where = (f: VendorFilter) =>
    db.selectFrom('vendors').where((eb) => vendorFilterCondition(eb, dialect, f, nowIso));
  let query = ordered
    ? where({ ...filter, q: undefined })
        .innerJoin(ordered.table, (join) => join.onRef('fts.rowid', '=', 'vendors.vendor_id'))
        .where(ordered.match)
        .orderBy('fts.rowid', direction)
    : where(filter);
  if (field !== 'vendor_id') {
    const eb = expressionBuilder<Database, 'vendors'>();
    for (const { key, nullable } of orderKeys(eb, dialect, field, filter.view, nowIso)) {
      query = nullable
        ? query.orderBy(key, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
        : query.orderBy(key, direction);
    }
  }
  // Ties by vendor_id; the FTS join already orders by it (fts.rowid is the vendor_id).
  if (!ordered) query = query.orderBy('vendors.vendor_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listVendorRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: VendorFilter,
  page: VendorPage,
  nowIso: string,
): Promise<VendorRow[]> {
  return pageQuery(db, dialect, filter, page, nowIso).selectAll('vendors').select(deciderNames).execute();
}

/**
 * The list's vendor ids in its order: what an unpaged list streams (lib/lists/streamed-list); in id
 * order without a search, by ranges of `range` ids (idsInRanges).
 */
export async function listVendorIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: VendorFilter,
  page: VendorPage,
  nowIso: string,
  range = ID_RANGE,
): Promise<number[]> {
  const sort = page.sort ?? '-vendor_id';
  const inIdOrder = sort === 'vendor_id' || sort === '-vendor_id';
  if (!inIdOrder || isSearch(filter) || page.limit !== undefined || page.offset !== undefined) {
    const rows = await pageQuery(db, dialect, filter, page, nowIso).select('vendors.vendor_id').execute();
    return rows.map((row) => row.vendor_id);
  }
  return idsInRanges(async (last, limit) => {
    const rows = await pageQuery(db, dialect, filter, { sort, limit }, nowIso)
      .$if(last !== undefined, (query) =>
        query.where('vendors.vendor_id', sort === 'vendor_id' ? '>' : '<', last as number),
      )
      .select('vendors.vendor_id')
      .execute();
    return rows.map((row) => row.vendor_id);
  }, range);
}

/** The page as (id, version) pairs: the vendors to fetch or to take from the JSON cache. */
export async function listVendorVersions(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: VendorFilter,
  page: VendorPage,
  nowIso: string,
): Promise<{ id: number; version: string }[]> {
  const sort = page.sort ?? '-vendor_id';
  const inIdOrder = sort === 'vendor_id' || sort === '-vendor_id';
  const narrow = inIdOrder ? narrowSearch(dialect, filter, nowIso) : undefined;
  if (narrow) {
    // Newest (or oldest) matches first, each looked up in the narrow index, until the page is full.
    const direction = sql.raw(sort.startsWith('-') ? 'desc' : 'asc');
    const { rows } = await sql<{ id: number; version: string }>`select vendors.vendor_id as id,
      vendors.updated_at as version ${narrow} order by fts.rowid ${direction}
      limit ${page.limit ?? NO_LIMIT} offset ${page.offset ?? 0}`.execute(db);
    return rows;
  }
  return pageQuery(db, dialect, filter, page, nowIso)
    .select(['vendors.vendor_id as id', 'vendors.updated_at as version'])
    .execute();
}

export function findVendorRows(db: Kysely<Database>, vendorIds: readonly number[]): Promise<VendorRow[]> {
  if (vendorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vendors')
    .selectAll()
    .select(deciderNames)
    .where('vendor_id', 'in', vendorIds)
    .execute();
}

/**
 * The join of the FTS5 index for a search whose term is text only (SQLite; undefined elsewhere). A term
 * that is also part of a status word needs the OR of matchesText.
 */
function ftsJoin(dialect: Dialect, filter: VendorFilter) {
  return filter.q && vendorStatusesMatching(filter.q).length === 0
    ? orderedTrigramMatch(dialect, 'vendors', VENDOR_SEARCH_COLUMNS, filter.q)
    : undefined;
}

interface CountIndex {
  name: string;
  /** The statuses to seek (is_blocked, subscription_status, vendor_id) for, one seek each per match. */
  statuses?: readonly SubscriptionStatus[];
}

/**
 * The index (migrations 2026-11-21-002, 2026-11-22-030) in which a search's count looks up each trigram
 * match by vendor_id, when it holds what the rest of the filter tests: the blocked flag, and for
 * Subscribed, Trial User and UnSubscribed the status: one seek per match and status of the view (the
 * expiry then comes from the rows found). A seek in a narrow index instead of reading each match's whole
 * row: 1.6–4× cheaper (ADR 022). SQLite's planner prefers the row by its rowid, hence INDEXED BY.
 */
function countIndex(filter: VendorFilter): CountIndex | undefined {
  const { isBlocked, view, q: _q, ...others } = filter;
  if (isBlocked === undefined || Object.values(others).some((value) => value !== undefined)) return undefined;
  if (view === undefined || view === 'all') return { name: 'vendors_blocked_idx' };
  return { name: 'vendors_subscription_page_idx', statuses: VIEW_STATUSES[view] };
}

/**
 * SQLite: `from … where …` of a text search whose filter a narrow index holds (countIndex): the trigram
 * matches joined to that index by vendor_id, so a match outside the view costs one seek, not its row.
 */
function narrowSearch(dialect: Dialect, filter: VendorFilter, nowIso: string) {
  const index = isSearch(filter) ? countIndex(filter) : undefined;
  const fts = index && ftsJoin(dialect, filter);
  if (!index || !fts) return undefined;
  const rest = vendorFilterCondition(
    expressionBuilder<Database, 'vendors'>(),
    dialect,
    { ...filter, q: undefined },
    nowIso,
  );
  // An OR of statuses (UnSubscribed) gives the planner no status to seek: the IN list does.
  const seek = index.statuses
    ? sql`and vendors.subscription_status in (${sql.join(index.statuses.map((status) => sql.lit(status)))})`
    : sql``;
  return sql`from ${fts.table} join vendors indexed by ${sql.id(index.name)} on vendors.vendor_id = fts.rowid
    where ${fts.match} and ${rest} ${seek}`;
}

export async function countVendors(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: VendorFilter,
  nowIso: string,
): Promise<number> {
  const narrow = narrowSearch(dialect, filter, nowIso);
  if (!narrow) {
    return countRows(
      db.selectFrom('vendors').where((eb) => vendorFilterCondition(eb, dialect, filter, nowIso)),
    );
  }
  const { rows } = await sql<{ n: number }>`select count(*) as n ${narrow}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export function findVendorRow(db: Kysely<Database>, vendorId: number): Promise<VendorRow | undefined> {
  return db
    .selectFrom('vendors')
    .selectAll()
    .select(deciderNames)
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
}

export type VendorFlags = Pick<VendorRow, 'is_approved' | 'is_rejected' | 'is_blocked'>;

/**
 * What a decision reads: the flags, the columns decisions change (the audit's "before"), whether the
 * vendor has a subscription or ever had a trial (an approval may start one) and the version.
 */
const DECISION_COLUMNS = [
  'vendor_id',
  ...VENDOR_DECISION_COLUMNS,
  'subscription_status',
  'updated_at',
] as const;

export type VendorDecisionState = Pick<VendorRow, (typeof DECISION_COLUMNS)[number]> & { had_trial: boolean };

const decisionState = preparedQuery((db, p: { vendorId: number }) =>
  db
    .selectFrom('vendors')
    .select(DECISION_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('vendor_subscriptions')
            .select('vendor_subscriptions.id')
            .whereRef('vendor_subscriptions.vendor_id', '=', 'vendors.vendor_id')
            // A literal, so that SQLite reads the partial index vendor_subscriptions_one_trial_key.
            .where(sql<boolean>`is_trial = 1`),
        )
        .as('had_trial'),
    )
    .where('vendor_id', '=', p.vendorId),
);

/** What a decision on the vendor depends on; every approval, rejection, block and unblock reads it. */
export async function findVendorDecisionState(
  db: Kysely<Database>,
  vendorId: number,
): Promise<VendorDecisionState | undefined> {
  const row = await decisionState.takeFirst(db, { vendorId });
  // SQLite answers the EXISTS as 0 or 1, PostgreSQL as a boolean.
  return row && { ...row, had_trial: Boolean(row.had_trial) };
}

/**
 * The update that applies `changes` only while the vendor still has the flags `expected` and the version
 * `updatedAt` it was read at, so that of two admins deciding at once exactly one wins and the audit row's
 * "before" is what was replaced. Run it with updateAudited.
 */
export function updateVendorIf(
  db: Kysely<Database>,
  vendorId: number,
  condition: { expected: Partial<Record<keyof VendorFlags, Flag>>; updatedAt: string },
  changes: Updateable<VendorsTable>,
) {
  let query = db
    .updateTable('vendors')
    .set(changes)
    .where('vendor_id', '=', vendorId)
    .where('updated_at', '=', condition.updatedAt);
  for (const [flag, value] of Object.entries(condition.expected) as [keyof VendorFlags, Flag][]) {
    query = query.where(flag, '=', value);
  }
  return query.returningAll().returning(deciderNames);
}

/** A service category's name, which a vendor keeps beside its id (bussiness_category). */
export function findCategoryName(db: Kysely<Database>, serviceCatId: number): Promise<string | undefined> {
  return db
    .selectFrom('service_categories')
    .select('service_category_name')
    .where('service_cat_id', '=', serviceCatId)
    .executeTakeFirst()
    .then((row) => row?.service_category_name);
}
