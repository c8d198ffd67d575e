import type { LiveEvent, LiveEventType } from '@seva/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { entityTimelineKey } from '@/api/get-entity-timeline';
import { refundKeys } from '@/api/refund-keys';
import { BOOKINGS_KEY } from '@/features/bookings/api/get-bookings';
import { DASHBOARD_KEY } from '@/features/dashboard/api/get-dashboard';
import { DELIVERIES_KEY } from '@/features/deliveries/api/get-deliveries';
import { payoutKeys } from '@/features/payouts/api/payout-keys';
import { vendorKeys } from '@/features/vendors/api/vendor-keys';

/**
 * The query-key prefixes of the lists the marketplace's arrivals change. Keys a feature exports are
 * imported; the others are the first parts of the keys its `getXQueryOptions` build, and
 * live-event-queries.test.ts proves each prefix matches the real keys.
 */
export const LIVE_QUERY_KEYS = {
  pendingVendors: vendorKeys.pendingLists(),
  vendorLists: vendorKeys.lists(),
  vendorDetail: (vendorId: number) => vendorKeys.detail(vendorId),
  bookings: BOOKINGS_KEY,
  bookingTimelines: entityTimelineKey('booking'),
  bookingTimeline: (bookingId: number) => entityTimelineKey('booking', bookingId),
  vendorPayments: ['vendor-payments'],
  customerPayments: ['payments'],
  reviews: ['reviews'],
  vendorComplaints: ['complaints', 'vendor'],
  customerComplaints: ['complaints', 'customer'],
  dashboard: DASHBOARD_KEY,
  deliveries: DELIVERIES_KEY,
  refunds: refundKeys.all,
  payouts: payoutKeys.all,
} as const;

const K = LIVE_QUERY_KEYS;

const paymentQueries = {
  vendor: [K.vendorPayments, K.vendorLists],
  customer: [K.customerPayments, K.bookings],
} as const;

const refundQueries = [K.refunds, K.customerPayments, K.bookings, K.dashboard] as const;

const complaintQueries = { vendor: [K.vendorComplaints], customer: [K.customerComplaints] } as const;

/**
 * What each arrival makes stale (docs/product/partner-api.md#live-events): an application the vendor
 * lists and Pending Approval; a booking's move the booking tables; a vendor's payment its payments and
 * the vendor lists that show its plan, a customer's the payments and the booking it paid; a review the
 * reviews; a complaint its party's complaints. An event without a party refreshes both parties' lists.
 * Every event but a review moves a figure of the dashboard (docs/product/cockpit.md#dashboard).
 */
/** What a booking's assignment or reschedule changes on open screens. */
function bookingMoved(event: LiveEvent): readonly QueryKey[] {
  return [K.bookings, K.bookingTimeline(event.id), K.dashboard];
}

const QUERIES_BY_TYPE: Record<LiveEventType, (event: LiveEvent) => readonly QueryKey[]> = {
  'vendor.applied': () => [K.pendingVendors, K.vendorLists, K.dashboard],
  'vendor.resubmitted': (event) => [K.pendingVendors, K.vendorLists, K.vendorDetail(event.id), K.dashboard],
  'booking.created': () => [K.bookings, K.dashboard],
  'booking.cancelled': () => [K.bookings, K.dashboard],
  'booking.completed': () => [K.bookings, K.dashboard],
  'payment.captured': (event) => [
    ...(event.party ? paymentQueries[event.party] : [...paymentQueries.vendor, ...paymentQueries.customer]),
    K.dashboard,
  ],
  'review.created': () => [K.reviews],
  'complaint.created': (event) => [
    ...(event.party
      ? complaintQueries[event.party]
      : [...complaintQueries.vendor, ...complaintQueries.customer]),
    K.dashboard,
  ],
  // Another admin's decision (docs/product/cockpit.md#live-bell): every vendor list and detail, or the booking tables.
  'vendor.decided': () => [vendorKeys.all, K.dashboard],
  // An assignment, or a booking moved to another slot (docs/product/slots.md#rescheduling): the booking
  // tables and the day board, and that booking's timeline (its new row).
  'booking.assigned': bookingMoved,
  'booking.rescheduled': bookingMoved,
  // A delivery gave up, or an admin retried one (docs/product/deliveries.md): the Deliveries list and the KPI.
  'delivery.failed': () => [K.deliveries, K.dashboard],
  'delivery.retried': () => [K.deliveries, K.dashboard],
  // A refund moved (docs/product/refunds-screens.md#live-refresh): the Refunds list and every payment's
  // refunds, the customer payments' refund status and amounts, the booking a cancel dialog offers to refund
  // (its refundable amount), and the dashboard's failed deliveries and refunds.
  'refund.requested': () => refundQueries,
  'refund.processed': () => refundQueries,
  'refund.failed': () => refundQueries,
  // A payout moved (docs/product/payouts.md#live-events): the Payouts list and the dashboard's figures.
  'payout.queued': () => [K.payouts, K.dashboard],
  'payout.processing': () => [K.payouts],
  'payout.processed': () => [K.payouts, K.dashboard],
  'payout.reversed': () => [K.payouts, K.dashboard],
  'payout.failed': () => [K.payouts, K.dashboard],
};

/** The query-key prefixes to invalidate when `event` arrives; none for a type this build does not know. */
export function queriesConcernedBy(event: LiveEvent): readonly QueryKey[] {
  return Object.hasOwn(QUERIES_BY_TYPE, event.type) ? QUERIES_BY_TYPE[event.type](event) : [];
}

/**
 * Every prefix some event may concern: what may have changed while the socket was down. All of a vendor's
 * queries, since a resubmission changes its detail too.
 */
export function allLiveQueries(): readonly QueryKey[] {
  return [
    vendorKeys.all,
    K.bookings,
    K.bookingTimelines,
    K.vendorPayments,
    K.customerPayments,
    K.reviews,
    K.vendorComplaints,
    K.customerComplaints,
    K.dashboard,
    K.deliveries,
    K.refunds,
    K.payouts,
  ];
}

/** Marks stale (and refetches, where a screen shows them) the queries `event` concerns. */
export async function invalidateQueriesConcernedBy(
  queryClient: QueryClient,
  event: LiveEvent,
): Promise<void> {
  await Promise.all(queriesConcernedBy(event).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** After a reconnection: events sent while the socket was down are lost, so every list they concern is. */
export async function invalidateAllLiveQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(allLiveQueries().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
