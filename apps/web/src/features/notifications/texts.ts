import type { NotificationCounts } from '@seva/contract';
import { DELIVERIES_PATH, REFUNDS_PATH } from '@/lib/paths';

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
} as const;

/** Where the failed deliveries line leads: the Deliveries screen's failed ones (docs/product/deliveries.md#screen). */
export const FAILED_DELIVERIES_LINK = `${DELIVERIES_PATH}?status=dead`;

/**
 * The failures shown above the counts, each leading where it is acted on: the deliveries that gave up
 * (retried from Deliveries) and the refunds the provider refused (refunded again from the payment).
 */
export const FAILURE_LINES: readonly {
  key: 'failed_deliveries' | 'failed_refunds';
  text: (n: number) => string;
  link: string;
}[] = [
  { key: 'failed_deliveries', text: BellTexts.failedDeliveries, link: FAILED_DELIVERIES_LINK },
  { key: 'failed_refunds', text: BellTexts.failedRefunds, link: `${REFUNDS_PATH}?status=failed` },
];

/** The four counts, each with its label and the screen that lists them. */
export const COUNT_LINES: readonly { key: keyof NotificationCounts; label: string; link: string }[] = [
  { key: 'pending_approvals', label: 'Pending approvals', link: '/pendingapproval' },
  { key: 'unassigned_bookings', label: 'Unassigned bookings', link: '/bookingdetails' },
  { key: 'new_complaints', label: 'New complaints', link: '/admincomplains' },
  { key: 'unread_messages', label: 'Unread messages', link: '/messages' },
];
