import type { LedgerEntryType } from '@seva/contract';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { VendorLedgerTable } from '../../db/schema/ledger-tables';

export type LedgerEntryRow = Selectable<VendorLedgerTable>;

/**
 * An entry to append: what it adds to the vendor's balance, in signed whole paise. `created_at` is now
 * unless given: the demo data's earnings are dated when their bookings were completed.
 */
export type NewLedgerEntry = Omit<Insertable<VendorLedgerTable>, 'entry_id' | 'type'> & {
  type: LedgerEntryType;
};

/**
 * Appends one immutable entry to a vendor's ledger and moves the vendor's balance by its amount, in the
 * caller's transaction (docs/decisions/037-vendor-ledger.md): the balance is the sum of the entries
 * because nothing else moves it. An entry the unique indexes already hold (a second earning of a
 * booking, a second clawback of a refund, a second payout entry) is not written again: the answer is
 * undefined and the balance does not move.
 *
 * `balanceMoved`: the caller's guard has already moved the balance by the entry's amount in this
 * transaction (a payout's reservation, one conditional update: ADR 037), so only the entry is written;
 * it must be new (a duplicate throws, rolling the reservation back).
 */
export async function appendLedgerEntry(
  trx: Kysely<Database>,
  entry: NewLedgerEntry,
  options: { balanceMoved?: boolean } = {},
): Promise<LedgerEntryRow | undefined> {
  if (!trx.isTransaction)
    throw new Error('appendLedgerEntry runs in the transaction of the change it records');
  const row = await trx
    .insertInto('vendor_ledger')
    .values(entry)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (options.balanceMoved) {
    if (!row) throw new Error(`the ${entry.type} entry of a moved balance was written before`);
    return row;
  }
  if (!row) return undefined;
  await trx
    .updateTable('vendors')
    .set({ balance_paise: sql`balance_paise + ${row.amount_paise}` })
    .where('vendor_id', '=', row.vendor_id)
    .executeTakeFirstOrThrow();
  return row;
}

/** The vendor's balance and the sum of its entries, in paise; the tests check they are equal. */
export async function balanceAndSum(
  db: Kysely<Database>,
  vendorId: number,
): Promise<{ balance: number; sum: number }> {
  const vendor = await db
    .selectFrom('vendors')
    .select('balance_paise')
    .where('vendor_id', '=', vendorId)
    .executeTakeFirstOrThrow();
  const total = await db
    .selectFrom('vendor_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), sql<number>`0`).as('sum'))
    .where('vendor_id', '=', vendorId)
    .executeTakeFirstOrThrow();
  return { balance: Number(vendor.balance_paise), sum: Number(total.sum) };
}
