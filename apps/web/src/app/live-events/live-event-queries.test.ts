import { LIVE_EVENT_TYPES, type LiveEvent } from '@seva/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getEntityTimelineQueryOptions } from '@/api/get-entity-timeline';
import { getPaymentRefundsQueryOptions } from '@/api/get-payment-refunds';
import {
  getBookingsQueryOptions,
  getHasAssignedBookingsQueryOptions,
} from '@/features/bookings/api/get-bookings';
import { getCandidateVendorsQueryOptions } from '@/features/bookings/api/get-candidate-vendors';
import { getDispatchBoardQueryOptions } from '@/features/bookings/api/get-dispatch-board';
import { getVendorReviewsQueryOptions } from '@/features/bookings/api/get-reviews-by-vendor-id';
import { getCustomerComplaintsQueryOptions } from '@/features/complaints/api/get-customer-complaints';
import { getVendorComplaintsQueryOptions } from '@/features/complaints/api/get-vendor-complaints';
import { getAllPaymentDetailsQueryOptions } from '@/features/customers/api/get-all-payment-details';
import { getCustomersQueryOptions } from '@/features/customers/api/get-customers';
import { getPaymentDetailsQueryOptions } from '@/features/customers/api/get-payment-details';
import { getDashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { getDeliveriesQueryOptions } from '@/features/deliveries/api/get-deliveries';
import { getPayoutsQueryOptions } from '@/features/payouts/api/get-payouts';
import { getRefundsQueryOptions } from '@/features/refunds/api/get-refunds';
import { getSubscriptionsQueryOptions } from '@/features/subscriptions/api/get-subscriptions';
import { getVendorPaymentDetailsQueryOptions } from '@/features/vendor-payments/api/get-vendor-payment-details';
import { getBlockedVendorsQueryOptions } from '@/features/vendors/api/get-blocked-vendors';
import { getPendingVendorsQueryOptions } from '@/features/vendors/api/get-pending-vendors';
import { getVendorQueryOptions } from '@/features/vendors/api/get-vendor';
import { getVendorsQueryOptions } from '@/features/vendors/api/vendor-list-query';
import { FIRST_VENDOR_PAGE } from '@/features/vendors/api/vendor-list-request';
import { invalidateAllLiveQueries, invalidateQueriesConcernedBy } from './live-event-queries';

const page = { q: '', limit: 10, offset: 0 };

/** The keys the screens really cache, built by each feature's own getXQueryOptions. */
const SCREEN_QUERIES = {
  pendingVendors: getPendingVendorsQueryOptions({ q: 'ravi', page: 2 }).queryKey,
  vendorList: getVendorsQueryOptions(FIRST_VENDOR_PAGE).queryKey,
  subscribedVendors: getVendorsQueryOptions({ ...FIRST_VENDOR_PAGE, view: 'subscribed' }).queryKey,
  blockedVendors: getBlockedVendorsQueryOptions({ q: '', page: 1, sort: '-blocked_date' }).queryKey,
  vendor7: getVendorQueryOptions(7).queryKey,
  vendor8: getVendorQueryOptions(8).queryKey,
  serviceRequests: getBookingsQueryOptions({ tab: 'requests', ...page, sort: '-booking_id' }).queryKey,
  assignedBookings: getBookingsQueryOptions({ tab: 'assigned', ...page, sort: '-booking_id' }).queryKey,
  hasAssigned: getHasAssignedBookingsQueryOptions().queryKey,
  candidateVendors: getCandidateVendorsQueryOptions({ bookingId: 3, ...page }).queryKey,
  dispatchBoard: getDispatchBoardQueryOptions({ date: '2026-11-23', serviceCatId: null }).queryKey,
  bookingTimeline7: getEntityTimelineQueryOptions('booking', 7).queryKey,
  bookingTimeline8: getEntityTimelineQueryOptions('booking', 8).queryKey,
  vendorPayments: getVendorPaymentDetailsQueryOptions({ ...page, sort: '-payment_date' }).queryKey,
  customerPayments: getAllPaymentDetailsQueryOptions({ ...page, sort: '-payment_date' }).queryKey,
  oneCustomerPayments: getPaymentDetailsQueryOptions(4).queryKey,
  reviews: getVendorReviewsQueryOptions(7).queryKey,
  vendorComplaints: getVendorComplaintsQueryOptions(page).queryKey,
  customerComplaints: getCustomerComplaintsQueryOptions(page).queryKey,
  customers: getCustomersQueryOptions({ ...page, sort: 'customer_id' }).queryKey,
  plans: getSubscriptionsQueryOptions().queryKey,
  dashboard30: getDashboardQueryOptions(30).queryKey,
  dashboard7: getDashboardQueryOptions(7).queryKey,
  deliveries: getDeliveriesQueryOptions({ status: 'dead', kind: null, limit: 50, offset: 0, sort: '-id' })
    .queryKey,
  refunds: getRefundsQueryOptions({ status: 'failed', q: 'nayar', limit: 50, offset: 0, sort: '-refund_id' })
    .queryKey,
  paymentRefunds: getPaymentRefundsQueryOptions(34).queryKey,
  payouts: getPayoutsQueryOptions({ status: 'processing', limit: 50, offset: 0, sort: '-payout_id' })
    .queryKey,
} satisfies Record<string, QueryKey>;

type ScreenQuery = keyof typeof SCREEN_QUERIES;

/** Caches every screen query, applies `invalidate`, and names the ones it made stale. */
async function staleAfter(invalidate: (client: QueryClient) => Promise<unknown>): Promise<ScreenQuery[]> {
  const client = new QueryClient();
  for (const key of Object.values(SCREEN_QUERIES)) client.setQueryData<unknown>(key, { cached: true });
  await invalidate(client);
  return (Object.keys(SCREEN_QUERIES) as ScreenQuery[]).filter(
    (name) => client.getQueryState(SCREEN_QUERIES[name])?.isInvalidated,
  );
}

const event = (type: LiveEvent['type'], extra: Partial<LiveEvent> = {}): LiveEvent => ({
  type,
  id: 7,
  at: '2026-11-23T05:00:00.000Z',
  ...extra,
});

describe('the queries a live event makes stale (docs/product/partner-api.md#live-events)', () => {
  const cases: [string, LiveEvent, ScreenQuery[]][] = [
    [
      'a new application',
      event('vendor.applied'),
      ['pendingVendors', 'vendorList', 'subscribedVendors', 'dashboard30', 'dashboard7'],
    ],
    [
      'a resubmitted application, and that vendor only',
      event('vendor.resubmitted'),
      ['pendingVendors', 'vendorList', 'subscribedVendors', 'vendor7', 'dashboard30', 'dashboard7'],
    ],
    [
      'a new booking',
      event('booking.created'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'dashboard30',
        'dashboard7',
      ],
    ],
    [
      'a cancelled booking',
      event('booking.cancelled'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'dashboard30',
        'dashboard7',
      ],
    ],
    [
      'a completed booking',
      event('booking.completed'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'dashboard30',
        'dashboard7',
      ],
    ],
    [
      "a vendor's plan payment",
      event('payment.captured', { party: 'vendor' }),
      ['vendorList', 'subscribedVendors', 'vendorPayments', 'dashboard30', 'dashboard7'],
    ],
    [
      "a customer's booking payment",
      event('payment.captured', { party: 'customer' }),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'customerPayments',
        'oneCustomerPayments',
        'dashboard30',
        'dashboard7',
      ],
    ],
    [
      'a payment of no named party',
      event('payment.captured'),
      [
        'vendorList',
        'subscribedVendors',
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'vendorPayments',
        'customerPayments',
        'oneCustomerPayments',
        'dashboard30',
        'dashboard7',
      ],
    ],
    ['a review', event('review.created'), ['reviews']],
    [
      "a vendor's complaint",
      event('complaint.created', { party: 'vendor' }),
      ['vendorComplaints', 'dashboard30', 'dashboard7'],
    ],
    [
      "a customer's complaint",
      event('complaint.created', { party: 'customer' }),
      ['customerComplaints', 'dashboard30', 'dashboard7'],
    ],
    [
      'a complaint of no named party',
      event('complaint.created'),
      ['vendorComplaints', 'customerComplaints', 'dashboard30', 'dashboard7'],
    ],
    [
      "another admin's vendor decision",
      event('vendor.decided'),
      [
        'pendingVendors',
        'vendorList',
        'subscribedVendors',
        'blockedVendors',
        'vendor7',
        'vendor8',
        'dashboard30',
        'dashboard7',
      ],
    ],
    [
      "another admin's assignment",
      event('booking.assigned'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'bookingTimeline7',
        'dashboard30',
        'dashboard7',
      ],
    ],
    [
      'a reschedule, by an admin or the customer: what an assignment refreshes',
      event('booking.rescheduled'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'bookingTimeline7',
        'dashboard30',
        'dashboard7',
      ],
    ],
    ['a delivery that gave up', event('delivery.failed'), ['dashboard30', 'dashboard7', 'deliveries']],
    [
      "another admin's retry of a delivery",
      event('delivery.retried'),
      ['dashboard30', 'dashboard7', 'deliveries'],
    ],
    [
      'a refund the provider accepted (or an admin asked for)',
      event('refund.requested'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'customerPayments',
        'oneCustomerPayments',
        'dashboard30',
        'dashboard7',
        'refunds',
        'paymentRefunds',
      ],
    ],
    [
      'a refund the provider processed',
      event('refund.processed'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'customerPayments',
        'oneCustomerPayments',
        'dashboard30',
        'dashboard7',
        'refunds',
        'paymentRefunds',
      ],
    ],
    [
      'a refund the provider refused',
      event('refund.failed'),
      [
        'serviceRequests',
        'assignedBookings',
        'hasAssigned',
        'candidateVendors',
        'dispatchBoard',
        'customerPayments',
        'oneCustomerPayments',
        'dashboard30',
        'dashboard7',
        'refunds',
        'paymentRefunds',
      ],
    ],
    ['a payout queued', event('payout.queued'), ['dashboard30', 'dashboard7', 'payouts']],
    ['a payout the provider accepted', event('payout.processing'), ['payouts']],
    ['a payout processed', event('payout.processed'), ['dashboard30', 'dashboard7', 'payouts']],
    ['a payout reversed', event('payout.reversed'), ['dashboard30', 'dashboard7', 'payouts']],
    ['a payout failed', event('payout.failed'), ['dashboard30', 'dashboard7', 'payouts']],
  ];

  it.each(cases)('%s', async (_name, liveEvent, expected) => {
    expect(await staleAfter((client) => invalidateQueriesConcernedBy(client, liveEvent))).toEqual(expected);
  });

  it('covers every event type of the contract', () => {
    const covered = new Set(cases.map(([, liveEvent]) => liveEvent.type));
    expect([...covered].sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });

  it('ignores an event type this build does not know (a newer server)', async () => {
    const unknown = { ...event('review.created'), type: 'toString' } as unknown as LiveEvent;
    expect(await staleAfter((client) => invalidateQueriesConcernedBy(client, unknown))).toEqual([]);
  });

  it('after a reconnection makes stale every query an event may concern, never the plans or customers', async () => {
    expect(await staleAfter(invalidateAllLiveQueries)).toEqual(
      (Object.keys(SCREEN_QUERIES) as ScreenQuery[]).filter((name) => !['plans', 'customers'].includes(name)),
    );
  });
});
