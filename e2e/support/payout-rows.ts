import { sql } from 'kysely';
import { insertRowSync, sqliteQueries } from '../../apps/server/src/test/fixtures';
import { firstCategory, insertVendor, uniqueTag } from './booking-rows';
import { runWriteSync, withDatabase } from './database';

/**
 * A vendor the payout stories pay (e2e/tests/payouts.spec.ts): approved, with a bank account on file, and
 * owed `paise` by one ledger `adjustment`, its balance moved with it in one transaction as
 * appendLedgerEntry does (apps/server/src/modules/ledger/repository.ts): the balance stays the sum.
 */
export function arrangeVendorOwed(paise: number): { tag: string; vendorId: number; vendorName: string } {
  const tag = uniqueTag();
  const vendorName = `Payee ${tag}`;
  return withDatabase((db) =>
    db.transaction(() => {
      const vendorId = insertVendor(db, { vendor_name: vendorName, category: firstCategory(db) });
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
            balance_paise: sql`balance_paise + ${paise}`,
          })
          .where('vendor_id', '=', vendorId),
      );
      insertRowSync(db, 'vendor_ledger', {
        vendor_id: vendorId,
        type: 'adjustment',
        amount_paise: paise,
        commission_paise: 0,
        booking_id: null,
        refund_id: null,
        payout_id: null,
        reason: 'e2e balance',
        created_by: null,
      });
      return { tag, vendorId, vendorName };
    })(),
  );
}
