import type { Insertable } from 'kysely';
import type {
  SubscriptionStatus,
  VendorSubscriptionColumn,
  VendorsTable,
} from '../schema/marketplace-tables';
import type { SeededPlan } from './catalogue';
import { TRIAL_DAYS } from './catalogue-data';
import { addDays, chance, daysFrom, pick, type SeedContext } from './context';
import type { RowSink } from './row-sink';

/** Where an approved vendor stands (docs/product/vendors.md#subscription-states). */
export type SubscriptionState = 'trial' | 'subscribed' | 'unsubscribed';

export interface PaidPeriod {
  paymentId: number;
  providerPaymentId: string;
  plan: SeededPlan;
  paidAt: string;
  start: string;
  expiry: string;
}

export interface SubscriptionHistory {
  trialStart: string;
  trialExpiry: string;
  /** Oldest first; the last one is current when the vendor is subscribed. */
  paid: PaidPeriod[];
  status: SubscriptionStatus;
}

/** Days left on the trial, cycled so the demo shows every Trial Days value, under one day included. */
const TRIAL_DAYS_LEFT = [0.3, 0.8, 1.5, 2.2, 3, 4.6, 6, 8.5, 11, 13.4];

export function planSubscription(
  ctx: SeedContext,
  sink: RowSink,
  state: SubscriptionState,
  plans: readonly SeededPlan[],
  slot: number,
): SubscriptionHistory {
  const { faker, now } = ctx;
  if (state === 'trial') {
    const trialExpiry = daysFrom(now, TRIAL_DAYS_LEFT[slot % TRIAL_DAYS_LEFT.length] ?? 1);
    return { trialStart: addDays(trialExpiry, -TRIAL_DAYS), trialExpiry, paid: [], status: 'trial' };
  }
  if (state === 'unsubscribed') {
    const trialExpiry = daysFrom(now, -faker.number.float({ min: 0.5, max: 120, fractionDigits: 3 }));
    // Both ways the data records a lapsed trial: still marked 'trial' but past expiry, or marked 'expired'.
    const status = chance(ctx, 0.5) ? 'expired' : 'trial';
    return { trialStart: addDays(trialExpiry, -TRIAL_DAYS), trialExpiry, paid: [], status };
  }

  const periods = faker.number.int({ min: 1, max: 3 });
  const paid: PaidPeriod[] = [];
  let plan = pick(ctx, plans);
  let expiry = daysFrom(now, faker.number.float({ min: 0.5, max: plan.days - 0.5, fractionDigits: 3 }));
  for (let p = 0; p < periods; p++) {
    const start = addDays(expiry, -plan.days);
    const paymentId = sink.id('vendor_payments');
    paid.unshift({
      paymentId,
      providerPaymentId: `pay_${faker.string.alphanumeric(8)}${paymentId.toString(36).padStart(6, '0')}`,
      plan,
      paidAt: addDays(start, -faker.number.float({ min: 0, max: 1, fractionDigits: 3 })),
      start,
      expiry,
    });
    plan = pick(ctx, plans);
    expiry = addDays(start, -faker.number.float({ min: 0, max: 4, fractionDigits: 3 }));
  }
  const trialExpiry = expiry;
  return { trialStart: addDays(trialExpiry, -TRIAL_DAYS), trialExpiry, paid, status: 'active' };
}

type SubscriptionColumns = Pick<Insertable<VendorsTable>, VendorSubscriptionColumn>;

/** The vendor row's copy of its current subscription. */
export function subscriptionSnapshot(history: SubscriptionHistory): SubscriptionColumns {
  const current = history.paid.at(-1);
  if (!current) {
    return {
      subscription_id: null,
      subscription_name: 'Free Trial',
      subscription_price: 0,
      subscription_desc: `${TRIAL_DAYS}-day free trial with full access to leads`,
      subscription_start_date: history.trialStart,
      subscription_expiry_date: history.trialExpiry,
      subscription_status: history.status,
      payment_date: null,
      payment_details: null,
    };
  }
  return {
    subscription_id: current.plan.id,
    subscription_name: current.plan.name,
    subscription_price: current.plan.price,
    subscription_desc: current.plan.description,
    subscription_start_date: current.start,
    subscription_expiry_date: current.expiry,
    subscription_status: history.status,
    payment_date: current.paidAt,
    payment_details: JSON.stringify({
      renewal_date: current.expiry,
      provider_payment_id: current.providerPaymentId,
    }),
  };
}

/** The trial and every paid period, as vendor_subscriptions rows. */
export async function addSubscriptionHistory(sink: RowSink, vendorId: number, history: SubscriptionHistory) {
  await sink.add('vendor_subscriptions', {
    id: sink.id('vendor_subscriptions'),
    vendor_id: vendorId,
    subscription_id: null,
    is_trial: 1,
    start_date: history.trialStart,
    expiry_date: history.trialExpiry,
    created_at: history.trialStart,
  });
  for (const period of history.paid) {
    await sink.add('vendor_subscriptions', {
      id: sink.id('vendor_subscriptions'),
      vendor_id: vendorId,
      subscription_id: period.plan.id,
      is_trial: 0,
      start_date: period.start,
      expiry_date: period.expiry,
      created_at: period.paidAt,
    });
  }
}
