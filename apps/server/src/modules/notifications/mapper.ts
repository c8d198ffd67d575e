import { NOTIFICATION_ITEMS_LIMIT, type NotificationItem } from '@seva/contract';
import type { LatestArrivals } from './items-repository';

/** A message shown in the bell: its first line, at most this many characters. */
const SNIPPET_LENGTH = 80;

function snippet(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > SNIPPET_LENGTH ? `${line.slice(0, SNIPPET_LENGTH - 1)}…` : line;
}

const iso = (at: string) => new Date(at).toISOString();

/** The bell's list (docs/product/cockpit.md#live-bell): every kind merged, newest first, the latest few;
 * `read` when this admin opened it (dismissed ones are not read from the database at all). */
export function toNotificationItems(rows: LatestArrivals): NotificationItem[] {
  const items: NotificationItem[] = [
    ...rows.applications.map((r) => ({
      id: `application:${r.vendor_id}`,
      kind: 'application' as const,
      text: `New vendor application: ${r.vendor_name}`,
      at: iso(r.created_at),
      link: `/pendingapprovalview/${r.vendor_id}`,
      read: r.state !== null,
    })),
    ...rows.bookings.map((r) => ({
      id: `booking:${r.booking_id}`,
      kind: 'booking' as const,
      text: `New booking: ${r.customer_name}${r.service_category_name ? ` (${r.service_category_name})` : ''}`,
      at: iso(r.created_at),
      link: '/bookingdetails',
      read: r.state !== null,
    })),
    ...rows.vendorComplaints.map((r) => ({
      id: `vendor_complaint:${r.vend_comp_id}`,
      kind: 'complaint' as const,
      text: `Complaint from vendor ${r.vendor_name}`,
      at: iso(r.created_at),
      link: '/admincomplains',
      read: r.state !== null,
    })),
    ...rows.customerComplaints.map((r) => ({
      id: `customer_complaint:${r.cust_comp_id}`,
      kind: 'complaint' as const,
      text: `Complaint from customer ${r.customer_name}`,
      at: iso(r.created_at),
      link: '/admincomplains',
      read: r.state !== null,
    })),
    ...rows.messages.map((r) => ({
      id: `message:${r.message_id}`,
      kind: 'message' as const,
      text: `Message from ${r.vendor_name}: ${snippet(r.message)}`,
      at: iso(r.sent_at),
      link: '/messages',
      read: r.state !== null,
    })),
  ];
  // Newest first; equal times keep a stable order by id.
  items.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  return items.slice(0, NOTIFICATION_ITEMS_LIMIT);
}
