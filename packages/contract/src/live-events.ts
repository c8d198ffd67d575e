/**
 * What the marketplace's apps and payment provider bring in, told to every signed-in admin as it arrives
 * (docs/product/partner-api.md#live-events), so open screens refresh what they show. Sent on the chat
 * socket as `marketplaceEvent`; only admin sockets hear them.
 */
export const LIVE_EVENT_TYPES = [
  'vendor.applied',
  'vendor.resubmitted',
  'booking.created',
  'booking.cancelled',
  'booking.completed',
  'payment.captured',
  'review.created',
  'complaint.created',
  // An admin's decision, so the other admins' bells recount (docs/product/cockpit.md#live-bell).
  'vendor.decided',
  'booking.assigned',
  // A booking moved to another slot, by an admin or the customer, its vendor kept or released
  // (docs/product/slots.md#rescheduling): `id` is its booking_id, as for `booking.assigned`.
  'booking.rescheduled',
  // A delivery to the outside world gave up, or an admin retried one (docs/product/deliveries.md).
  'delivery.failed',
  'delivery.retried',
  // A refund of a customer payment moved (docs/product/refunds.md#live-events): `id` is its refund_id.
  'refund.requested',
  'refund.processed',
  'refund.failed',
  // A payout to a vendor moved (docs/product/payouts.md#live-events): `id` is its payout_id.
  'payout.queued',
  'payout.processing',
  'payout.processed',
  'payout.reversed',
  'payout.failed',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  /** The row it is about: vendor_id (applied, resubmitted, decided), booking_id, payment_id, review_id, vend_comp_id, cust_comp_id, the delivery's outbox id, a refund_id or a payout_id. */
  id: number;
  /** For payments and complaints: whose (`vendor` or `customer`). */
  party?: 'vendor' | 'customer';
  /** ISO-8601 UTC. */
  at: string;
}
