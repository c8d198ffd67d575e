import { type APIRequestContext, expect } from '@playwright/test';
import { sqliteQueries } from '../../apps/server/src/test/fixtures';
import type { AdminSession } from './auth-api';
import { firstCategory, insertVendor, uniqueTag } from './booking-rows';
import { runWriteSync, withDatabase } from './database';

/**
 * A vendor the payout stories pay (e2e/tests/payouts.spec.ts): approved, with a bank account on file (rows
 * in the database: no route adds a bank account), and owed `rupees` by a ledger adjustment made through
 * `POST /admin/data/vendors/{vendorId}/ledger/adjustments` as the Vendor earnings screen makes it
 * (docs/product/vendor-ledger.md), by `session`, which needs `ledger.adjust`.
 */
export async function arrangeVendorOwed(
  request: APIRequestContext,
  session: AdminSession,
  rupees: number,
): Promise<{ tag: string; vendorId: number; vendorName: string }> {
  const tag = uniqueTag();
  const vendorName = `Payee ${tag}`;
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
