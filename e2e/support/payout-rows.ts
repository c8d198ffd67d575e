import { type APIRequestContext, expect } from '@playwright/test';
import { sqliteQueries } from '../../apps/server/src/test/fixtures';
import type { AdminSession } from './auth-api';
import { firstCategory, insertVendor, uniqueTag } from './booking-rows';
import { runWriteSync, withDatabase } from './database';

/**
 * A vendor the payout stories pay (e2e/tests/payouts.spec.ts): approved, with a bank account on file (rows
 * in the database: no route adds a bank account), and owed `rupees` by a ledger adjustment made through
 * `POST /admin/data/vendors/{vendorId}/ledger/adjustments` as the Vendor earnings screen makes it
 * (docs/product/vendor-ledger.md), by `session`, which needs `ledger.adjust`. Named `{namePrefix} {tag}`
 * (default `Payee`): a name with `FAIL` makes the simulated provider fail its payout, `REVERSE` reverse it
 * (docs/product/payouts.md#settlement-by-the-providers-webhook).
 */
export async function arrangeVendorOwed(
  request: APIRequestContext,
  session: AdminSession,
  rupees: number,
  { namePrefix = 'Payee' }: { namePrefix?: string } = {},
): Promise<{ tag: string; vendorId: number; vendorName: string }> {
  const tag = uniqueTag();
  const vendorName = `${namePrefix} ${tag}`;
  const vendorId = withDatabase((db) => {
    const id = insertVendor(db, { vendor_name: vendorName, category: firstCategory(db) });
    runWriteSync(
      db,
      sqliteQueries
        .updateTable('vendors')
        .set({
          account_details: JSON.stringify({
            ifsc: 'HDFC0001234',
            accountNumber: '50100123456789',
            bankName: 'HDFC Bank',
          }),
        })
        .where('vendor_id', '=', id),
    );
    return id;
  });
  const adjusted = await request.post(`/api/v1/admin/data/vendors/${vendorId}/ledger/adjustments`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { amount: rupees, reason: 'Opening balance for the payout story' },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(201);
  return { tag, vendorId, vendorName };
}

/**
 * A payout run over chosen vendors through `POST /admin/data/payouts` (docs/product/payouts.md#post-payouts),
 * by `session`, which needs `payouts.manage` and a two-step code entered lately. The screen's `Run payout`
 * pays every vendor; a story about one vendor's payout pays only that one, so it does not wait on the
 * demo vendors or race another story's run.
 */
export async function runPayoutThroughApi(
  request: APIRequestContext,
  session: AdminSession,
  vendorIds: number[],
): Promise<void> {
  const res = await request.post('/api/v1/admin/data/payouts', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { vendor_ids: vendorIds },
  });
  expect(res.status(), await res.text()).toBe(201);
}
