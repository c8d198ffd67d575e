const DAY_MS = 86_400_000;

/** What a vendor's subscription is before a paid plan is added to it. */
export interface CurrentSubscription {
  subscription_status: 'trial' | 'active' | 'expired' | null;
  subscription_start_date: string | null;
  subscription_expiry_date: string | null;
}

/** The period a payment buys, and the dates the vendor row shows afterwards. */
export interface PaidPeriod {
  /** When the bought days begin: the current expiry for a renewal, else now. */
  periodStart: string;
  /** The vendor's new expiry, which is also the payment's renewal date. */
  expiry: string;
  /** The vendor row's start date: kept by a renewal, now for a new plan. */
  vendorStart: string;
}

/**
 * docs/product/partner-api.md#payment-provider: a paid plan still running is renewed from its expiry; a
 * lapsed one, a free trial or none starts now. Either way the plan's duration is added.
 */
export function paidPeriod(current: CurrentSubscription, durationDays: number, now: number): PaidPeriod {
  const expiry = current.subscription_expiry_date ? Date.parse(current.subscription_expiry_date) : Number.NaN;
  const running = current.subscription_status === 'active' && expiry > now;
  const from = running ? expiry : now;
  const periodStart = new Date(from).toISOString();
  return {
    periodStart,
    expiry: new Date(from + durationDays * DAY_MS).toISOString(),
    vendorStart: running ? (current.subscription_start_date ?? periodStart) : periodStart,
  };
}
