import type { PayoutSortField, PayoutStatus } from '@seva/contract';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PayoutsTable } from '../../db/schema/ledger-tables';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';

export type PayoutRow = Selectable<PayoutsTable>;
export type PayoutPage = Page<PayoutSortField | `-${PayoutSortField}`>;

/** A payout's outbox dedupe key and provider reference: `payout:{payout_id}` (stable across attempts). */
export const PAYOUT_KEY_PREFIX = 'payout:';
export const payoutKey = (payoutId: number): string => `${PAYOUT_KEY_PREFIX}${payoutId}`;
/** RazorpayX's X-Payout-Idempotency of a payout: letters, digits and `-` only, the same on every attempt. */
export const payoutIdempotencyKey = (payoutId: number): string => `seva-payout-${payoutId}`;

export interface PayoutFilter {
  status?: PayoutStatus;
}

/** What a payout run reads of a vendor: the balance, the bank account on file and who to tell. */
export interface PayoutVendor {
  vendor_id: number;
  vendor_name: string;
  vendor_mobile: string | null;
  vendor_email: string | null;
  balance_paise: number;
  account_details: string | null;
}

const VENDOR_COLUMNS = [
  'vendor_id',
  'vendor_name',
  'vendor_mobile',
  'vendor_email',
  'balance_paise',
  'account_details',
] as const;

/** The listed vendors, whatever their balance (a run over chosen vendors says why each was skipped). */
export function findPayoutVendors(
  db: Kysely<Database>,
  vendorIds: readonly number[],
): Promise<PayoutVendor[]> {
  if (vendorIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('vendors').select(VENDOR_COLUMNS).where('vendor_id', 'in', vendorIds).execute();
}

/** Every vendor owed at least `minimumPaise`, in id order (a run over every vendor). */
export function findVendorsOwed(db: Kysely<Database>, minimumPaise: number): Promise<PayoutVendor[]> {
  return db
    .selectFrom('vendors')
    .select(VENDOR_COLUMNS)
    .where('balance_paise', '>=', minimumPaise)
    .orderBy('vendor_id')
    .execute();
}

/** The vendor's balance now, in paise (undefined for an unknown vendor). */
export async function balanceOf(db: Kysely<Database>, vendorId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('vendors')
    .select('balance_paise')
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance_paise);
}

/**
 * The payout guard (docs/decisions/037-vendor-ledger.md): takes `amountPaise` off the vendor's balance in
 * one conditional statement, only while the balance still covers it and the amount is at least the
 * minimum. Two runs at once are serialised on the vendor's row (PostgreSQL re-checks the condition on the
 * row's newest version; SQLite has one writer), so a vendor is paid once and never below zero by a payout.
 * True when it took the amount.
 */
