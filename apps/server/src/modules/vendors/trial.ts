import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { stampAfter } from '../../lib/time';
import type { VendorRow } from './mapper';
import { deciderNames } from './repository';

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

/**
 * Starts the free trial of a vendor that has no subscription and never had a trial
 * (docs/product/partner-api.md#trial-and-plans), inside the approval's transaction `trx`. "Never had one"
 * is one statement: the trial row's insert does nothing when the partial unique index
 * vendor_subscriptions_one_trial_key already holds a trial of this vendor. Answers the vendor row with
 * its trial, or undefined when no trial started.
 */
export async function startTrialIfNone(
  trx: Kysely<Database>,
  vendor: Pick<VendorRow, 'vendor_id' | 'subscription_status' | 'updated_at'>,
  trial: { startIso: string; days: number },
): Promise<VendorRow | undefined> {
  if (trial.days <= 0 || vendor.subscription_status !== null) return undefined;
  const columns = trialColumns(trial.startIso, trial.days);
  const started = await trx
    .insertInto('vendor_subscriptions')
    .values({
      vendor_id: vendor.vendor_id,
      subscription_id: null,
      is_trial: 1,
      start_date: columns.subscription_start_date,
      expiry_date: columns.subscription_expiry_date,
    })
    // The conflict target names the partial index's predicate as a literal: SQLite matches it to the
    // index only when it is written as in the index, not as a bound parameter.
    .onConflict((oc) => oc.column('vendor_id').where(sql<boolean>`is_trial = 1`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!started) return undefined;
  return trx
    .updateTable('vendors')
    .set({ ...columns, updated_at: stampAfter(vendor.updated_at) })
    .where('vendor_id', '=', vendor.vendor_id)
    .returningAll()
    .returning(deciderNames)
    .executeTakeFirstOrThrow();
}
