import {
  type Booking,
  type Customer,
  type CustomerAppPayment,
  type CustomerAppRefund,
  type CustomerComplaint,
  type CustomerProfileBody,
  CustomerAppMessages as Messages,
  type Review,
  SlotMessages,
} from '@seva/contract';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { Page } from '../../lib/lists/paging';
import { inOrderOf } from '../../lib/lists/streamed-list';
import { paiseToRupees, rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  type BookingListRow,
  bookableSlot,
  createSlotAvailability,
  findBookingListRow,
  findBookingListRows,
  findVendorContact,
  tellBookingCancelled,
  tellBookingReceived,
  toBooking,
} from '../bookings/service';
import { toCustomerComplaint } from '../complaints/service';
import { toCustomer } from '../customers/service';
import {
  customerRefundsOf,
  customerRequester,
  paymentOfBooking,
  paymentRefundState,
  type RefundablePayment,
  requestRefundIn,
  toCustomerAppRefund,
} from '../refunds/service';
import * as repo from './repository';

/**
 * What a signed-in customer does (docs/product/partner-api.md#customer-app). `customerId` is always the
 * token's. Arrivals are told to admins after they are written (lib/live-events.ts); the admin booking
 * and complaint lists listen to those events to forget their cached totals and rows.
 */
export function createCustomerAppService(deps: ServiceDeps) {
  const { db, dialect, clock, events, config } = deps;
  const now = () => new Date(clock()).toISOString();
  const slotAvailability = createSlotAvailability(deps);

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

  /**
   * GET /customer/me/slots: the slots of India day `date` for sub-service `serviceId`, each available or
   * not for this customer (docs/product/slots.md#customer-app).
   */
  async function slots(customerId: number, query: { service_id: number; date: string }) {
    const customer = await repo.findCustomer(db, customerId);
    const answer = await slotAvailability.slotsOfDay(
      query.service_id,
      { customer_address: customer?.customer_address ?? null },
      query.date,
    );
    if (!answer) throw notFound(Messages.serviceNotFound);
    return answer;
  }

  /**
   * A pending, unassigned booking of one slot, priced and categorised by the catalogue, never by the
   * client. The slot must be bookable now (bookableSlot: 422) and available for the customer (422
   * SlotMessages.unavailable), as GET /customer/me/slots offers it.
   */
  async function book(
    customerId: number,
    body: { service_id: number; service_desc: string; scheduled_start: string },
  ) {
    const scheduledStart = bookableSlot(body.scheduled_start, clock(), config.slots);
    const customer = await repo.findCustomer(db, customerId);
    const available = await slotAvailability.isSlotAvailable(
      body.service_id,
      { customer_address: customer?.customer_address ?? null },
      scheduledStart,
    );
    if (available === undefined) throw notFound(Messages.serviceNotFound);
    // The insert checks the name again, in its own statement; asked first, a nameless customer hears why.
    if (!customer?.customer_name) throw conflict(Messages.profileIncomplete);
    if (!available) throw unprocessable(SlotMessages.unavailable);
    // The booking and its acknowledgement to the customer commit together.
    const bookingId = await db.transaction().execute(async (trx) => {
      const id = await repo.insertBookingFromCatalogue(trx, dialect, {
        customerId,
        serviceId: body.service_id,
        serviceDesc: body.service_desc,
        scheduledStart,
      });
      const booking = id === undefined ? undefined : await findBookingListRow(trx, id);
      if (booking) await tellBookingReceived(config, trx, booking);
      return id;
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

  /**
   * What the customer's cancellation refunds of a paid booking (docs/product/partner-api.md#cancelling-a-paid-booking):
   * the whole payment before a vendor is assigned, less CANCELLATION_FEE_PERCENT of it after; never more
   * than is still refundable (an admin may have refunded some already). In paise.
   */
  function cancellationRefundPaise(payment: RefundablePayment, vendorAssigned: boolean): number {
    const captured = rupeesToPaise(payment.payment_amount);
    const fee = vendorAssigned ? Math.round((captured * config.cancellationFeePercent) / 100) : 0;
    const refundable = captured - Number(payment.refund_reserved_paise);
    return Math.max(0, Math.min(refundable, captured - fee));
  }

  /**
   * Cancels the customer's own booking (one conditional update) and, when it was paid, refunds it in the
   * same transaction (docs/product/partner-api.md#cancelling-a-paid-booking): both commit or neither does.
   */
  async function cancel(
    customerId: number,
    bookingId: number,
    reason: string,
    ip: string | null,
  ): Promise<{ booking: Booking; refund: CustomerAppRefund | null }> {
    const at = now();
    const outcome = await db.transaction().execute(async (trx) => {
      const cancelled = await repo.cancelOwnBookingIf(trx, { customerId, bookingId, reason, now: at });
      if (!cancelled) return undefined;
      const payment = await paymentOfBooking(trx, bookingId, { dialect });
      const paise = payment ? cancellationRefundPaise(payment, cancelled.vendor_id !== null) : 0;
      const refund =
        payment && paise > 0
          ? await requestRefundIn(
              trx,
              payment.payment_id,
              { amount: paiseToRupees(paise), reason, requester: customerRequester(ip) },
              at,
            )
          : null;
      // The vendor it was assigned to and the customer (with the refund) are told, in this transaction.
      const booking = await findBookingListRow(trx, bookingId);
      const vendor =
        cancelled.vendor_id === null ? undefined : await findVendorContact(trx, cancelled.vendor_id);
      if (booking) {
        await tellBookingCancelled(config, trx, booking, { vendor, refundPaise: refund ? paise : 0 });
      }
      return { refund };
    });
    if (!outcome) {
      const booking = await repo.findOwnBookingState(db, customerId, bookingId);
      if (!booking) throw notFound(Messages.bookingNotFound);
      throw conflict(booking.is_cancelled ? Messages.alreadyCancelled : Messages.completedCannotCancel);
    }
    events.emit('booking.cancelled', bookingId);
    if (outcome.refund) events.emit('refund.requested', outcome.refund.refund_id);
    return {
      booking: await bookingOf(bookingId),
      refund: outcome.refund ? toCustomerAppRefund(outcome.refund) : null,
    };
  }

  // The customer's payments with their refunds, newest first; the filter is the customer's id. Refunds
  // change no count; a payment's event clears the totals.
  const paymentTotals = listTotals<number>(deps, {
    count: (customerId, reader) => repo.countCustomerPayments(reader, customerId),
    keyOf: String,
    isSearch: () => false,
  });
  events.subscribe((event) => {
    if (event.type === 'payment.captured' && event.party === 'customer') paymentTotals.invalidate();
  });
  type PaymentWithRefunds = repo.CustomerPaymentRow & { refunds: CustomerAppRefund[] };
  async function paymentsWithRefunds(ids: readonly number[]): Promise<PaymentWithRefunds[]> {
    const [rows, refunds] = await Promise.all([
      repo.findCustomerPaymentRows(db, ids),
      customerRefundsOf(db, ids),
    ]);
    return rows.map((row) => ({ ...row, refunds: refunds.get(row.payment_id) ?? [] }));
  }
  const paymentIdOf = (row: PaymentWithRefunds) => row.payment_id;
  const paymentPager = createPager<number, Page, PaymentWithRefunds>(deps, {
    ids: (customerId, page, reader) => repo.listCustomerPaymentIds(reader, customerId, page),
    rowsById: paymentsWithRefunds,
    idOf: paymentIdOf,
    toItem: (row): CustomerAppPayment => {
      const { refund_status, refunded_amount } = paymentRefundState(row);
      return {
        payment_id: row.payment_id,
        booking_id: row.booking_id,
        service_category_name: row.service_category_name,
        amount: Number(row.payment_amount),
        payment_date: row.payment_date,
        payment_ref_no: row.payment_ref_no,
        refunded_amount,
        refund_status,
        refunds: row.refunds,
      };
    },
    async pageRows(customerId, page, reader) {
      const ids = await repo.listCustomerPaymentIds(reader, customerId, page);
      return inOrderOf(ids, await paymentsWithRefunds(ids), paymentIdOf);
    },
    total: paymentTotals.of,
  });
  const payments = (customerId: number, page: { limit: number; offset: number }) =>
    paymentPager.listJson(customerId, page);

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

  return { me, saveProfile, slots, book, bookings, cancel, payments, review, complain };
}

export type CustomerAppService = ReturnType<typeof createCustomerAppService>;