export async function reserveBalance(
  trx: Kysely<Database>,
  vendorId: number,
  amountPaise: number,
  minimumPaise: number,
): Promise<boolean> {
  const row = await trx
    .updateTable('vendors')
    .set({ balance_paise: sql`balance_paise - ${amountPaise}` })
    .where('vendor_id', '=', vendorId)
    .where('balance_paise', '>=', amountPaise)
    .where(sql<boolean>`cast(${amountPaise} as bigint) >= cast(${minimumPaise} as bigint)`)
    .returning('vendor_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function insertPayout(
  trx: Kysely<Database>,
  payout: {
    vendor: PayoutVendor;
    amountPaise: number;
    bankAccount: string;
    requestedBy: number | null;
    requestedByName: string;
    now: string;
  },
): Promise<PayoutRow> {
  return trx
    .insertInto('payouts')
    .values({
      vendor_id: payout.vendor.vendor_id,
      vendor_name: payout.vendor.vendor_name,
      amount_paise: payout.amountPaise,
      bank_account: payout.bankAccount,
      requested_by: payout.requestedBy,
      requested_by_name: payout.requestedByName,
      created_at: payout.now,
      updated_at: payout.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An admin's name, as the payout keeps it. */
export async function adminName(db: Kysely<Database>, adminId: number): Promise<string | undefined> {
  const row = await db.selectFrom('admins').select('name').where('id', '=', adminId).executeTakeFirst();
  return row?.name;
}

export function findPayout(db: Kysely<Database>, payoutId: number): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('payout_id', '=', payoutId).executeTakeFirst();
}

export function findPayoutByProviderId(
  db: Kysely<Database>,
  providerPayoutId: string,
): Promise<PayoutRow | undefined> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('provider_payout_id', '=', providerPayoutId)
    .executeTakeFirst();
}

/** Who a payout is paid to, as RazorpayX's contact: the vendor's phone and email now. */
export function findPayoutContact(db: Kysely<Database>, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['vendor_mobile', 'vendor_email'])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
}

/** `queued` → `processing` with the provider's id: only from `queued` (a settlement may have come first). */
export function markProcessing(
  db: Kysely<Database>,
  change: { payoutId: number; providerPayoutId: string; now: string },
): Promise<PayoutRow | undefined> {
  return db
    .updateTable('payouts')
    .set({ status: 'processing', provider_payout_id: change.providerPayoutId, updated_at: change.now })
    .where('payout_id', '=', change.payoutId)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/**
 * `queued` or `processing` → `processed`, `reversed` or `failed`, once: of two settlements of one payout
 * at the same moment exactly one changes it. The provider's id is kept when the payout did not have it yet.
 */
export function markSettled(
  db: Kysely<Database>,
  change: {
    payoutId: number;
    status: 'processed' | 'reversed' | 'failed';
    providerPayoutId: string | null;
    utr: string | null;
    failureReason: string | null;
    processedAt: string | null;
    now: string;
  },
): Promise<PayoutRow | undefined> {
  return db
    .updateTable('payouts')
    .set({
      status: change.status,
      provider_payout_id: sql`coalesce(provider_payout_id, ${change.providerPayoutId})`,
      utr: change.utr,
      failure_reason: change.failureReason,
      processed_at: change.processedAt,
      updated_at: change.now,
    })
    .where('payout_id', '=', change.payoutId)
    .where('status', 'in', ['queued', 'processing'])
    .returningAll()
    .executeTakeFirst();
}

function filtered(db: Kysely<Database>, filter: PayoutFilter) {
  let query = db.selectFrom('payouts');
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/** The list in its order (newest first unless `page.sort` says otherwise; ties by payout_id). */
function ordered(db: Kysely<Database>, filter: PayoutFilter, page: PayoutPage) {
  const { column, direction } = sortOrder(page.sort, '-payout_id');
  let query = filtered(db, filter);
  const sortColumn = column === 'amount' ? 'amount_paise' : column;
  if (sortColumn !== 'payout_id') query = query.orderBy(sortColumn, direction);
  query = query.orderBy('payout_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export async function listPayoutIds(
  db: Kysely<Database>,
  filter: PayoutFilter,
  page: PayoutPage,
): Promise<number[]> {
  const rows = await ordered(db, filter, page).select('payout_id').execute();
  return rows.map((r) => r.payout_id);
}

export function listPayoutRows(
  db: Kysely<Database>,
  filter: PayoutFilter,
  page: PayoutPage,
): Promise<PayoutRow[]> {
  return ordered(db, filter, page).selectAll().execute();
}

export function findPayoutRows(db: Kysely<Database>, ids: readonly number[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('payouts').selectAll().where('payout_id', 'in', ids).execute();
}

export async function countPayouts(db: Kysely<Database>, filter: PayoutFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Failed payouts that still want an admin's eye, as one scalar subquery: `failed` or `reversed`, and no
 * later payout of the same vendor (a new run pays the amount the failure gave back, so it settles the
 * matter; if that one failed too, it is counted instead). So at most one per vendor: the vendors whose
 * newest payout failed or was reversed. The outer scan reads `payouts_status_idx` (status, payout_id),
 * the `not exists` `payouts_vendor_idx` (vendor_id, payout_id) alone.
 */
export function failedPayoutsCount(): RawBuilder<number> {
  return sql<number>`(select count(*) from payouts p
    where p.status in ('failed', 'reversed')
      and not exists (select 1 from payouts later
        where later.vendor_id = p.vendor_id and later.payout_id > p.payout_id))`;
}
