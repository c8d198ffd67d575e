import type { AnyDb, DialectMigration } from './helpers';

/**
 * Payouts (docs/product/payouts.md): the bank account a payout is sent to, copied from the vendor's
 * `account_details` when the payout is made (JSON `{ name, ifsc, account_number }`). Every attempt of its
 * delivery sends the same account, so RazorpayX's idempotency (the same key must carry the same body) holds
 * even when the vendor changes their account meanwhile; the outbox payload keeps ids only, never an
 * account number.
 */
export const payoutsMigration: DialectMigration = () => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('payouts').addColumn('bank_account', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('payouts').dropColumn('bank_account').execute();
  },
});
