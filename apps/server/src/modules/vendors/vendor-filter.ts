import { type VendorState, type VendorView, vendorStatusesMatching } from '@seva/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { SubscriptionStatus } from '../../db/schema/marketplace-tables';

/** Which vendors a list shows; every part is optional and they combine with AND. */
export interface VendorFilter {
  state?: VendorState;
  view?: VendorView;
  isBlocked?: 0 | 1;
  serviceCatId?: number;
  /** Category name, exact and case-insensitive. */
  category?: string;
  q?: string;
  /** vendor_name contains this. */
  name?: string;
  /** Only these vendors (the export of the rows an admin selected). */
  ids?: readonly number[];
}

/** The columns the Vendor List search covers (docs/product/vendors.md#vendor-list-search) (all in the vendors trigram index). */
export const VENDOR_SEARCH_COLUMNS = [
  'vendor_name',
  'vendor_email',
  'vendor_mobile',
  'bussiness_category',
  'name_of_bussiness',
] as const;

type VendorEb = ExpressionBuilder<Database, 'vendors'>;

/** Approval and blocking states: docs/product/vendors.md#approval-states, #blocking-states. */
function stateCondition(eb: VendorEb, state: VendorState): Expression<SqlBool> {
  // A vendor is never both approved and rejected (check constraint vendors_single_decision), so each
  // decision state names both flags: with is_blocked the three then walk vendors_state_idx in id order.
  switch (state) {
    case 'approved':
      return eb.and([eb('vendors.is_approved', '=', 1), eb('vendors.is_rejected', '=', 0)]);
    case 'pending':
      return eb.and([eb('vendors.is_approved', '=', 0), eb('vendors.is_rejected', '=', 0)]);
    case 'rejected':
      return eb.and([eb('vendors.is_approved', '=', 0), eb('vendors.is_rejected', '=', 1)]);
    case 'blocked':
      return eb('vendors.is_blocked', '=', 1);
  }
}

/**
 * docs/product/vendors.md#subscription-states: Subscribed = active paid plan not expired; Trial User = free trial not
 * expired; UnSubscribed = trial over and no purchase (a lapsed 'trial' or 'expired').
 */
function viewCondition(eb: VendorEb, view: VendorView, nowIso: string): Expression<SqlBool> | null {
  switch (view) {
    case 'all':
      return null;
    case 'subscribed':
      return eb.and([
        eb('vendors.subscription_status', '=', 'active'),
        eb('vendors.subscription_expiry_date', '>', nowIso),
      ]);
    case 'trial':
      return eb.and([
        eb('vendors.subscription_status', '=', 'trial'),
        eb('vendors.subscription_expiry_date', '>', nowIso),
      ]);
    case 'unsubscribed':
      return eb.or([
        eb('vendors.subscription_status', '=', 'expired'),
        eb.and([
          eb('vendors.subscription_status', '=', 'trial'),
          eb.or([
            eb('vendors.subscription_expiry_date', 'is', null),
            eb('vendors.subscription_expiry_date', '<=', nowIso),
          ]),
        ]),
      ]);
  }
}

/**
 * The subscription statuses a view's vendors can have (viewCondition): what a search's count seeks in
 * vendors_subscription_page_idx (repository.ts, countVendors).
 */
export const VIEW_STATUSES: Record<Exclude<VendorView, 'all'>, readonly SubscriptionStatus[]> = {
  subscribed: ['active'],
  trial: ['trial'],
  unsubscribed: ['expired', 'trial'],
};

/** docs/product/vendors.md#vendor-list-search: the five text fields through the trigram index, or the status word. */
function searchCondition(eb: VendorEb, dialect: Dialect, q: string): Expression<SqlBool> {
  const text = matchesText(dialect, 'vendors', VENDOR_SEARCH_COLUMNS, q);
  const statuses = vendorStatusesMatching(q);
  if (statuses.length === 2) return sql<SqlBool>`1 = 1`;
  if (statuses.length === 0) return text;
  return eb.or([text, eb('vendors.is_approved', '=', statuses[0] === 'Active' ? 1 : 0)]);
}

/** The WHERE of a list or count. */
export function vendorFilterCondition(
  eb: VendorEb,
  dialect: Dialect,
  filter: VendorFilter,
  nowIso: string,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.state) conditions.push(stateCondition(eb, filter.state));
  const view = filter.view && viewCondition(eb, filter.view, nowIso);
  if (view) conditions.push(view);
  if (filter.isBlocked !== undefined) conditions.push(eb('vendors.is_blocked', '=', filter.isBlocked));
  if (filter.serviceCatId !== undefined)
    conditions.push(eb('vendors.service_cat_id', '=', filter.serviceCatId));
  if (filter.category !== undefined) {
    const name = filter.category;
    conditions.push(
      eb(
        'vendors.service_cat_id',
        'in',
        eb
          .selectFrom('service_categories')
          .select('service_categories.service_cat_id')
          .where((c) =>
            // lower() on both sides: SQLite folds ASCII only, PostgreSQL all of Unicode; each agrees with itself.
            c(c.fn('lower', ['service_categories.service_category_name']), '=', c.fn('lower', [c.val(name)])),
          ),
      ),
    );
  }
  if (filter.q) conditions.push(searchCondition(eb, dialect, filter.q));
  if (filter.name) conditions.push(matchesText(dialect, 'vendors', ['vendor_name'], filter.name));
  if (filter.ids) conditions.push(eb('vendors.vendor_id', 'in', filter.ids));
  return eb.and(conditions);
}

/**
 * A text search (q or name): its ids, page and count may walk many rows, so they run on `reads.slow()`
 * (ADR 021).
 */
export const isVendorSearch = (filter: VendorFilter): boolean => Boolean(filter.q || filter.name);

/** A stable text key of a filter, for caching its count. */
export function vendorFilterKey(filter: VendorFilter): string {
  return JSON.stringify([
    filter.state ?? null,
    filter.view ?? null,
    filter.isBlocked ?? null,
    filter.serviceCatId ?? null,
    filter.category ?? null,
    filter.q ?? null,
    filter.name ?? null,
    filter.ids ?? null,
  ]);
}
