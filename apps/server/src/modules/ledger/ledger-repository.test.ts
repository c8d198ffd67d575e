import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { appendLedgerEntry, balanceAndSum } from './repository';

/** docs/decisions/037-vendor-ledger.md: entries are immutable, written once, and the balance is their sum. */
describe(`the vendor ledger (${testDialect})`, () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('moves the balance by each entry, writes an earning of a booking once, and keeps balance = sum of entries', async () => {
    const vendor = await insertVendor(db());
    const earn = () =>
      db()
        .transaction()
        .execute((trx) =>
          appendLedgerEntry(trx, {
            vendor_id: vendor.vendor_id,
            type: 'earning',
            amount_paise: 85_000,
            commission_paise: 15_000,
            booking_id: 9001,
          }),
        );
    expect(await earn()).toMatchObject({ type: 'earning', amount_paise: 85_000, commission_paise: 15_000 });
    expect(await earn()).toBeUndefined();
    await db()
      .transaction()
      .execute((trx) =>
        appendLedgerEntry(trx, {
          vendor_id: vendor.vendor_id,
          type: 'adjustment',
          amount_paise: -12_345,
          reason: 'Fix',
        }),
      );
    expect(await balanceAndSum(db(), vendor.vendor_id)).toEqual({ balance: 72_655, sum: 72_655 });
  });

  it('refuses to change or delete an entry, on the database itself', async () => {
    const vendor = await insertVendor(db());
    const entry = await db()
      .transaction()
      .execute((trx) =>
        appendLedgerEntry(trx, {
          vendor_id: vendor.vendor_id,
          type: 'adjustment',
          amount_paise: 100,
          reason: 'Gift',
        }),
      );
    await expect(
      db()
        .updateTable('vendor_ledger')
        .set({ amount_paise: 1 })
        .where('entry_id', '=', entry!.entry_id)
        .execute(),
    ).rejects.toThrow(/immutable/);
    await expect(
      db().deleteFrom('vendor_ledger').where('entry_id', '=', entry!.entry_id).execute(),
    ).rejects.toThrow(/immutable/);
    expect(await balanceAndSum(db(), vendor.vendor_id)).toEqual({ balance: 100, sum: 100 });
  });

  it('is written only in a transaction', async () => {
    const vendor = await insertVendor(db());
    await expect(
      appendLedgerEntry(db(), {
        vendor_id: vendor.vendor_id,
        type: 'adjustment',
        amount_paise: 1,
        reason: 'x',
      }),
    ).rejects.toThrow(/transaction/);
  });
});
