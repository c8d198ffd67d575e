import { sql } from 'kysely';
import type { InsertedAlongside } from '../audit/service';
import type { VendorRow } from './mapper';

const DAY_MS = 86_400_000;

/** The vendor's subscription fields while on its free trial (docs/product/vendors.md#trial-days). */
export function trialColumns(startIso: string, days: number) {
  return {
    subscription_id: null,
    subscription_name: 'Free Trial',
    subscription_price: 0,
    subscription_desc: `${days}-day free trial`,
    subscription_start_date: startIso,
    subscription_expiry_date: new Date(Date.parse(startIso) + days * DAY_MS).toISOString(),
    subscription_status: 'trial' as const,
  };
}

/** The vendor columns a trial sets, which the approval writes with its decision. */
type TrialColumns = ReturnType<typeof trialColumns>;

/**
 * The free trial an approval starts: only for a vendor that has no subscription and never had a trial
 * (docs/product/partner-api.md#trial-and-plans), read with the decision's state. That read holds because
 * the approval's update is conditional on the vendor's version and only an approval starts a trial; the
 * partial unique index vendor_subscriptions_one_trial_key holds it in any case, and the trial row's
 * insert then does nothing.
 */
export function trialOwed(
  vendor: Pick<VendorRow, 'vendor_id' | 'subscription_status'> & { had_trial: boolean },
  trial: { startIso: string; days: number },
): { columns: TrialColumns; row: InsertedAlongside } | undefined {
  if (trial.days <= 0 || vendor.subscription_status !== null || vendor.had_trial) return undefined;
  const columns = trialColumns(trial.startIso, trial.days);
  return {
    columns,
    row: {
      // The approved row carries the trial's dates; reading them from it needs no typed parameters.
      postgres: sql`insert into vendor_subscriptions (vendor_id, subscription_id, is_trial, start_date, expiry_date)
        select vendor_id, null, 1, subscription_start_date, subscription_expiry_date from changed
        on conflict (vendor_id) where is_trial = 1 do nothing`,
      sqlite: (trx) =>
        trx
          .insertInto('vendor_subscriptions')
          .values({
            vendor_id: vendor.vendor_id,
            subscription_id: null,
            is_trial: 1,
            start_date: columns.subscription_start_date,
            expiry_date: columns.subscription_expiry_date,
          })
          // The conflict target names the partial index's predicate as a literal: SQLite matches it to
          // the index only when it is written as in the index, not as a bound parameter.
          .onConflict((oc) => oc.column('vendor_id').where(sql<boolean>`is_trial = 1`).doNothing())
          .execute(),
    },
  };
}
