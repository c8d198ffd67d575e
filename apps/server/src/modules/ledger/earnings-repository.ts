import type { LedgerEntryType } from '@seva/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { PayoutsTable } from '../../db/schema/ledger-tables';
import { NO_LIMIT, type Page } from '../../lib/lists/paging';
import type { LedgerEntryRow } from './repository';

/** A booking's customer payment as an earning or a clawback needs it. */
export interface EarningPayment {
  payment_id: number;
  vendor_id: number | null;
  service_cat_id: number | null;
  /** Rupees (numeric: a string on PostgreSQL). */
  payment_amount: number | string;
  refunded_paise: number;
  commission_percent: number | string | null;
}

/**
 * A booking's customer payment (the newest if ever more), in the caller's transaction; on PostgreSQL
 * locked until it ends, so a refund settling at the same moment is counted either before the earning
 * (in its base) or after it (a clawback), never neither.
 */
export function lockPaymentOfBooking(
  trx: Kysely<Database>,
  dialect: Dialect,
  bookingId: number,
): Promise<EarningPayment | undefined> {
  const query = trx
    .selectFrom('customer_payments')
    .select([
      'payment_id',
      'vendor_id',
      'service_cat_id',
      'payment_amount',
      'refunded_paise',
      'commission_percent',
    ])
    .where('booking_id', '=', bookingId)
    .orderBy('payment_id', 'desc')
    .limit(1);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Completed bookings with a vendor and a payment but no earning, oldest first. */
export function listUnearnedCompletedBookings(
  db: Kysely<Database>,
): Promise<{ booking_id: number; vendor_id: number; updated_at: string }[]> {
  return db
    .selectFrom('customer_service_bookings as b')
    .select(['b.booking_id', 'b.vendor_id', 'b.updated_at'])
    .where('b.is_completed', '=', 1)
    .where('b.vendor_id', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('customer_payments as p')
          .select('p.payment_id')
          .whereRef('p.booking_id', '=', 'b.booking_id'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('vendor_ledger as l')
            .select('l.entry_id')
            .whereRef('l.booking_id', '=', 'b.booking_id')
            .where('l.type', '=', 'earning'),
        ),
      ),
    )
    .orderBy('b.booking_id')
    .$narrowType<{ vendor_id: number }>()
    .execute();
}

/** The booking's earning entry, if the vendor has earned on it. */
export function findEarning(db: Kysely<Database>, bookingId: number): Promise<LedgerEntryRow | undefined> {
  return db
    .selectFrom('vendor_ledger')
    .selectAll()
    .where('type', '=', 'earning')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

export async function vendorExists(db: Kysely<Database>, vendorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('vendors')
    .select('vendor_id')
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function vendorBalancePaise(db: Kysely<Database>, vendorId: number): Promise<number> {
  const row = await db
    .selectFrom('vendors')
    .select('balance_paise')
    .where('vendor_id', '=', vendorId)
    .executeTakeFirstOrThrow();
  return Number(row.balance_paise);
}

/** One vendor's ledger, optionally one entry type. */
export interface LedgerFilter {
  vendorId: number;
  type?: LedgerEntryType;
}

function ledgerOf(db: Kysely<Database>, filter: LedgerFilter) {
  let query = db.selectFrom('vendor_ledger').where('vendor_id', '=', filter.vendorId);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query;
}

/** Newest first (vendor_ledger_vendor_idx). */
function orderedLedger(db: Kysely<Database>, filter: LedgerFilter, page: Page) {
  let query = ledgerOf(db, filter).orderBy('entry_id', 'desc');
  if (page.limit !== undefined || page.offset !== undefined)
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  return query;
}

export async function listLedgerIds(db: Kysely<Database>, filter: LedgerFilter, page: Page) {
  return (await orderedLedger(db, filter, page).select('entry_id').execute()).map((r) => r.entry_id);
}

export function listLedgerRows(db: Kysely<Database>, filter: LedgerFilter, page: Page) {
  return orderedLedger(db, filter, page).selectAll().execute();
}

export function findLedgerRows(db: Kysely<Database>, ids: readonly number[]): Promise<LedgerEntryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('vendor_ledger').selectAll().where('entry_id', 'in', ids).execute();
}

export async function countLedger(db: Kysely<Database>, filter: LedgerFilter): Promise<number> {
  const row = await ledgerOf(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The balances list's filter: a vendor's name searched, or one vendor. */
export interface BalanceFilter {
  q?: string;
  vendorId?: number;
}

/** A vendor's balance in paise and its figures (docs/product/vendor-ledger.md#balances). */
export interface BalanceRow {
  vendor_id: number;
  vendor_name: string | null;
  balance_paise: number;
  earned_paise: number;
  paid_out_paise: number;
  last_payout_at: string | null;
}

const sumOf = (types: readonly LedgerEntryType[]) =>
  sql<number>`(select coalesce(sum(l.amount_paise), 0) from vendor_ledger l
    where l.vendor_id = v.vendor_id and l.type in (${sql.join(types)}))`;

function balancesOf(db: Kysely<Database>, dialect: Dialect, filter: BalanceFilter) {
  let query = db
    .selectFrom('vendors as v')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('vendor_ledger as l').select('l.entry_id').whereRef('l.vendor_id', '=', 'v.vendor_id'),
      ),
    );
  if (filter.vendorId !== undefined) query = query.where('v.vendor_id', '=', filter.vendorId);
  if (filter.q)
    query = query.where(matchesText(dialect, 'vendors', ['vendor_name'], filter.q, { alias: 'v' }));
  return query;
}

function orderedBalances(db: Kysely<Database>, dialect: Dialect, filter: BalanceFilter, page: Page) {
  let query = balancesOf(db, dialect, filter).orderBy('v.vendor_name').orderBy('v.vendor_id');
  if (page.limit !== undefined || page.offset !== undefined)
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  return query;
}

/** A balance row's columns, of `vendors as v`. */
const balanceColumns = () =>
  [
    'v.vendor_id',
    'v.vendor_name',
    'v.balance_paise',
    sumOf(['earning', 'refund_clawback']).as('earned_paise'),
    sql<number>`-${sumOf(['payout', 'payout_reversal'])}`.as('paid_out_paise'),
    sql<string | null>`(select max(p.processed_at) from payouts p
      where p.vendor_id = v.vendor_id and p.status = 'processed')`.as('last_payout_at'),
  ] as const;

export async function listBalanceIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: BalanceFilter,
  page: Page,
): Promise<number[]> {
  const rows = await orderedBalances(db, dialect, filter, page).select('v.vendor_id').execute();
  return rows.map((r) => r.vendor_id);
}

export function listBalanceRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: BalanceFilter,
  page: Page,
): Promise<BalanceRow[]> {
  return orderedBalances(db, dialect, filter, page).select(balanceColumns()).execute();
}

export function findBalanceRows(db: Kysely<Database>, ids: readonly number[]): Promise<BalanceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('vendors as v').where('v.vendor_id', 'in', ids).select(balanceColumns()).execute();
}

export async function countBalances(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: BalanceFilter,
): Promise<number> {
  const row = await balancesOf(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The vendor's newest payouts, newest first. */
export function listVendorPayouts(
  db: Kysely<Database>,
  vendorId: number,
  limit: number,
): Promise<Selectable<PayoutsTable>[]> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .orderBy('payout_id', 'desc')
    .limit(limit)
    .execute();
}
