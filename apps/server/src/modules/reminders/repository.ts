import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a reminder needs of a vendor. */
export interface ReminderVendor {
  vendor_id: number;
  vendor_name: string;
  name_of_bussiness: string | null;
  vendor_mobile: string;
  subscription_name: string | null;
  subscription_expiry_date: string;
}

/** Which vendors: on a free trial or on a paid plan, expiring after `after` and at or before `upTo`. */
export interface ExpiryWindow {
  status: 'trial' | 'active';
  /** ISO-8601 UTC, exclusive. */
  after: string;
  /** ISO-8601 UTC, inclusive. */
  upTo: string;
}

const PAGE = 500;

/**
 * The approved vendors, neither rejected nor blocked, whose current period (the vendor row's
 * subscription columns) has `status` and expires in the window, a page at a time in id order after
 * `afterId`.
 */
export async function vendorsExpiring(
  db: Kysely<Database>,
  window: ExpiryWindow,
  afterId: number,
): Promise<ReminderVendor[]> {
  const rows = await db
    .selectFrom('vendors')
    .select([
      'vendor_id',
      'vendor_name',
      'name_of_bussiness',
      'vendor_mobile',
      'subscription_name',
      'subscription_expiry_date',
    ])
    .where('is_approved', '=', 1)
    .where('is_rejected', '=', 0)
    .where('is_blocked', '=', 0)
    .where('subscription_status', '=', window.status)
    .where('subscription_expiry_date', '>', window.after)
    .where('subscription_expiry_date', '<=', window.upTo)
    .where('vendor_id', '>', afterId)
    .orderBy('vendor_id')
    .limit(PAGE)
    .execute();
  return rows as ReminderVendor[];
}
