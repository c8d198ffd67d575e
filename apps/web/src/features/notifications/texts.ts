import type { NotificationCounts } from '@seva/contract';
import { DELIVERIES_PATH, PAYOUTS_PATH, REFUNDS_PATH } from '@/lib/paths';

/** The bell's texts (docs/product/cockpit.md#live-bell). */
export const BellTexts = {
  button: 'Notifications',
  buttonWithNew: (total: number) => `Notifications, ${total} new`,
  title: 'Notifications',
  latest: 'Latest',
  empty: 'Nothing has arrived yet.',
  failed: 'Failed to fetch notifications',
  dismiss: (text: string) => `Dismiss: ${text}`,
  dismissFailed: (error: string) => `Failed to dismiss the notification: ${error}`,
  unread: '(unread)',
  failedDeliveries: (n: number) => (n === 1 ? '1 delivery failed' : `${n} deliveries failed`),
  failedRefunds: (n: number) => (n === 1 ? '1 refund failed' : `${n} refunds failed`),
  failedPayouts: (n: number) => (n === 1 ? '1 payout failed' : `${n} payouts failed`),
} as const;

/** Where the failed deliveries line leads: the Deliveries screen's failed ones (docs/product/deliveries.md#screen). */
export const FAILED_DELIVERIES_LINK = `${DELIVERIES_PATH}?status=dead`;

/**
 * The failures shown above the counts, each leading where it is acted on: the deliveries that gave up
 * (retried from Deliveries), the refunds the provider refused (refunded again from the payment) and the
 * payouts that failed or were reversed (paid again by a payout run, docs/product/payouts.md#failed-payouts).
 */
export const FAILURE_LINES: readonly {
  key: 'failed_deliveries' | 'failed_refunds' | 'failed_payouts';
  text: (n: number) => string;
  link: string;
}[] = [
  { key: 'failed_deliveries', text: BellTexts.failedDeliveries, link: FAILED_DELIVERIES_LINK },
  { key: 'failed_refunds', text: BellTexts.failedRefunds, link: `${REFUNDS_PATH}?status=failed` },
  { key: 'failed_payouts', text: BellTexts.failedPayouts, link: `${PAYOUTS_PATH}?status=failed` },
];

/** The four counts, each with its label and the screen that lists them. */
export const COUNT_LINES: readonly { key: keyof NotificationCounts; label: string; link: string }[] = [
  { key: 'pending_approvals', label: 'Pending approvals', link: '/pendingapproval' },
  { key: 'unassigned_bookings', label: 'Unassigned bookings', link: '/bookingdetails' },
  { key: 'new_complaints', label: 'New complaints', link: '/admincomplains' },
  { key: 'unread_messages', label: 'Unread messages', link: '/messages' },
];
