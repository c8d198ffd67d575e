import type { NotificationCounts } from '@seva/contract';
import { DELIVERIES_PATH } from '@/lib/paths';

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
} as const;

/** Where the failed deliveries line leads: the Deliveries screen's failed ones (docs/product/deliveries.md#screen). */
export const FAILED_DELIVERIES_LINK = `${DELIVERIES_PATH}?status=dead`;

/** The four counts, each with its label and the screen that lists them. */
export const COUNT_LINES: readonly { key: keyof NotificationCounts; label: string; link: string }[] = [
  { key: 'pending_approvals', label: 'Pending approvals', link: '/pendingapproval' },
  { key: 'unassigned_bookings', label: 'Unassigned bookings', link: '/bookingdetails' },
  { key: 'new_complaints', label: 'New complaints', link: '/admincomplains' },
  { key: 'unread_messages', label: 'Unread messages', link: '/messages' },
];
