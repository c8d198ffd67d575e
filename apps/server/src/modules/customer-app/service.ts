import {
  type Booking,
  type Customer,
  type CustomerComplaint,
  type CustomerProfileBody,
  CustomerAppMessages as Messages,
  type Review,
} from '@seva/contract';
import { conflict, notFound } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { Page } from '../../lib/lists/paging';
import { inOrderOf } from '../../lib/lists/streamed-list';
import type { ServiceDeps } from '../../lib/service-deps';
import { type BookingListRow, findBookingListRow, findBookingListRows, toBooking } from '../bookings/service';
import { toCustomerComplaint } from '../complaints/service';
import { toCustomer } from '../customers/service';
import * as repo from './repository';

/**
 * What a signed-in customer does (docs/product/partner-api.md#customer-app). `customerId` is always the
 * token's. Arrivals are told to admins after they are written (lib/live-events.ts); the admin booking
 * and complaint lists listen to those events to forget their cached totals and rows.
 */
export function createCustomerAppService(deps: ServiceDeps) {
  const { db, clock, events } = deps;
  const now = () => new Date(clock()).toISOString();

  async function me(customerId: number): Promise<Customer> {
    const row = await repo.findCustomer(db, customerId);
    if (!row) throw notFound(Messages.customerNotFound);
    return toCustomer(row);
  }

  async function saveProfile(customerId: number, body: CustomerProfileBody): Promise<Customer> {
    const row = await repo.updateCustomerProfile(
      db,
      customerId,
      {
        customer_name: body.customer_name,
        customer_email: body.customer_email,
        customer_country: body.customer_country,
        gender: body.gender,
        customer_address: JSON.stringify(body.customer_address),
      },
      now(),
    );
    if (!row) throw notFound(Messages.customerNotFound);
    return toCustomer(row);
  }

  async function bookingOf(bookingId: number): Promise<Booking> {
    const row = await findBookingListRow(db, bookingId);
    if (!row) throw notFound(Messages.bookingNotFound);
    return toBooking(row);
  }

  /** A pending, unassigned booking priced and categorised by the catalogue, never by the client. */
  async function book(customerId: number, body: { service_id: number; service_desc: string }) {
    const bookingId = await repo.insertBookingFromCatalogue(db, {
      customerId,
      serviceId: body.service_id,
      serviceDesc: body.service_desc,
    });
    if (bookingId === undefined) {
      if (!(await repo.serviceExists(db, body.service_id))) throw notFound(Messages.serviceNotFound);
      throw conflict(Messages.profileIncomplete);
    }
    events.emit('booking.created', bookingId);
    return bookingOf(bookingId);
  }

  // A customer's bookings, newest first; the filter is the customer's id. Every booking's write emits
  // booking.*, on which the totals are forgotten.
  const bookingTotals = listTotals<number>(deps, {
    count: (customerId, reader) => repo.countCustomerBookings(reader, customerId),
    keyOf: String,
    isSearch: () => false,
  });
  events.subscribe((event) => {
    if (event.type.startsWith('booking.')) bookingTotals.invalidate();
  });
  const idOf = (row: BookingListRow) => row.booking_id;
  const bookingPager = createPager<number, Page, BookingListRow>(deps, {
    ids: (customerId, page, reader) => repo.listCustomerBookingIds(reader, customerId, page),
    rowsById: (ids) => findBookingListRows(db, ids),
    idOf,
    toItem: toBooking,
    async pageRows(customerId, page, reader) {
      const ids = await repo.listCustomerBookingIds(reader, customerId, page);
      return inOrderOf(ids, await findBookingListRows(db, ids), idOf);
    },
    total: bookingTotals.of,
  });

  const bookings = (customerId: number, page: { limit: number; offset: number }) =>
    bookingPager.listJson(customerId, page);

  async function cancel(customerId: number, bookingId: number, reason: string): Promise<Booking> {
    const cancelled = await repo.cancelOwnBookingIf(db, { customerId, bookingId, reason, now: now() });
    if (!cancelled) {
      const booking = await repo.findOwnBookingState(db, customerId, bookingId);
      if (!booking) throw notFound(Messages.bookingNotFound);
      throw conflict(booking.is_cancelled ? Messages.alreadyCancelled : Messages.completedCannotCancel);
    }
    events.emit('booking.cancelled', bookingId);
    return bookingOf(bookingId);
  }

  async function review(
    customerId: number,
    bookingId: number,
    body: { rating: number; review_text?: string },
  ): Promise<Review> {
    const review = await repo.insertReviewOfCompletedBooking(db, {
      customerId,
      bookingId,
      rating: body.rating,
      text: body.review_text || null,
    });
    if (!review) {
      const booking = await repo.findOwnBookingState(db, customerId, bookingId);
      if (!booking) throw notFound(Messages.bookingNotFound);
      if (await repo.bookingHasReview(db, bookingId)) throw conflict(Messages.alreadyReviewed);
      throw conflict(Messages.reviewNeedsCompleted);
    }
    events.emit('review.created', review.review_id);
    return review;
  }

  async function complain(customerId: number, text: string): Promise<CustomerComplaint> {
    const row = await repo.insertComplaintOfCustomer(db, { customerId, text, now: now() });
    if (!row) throw conflict(Messages.profileIncomplete);
    events.emit('complaint.created', row.cust_comp_id, 'customer');
    return toCustomerComplaint(row, { targets: deps.config.complaintTargets, now: clock() });
  }

  return { me, saveProfile, book, bookings, cancel, review, complain };
}

export type CustomerAppService = ReturnType<typeof createCustomerAppService>;
