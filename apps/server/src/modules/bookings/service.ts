import {
  type AssignBookingBody,
  type Booking,
  type BookingDetail,
  BookingMessages,
  type CancelBookingBody,
  DAY_MS,
  kolkataDayStartMs,
  type Refund,
  RefundMessages,
  type Review,
} from '@seva/contract';
import { isUniqueViolation } from '../../db/driver/constraint-errors';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { CountCache } from '../../lib/lists/count-cache';
import { jsonCacheShare } from '../../lib/lists/json-cache-budget';
import { JsonRowCache, ownedUtf8 } from '../../lib/lists/json-row-cache';
import { smallPiece } from '../../lib/lists/list-body';
import { createPager } from '../../lib/lists/pager';
import { searchCountCacheMs } from '../../lib/lists/paging';
import { rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import { type Actor, type AuditEntry, updateAudited, writeAudit } from '../audit/service';
import {
  paymentOfBooking,
  refundableRupees,
  refundRequesterOf,
  requestRefundIn,
  toRefund,
} from '../refunds/service';
import { tellBookingAssigned, tellBookingCancelled, tellVendorJobOff } from './booking-messages';
import { candidateReason, REFUSALS } from './eligibility';
import { bookingHead, bookingTail, toBooking } from './mapper';
import {
  assignVendorIf,
  type BookingFilter,
  type BookingListRow,
  type BookingPage,
  type BookingSearchTotals,
  type BookingState,
  type BookingVersion,
  cancelBookingIf,
  countBookingSearch,
  countBookings,
  findBookingListRow,
  findBookingListRows,
  findBookingState,
  findVendorContact,
  findVendorEligibility,
  listBookingIds,
  listBookingRows,
  listBookingVersions,
  listVendorReviews,
} from './repository';
import { busyVendors, coversSlot } from './slots';

export { tellBookingCancelled, tellBookingReceived } from './booking-messages';
/** What other modules take from this one (they reach a module only through its service or events). */
export { toBooking } from './mapper';
export {
  type BookingListRow,
  type BookingRow,
  findBookingListRow,
  findBookingListRows,
  findVendorContact,
} from './repository';
export {
  CUSTOMER_RESCHEDULE_REASON,
  createRescheduleService,
  type RescheduleService,
} from './reschedule-service';
export {
  createSlotAvailability,
  type SlotAvailabilityService,
  type SlotCustomer,
} from './slot-availability';

export { bookableSlot, slotSettingsOf } from './slots';

/** A booking as its cancellation's update answers it. */
type CancelledRow = NonNullable<Awaited<ReturnType<ReturnType<typeof cancelBookingIf>['executeTakeFirst']>>>;

/**
 * An assignment or a cancellation re-reads the booking this often when other changes keep landing between
 * its read and write.
 */
const ASSIGN_ATTEMPTS = 3;

/** A cached booking is rebuilt after this long even if its updated_at did not change (ADR 007). */
const JSON_MAX_AGE_MS = 60_000;

/**
 * The date filter's Asia/Kolkata days (`YYYY-MM-DD`, inclusive, checked by the contract) as the bounds of
 * scheduled_start: the first day's midnight IST, and the midnight IST after the last day.
 */
export function bookingSlotRange(
  dateFrom: string | undefined,
  dateTo: string | undefined,
): Pick<BookingFilter, 'scheduledFrom' | 'scheduledBefore'> {
  const from = dateFrom === undefined ? undefined : kolkataDayStartMs(dateFrom);
  const to = dateTo === undefined ? undefined : kolkataDayStartMs(dateTo);
  return {
    scheduledFrom: from === undefined ? undefined : new Date(from).toISOString(),
    scheduledBefore: to === undefined ? undefined : new Date(to + DAY_MS).toISOString(),
  };
}

/**
 * Booking lists, assignment, cancellation, the assign view's vendors and reviews
 * (docs/product/bookings.md#booking-details). Every write to a booking, here or in the apps, emits its
 * booking.* event after it commits; on it the lists forget that booking's cached JSON and their totals.
 */
export function createBookingService(deps: ServiceDeps) {
  const { db, dialect, config, clock } = deps;
  // Stale totals are served while one query refreshes them; a booking's event still clears them at once.
  // One search count answers both lists' totals (ADR 011 §6), so the caches are kept here.
  const { changeMark } = deps;
  const counts = new CountCache({ ttlMs: config.listCountCacheMs, serveStale: true, changeMark });
  const searchCounts = new CountCache<BookingSearchTotals>({
    ttlMs: searchCountCacheMs(config.listCountCacheMs),
    serveStale: true,
    changeMark,
  });

  // The date filter is part of both keys: a day's count is not the whole list's.
  const plainKey = (filter: BookingFilter) =>
    JSON.stringify([filter.assigned ?? null, filter.scheduledFrom ?? null, filter.scheduledBefore ?? null]);
  const searchKey = (filter: BookingFilter & { q: string }) =>
    JSON.stringify([filter.q, filter.scheduledFrom ?? null, filter.scheduledBefore ?? null]);
  const totalOf = ({ assigned }: BookingFilter, totals: BookingSearchTotals): number => {
    if (assigned === undefined) return totals.unassigned + totals.assigned;
    return assigned === 0 ? totals.unassigned : totals.assigned;
  };

  async function countOf(filter: BookingFilter): Promise<number> {
    const { q } = filter;
    if (!q) return counts.get(plainKey(filter), () => countBookings(db, dialect, filter));
    const totals = await searchCounts.get(searchKey({ ...filter, q }), (priority) =>
      countBookingSearch(deps.reads.slow(priority), dialect, { ...filter, q }),
    );
    return totalOf(filter, totals);
  }

  /** The total countOf would answer without a count (CountCache.peek), if any. */
  function knownCountOf(filter: BookingFilter): number | undefined {
    if (!filter.q) return counts.peek(plainKey(filter));
    const totals = searchCounts.peek(searchKey({ ...filter, q: filter.q }));
    return totals && totalOf(filter, totals);
  }

  // A page reads only ids, versions and review counts; review_count is appended per request, so new
  // reviews show at once (ADR 010 §2).
  const pager = createPager<BookingFilter, BookingPage, BookingListRow, BookingVersion>(
    deps,
    {
      ids: (filter, page, reader) => listBookingIds(reader, dialect, filter, page),
      rowsById: (ids) => findBookingListRows(db, ids),
      idOf: (row) => row.booking_id,
      toItem: toBooking,
      pageRows: (filter, page, reader) => listBookingRows(reader, dialect, filter, page),
      total: countOf,
      knownTotal: knownCountOf,
      isSearch: (filter) => Boolean(filter.q),
      countsWithPage: (filter) => Boolean(filter.q),
    },
    {
      cache: new JsonRowCache({
        maxBytes: jsonCacheShare(config.jsonCacheBytes, 'bookings'),
        maxAgeMs: JSON_MAX_AGE_MS,
        bytesOf: (head) => head.byteLength,
        clock,
      }),
      versions: (filter, page, reader) => listBookingVersions(reader, dialect, filter, page),
      versionOf: (row) => row.updated_at,
      entryOf: (row) => ownedUtf8(bookingHead(row)),
      pieces: (head, version) => [head, smallPiece(bookingTail(version.review_count))],
    },
  );

  // An admin assigns and cancels here, the apps create, cancel and complete bookings
  // (docs/product/partner-api.md#live-events): each write's event, told after it committed, clears the lists.
  deps.events.subscribe((event) => {
    if (!event.type.startsWith('booking.')) return;
    pager.forget(event.id);
    counts.invalidate();
    searchCounts.invalidate();
  });

  /** 409 naming the open booking `vendorId` holds overlapping the slot at `slotStart`, if any. */
  async function refuseIfBusy(vendorId: number, slotStart: string, bookingId: number): Promise<void> {
    const busyWith = (await busyVendors(db, slotStart, { vendorIds: [vendorId], except: bookingId })).get(
      vendorId,
    );
    if (busyWith !== undefined) throw conflict(BookingMessages.vendorBusy(busyWith));
  }

  /**
   * Runs `write` (a claim of the vendor's slot) in a transaction. When the unique key
   * bookings_vendor_slot_key refuses it (another request claimed the vendor's slot between our read and
   * write, on either database), answers 409 naming the booking that holds it (ADR 039).
   */
  async function claimingSlot<T>(
    bookingId: number,
    vendorId: number,
    slotStart: string | null,
    write: (trx: typeof db) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction().execute(write);
    } catch (error) {
      if (!slotStart || !isUniqueViolation(error)) throw error;
      await refuseIfBusy(vendorId, slotStart, bookingId);
      throw conflict(BookingMessages.vendorSlotTaken);
    }
  }

  /**
   * Assigns a vendor: checks, then the conditional update, its audit row (updateAudited) and the messages
   * to the vendor and the customer, in one transaction.
   * The update holds only while the booking is as it was read, so of several admins assigning the same
   * booking at once only one wins; the others read it again and get 409.
   */
  async function assign(body: AssignBookingBody, actor: Actor): Promise<Booking> {
    let firstRead: BookingState | undefined;
    for (let attempt = 1; ; attempt++) {
      const [current, vendor] = await Promise.all([
        findBookingState(db, body.booking_id),
        findVendorEligibility(db, body.vendor_id),
      ]);
      if (!current) throw notFound(BookingMessages.notFound);
      // Another admin's assignment landed between our read and write.
      if (firstRead && current.vendor_id !== firstRead.vendor_id) {
        throw conflict(
          firstRead.vendor_id === null ? BookingMessages.alreadyAssigned : BookingMessages.changedMeanwhile,
        );
      }
      firstRead ??= current;
      if (!vendor) throw notFound(BookingMessages.vendorNotFound);
      if (current.is_cancelled) throw conflict(BookingMessages.cancelled);
      if (current.is_completed) throw conflict(BookingMessages.completed);
      if (current.vendor_id !== null) {
        if (!body.reassign) throw conflict(BookingMessages.alreadyAssigned);
        if (current.vendor_id === body.vendor_id) throw conflict(BookingMessages.sameVendor);
        if (body.previous_vendor_id !== undefined && body.previous_vendor_id !== current.vendor_id) {
          throw conflict(BookingMessages.changedMeanwhile);
        }
      }
      const nowIso = new Date(clock()).toISOString();
      const reason = candidateReason(vendor, current.service_cat_id, nowIso);
      if (reason) throw unprocessable(REFUSALS[reason]);
      // A booking with a slot: the vendor's hours cover it and it holds no other open booking in it
      // (docs/product/dispatch.md#a-booking-with-a-slot); the update checks both again as it claims the slot.
      const slotStart = current.scheduled_start;
      if (slotStart) {
        if (!coversSlot(vendor.service_start_time, vendor.service_end_time, slotStart)) {
          throw unprocessable(BookingMessages.vendorOutsideSlotHours);
        }
        await refuseIfBusy(vendor.vendor_id, slotStart, body.booking_id);
      }

      // The history names both vendors of a re-assignment (docs/product/bookings.md#re-assigning).
      const previous =
        current.vendor_id === null ? undefined : await findVendorEligibility(db, current.vendor_id);
      const now = stampAfter(current.updated_at);
      const contact = await findVendorContact(db, body.vendor_id);
      // A re-assignment tells the vendor it is taken from that the job is off.
      const previousContact =
        current.vendor_id === null ? undefined : await findVendorContact(db, current.vendor_id);
      // The assignment, its audit row and the messages to the vendor and the customer commit together.
      const won = await claimingSlot(body.booking_id, vendor.vendor_id, slotStart, async (trx) => {
        const row = await updateAudited(
          trx,
          dialect,
          (q) => assignVendorIf(q, { bookingId: body.booking_id, vendor, read: current, now, nowIso }),
          {
            ...actor,
            action: current.vendor_id === null ? 'booking.assigned' : 'booking.reassigned',
            entity: 'booking',
            entityId: body.booking_id,
            before:
              current.vendor_id === null
                ? { vendor_id: null }
                : { vendor_id: current.vendor_id, vendor_name: previous?.vendor_name ?? null },
            after: { vendor_id: body.vendor_id, vendor_name: vendor.vendor_name, assigned_at: now },
          },
        );
        if (row && previousContact) await tellVendorJobOff(config, trx, row, previousContact, actor);
        if (row && contact) await tellBookingAssigned(config, trx, row, contact, actor);
        return row;
      });
      if (won) {
        deps.events.emit('booking.assigned', body.booking_id);
        return toBooking(won);
      }
      // The booking changed between the read and the write: decide again on what it is now.
      if (attempt === ASSIGN_ATTEMPTS) throw conflict(BookingMessages.changedMeanwhile);
    }
  }

  /**
   * Cancels a booking with a reason (docs/product/bookings.md#cancelling): the conditional update and its
   * audit row, atomically. It holds only while the booking is as it was read, so of a cancellation and an
   * assignment or another cancellation racing exactly one lands; the other reads it again and gets 409.
   * With `refund_amount` > 0 the booking's payment is refunded in the same transaction
   * (docs/product/refunds.md): a refund the payment cannot cover (422) leaves the booking as it was.
   */
  async function cancel(
    bookingId: number,
    body: CancelBookingBody,
    actor: Actor,
  ): Promise<{ booking: Booking; refund: Refund | null }> {
    const refundAmount = body.refund_amount ?? 0;
    // The vendor the admin saw; without one, the vendor of the first read.
    let seenVendor = body.vendor_id;
    for (let attempt = 1; ; attempt++) {
      const current = await findBookingState(db, bookingId);
      if (!current) throw notFound(BookingMessages.notFound);
      if (current.is_cancelled) throw conflict(BookingMessages.alreadyCancelled);
      if (current.is_completed) throw conflict(BookingMessages.completedNotCancellable);
      seenVendor = seenVendor === undefined ? current.vendor_id : seenVendor;
      if (current.vendor_id !== seenVendor) {
        throw conflict(
          seenVendor === null ? BookingMessages.alreadyAssigned : BookingMessages.changedMeanwhile,
        );
      }

      const now = stampAfter(current.updated_at);
      const entry: AuditEntry = {
        ...actor,
        action: 'booking.cancelled',
        entity: 'booking',
        entityId: bookingId,
        before: {
          is_cancelled: 0,
          cancelled_reason: current.cancelled_reason,
          vendor_id: current.vendor_id,
        },
        after: { is_cancelled: 1, cancelled_reason: body.reason, vendor_id: current.vendor_id },
      };
      const cancelIf = (q: typeof db) =>
        cancelBookingIf(q, { bookingId, reason: body.reason, read: current, now });
      // The vendor it was assigned to is told it is off.
      const vendor = current.vendor_id === null ? undefined : await findVendorContact(db, current.vendor_id);
      let won: { booking: CancelledRow | undefined; refund: Refund | null };
      if (refundAmount > 0) {
        const payment = await paymentOfBooking(db, bookingId);
        if (!payment) throw unprocessable(RefundMessages.nothingPaid);
        const requester = await refundRequesterOf(db, actor);
        won = await db.transaction().execute(async (trx) => {
          const row = await cancelIf(trx).executeTakeFirst();
          if (!row) return { booking: undefined, refund: null };
          await writeAudit(trx, entry);
          const refund = await requestRefundIn(
            trx,
            payment.payment_id,
            { amount: refundAmount, reason: body.reason, requester },
            now,
          );
          await tellBookingCancelled(config, trx, row, {
            vendor,
            refundPaise: rupeesToPaise(refund.amount),
            actor,
          });
          return { booking: row, refund: toRefund(refund) };
        });
      } else {
        won = await db.transaction().execute(async (trx) => {
          const row = await updateAudited(trx, dialect, cancelIf, entry);
          if (row) await tellBookingCancelled(config, trx, row, { vendor, refundPaise: 0, actor });
          return { booking: row, refund: null };
        });
      }
      if (won.booking) {
        // As the customer app's cancellation (modules/customer-app/service.ts): the live event updates the
        // admins' lists, dashboard and bell; the vendor and the customer were sent their messages above.
        deps.events.emit('booking.cancelled', bookingId);
        if (won.refund) deps.events.emit('refund.requested', won.refund.refund_id);
        return { booking: toBooking(won.booking), refund: won.refund };
      }
      // The booking changed between the read and the write: decide again on what it is now.
      if (attempt === ASSIGN_ATTEMPTS) throw conflict(BookingMessages.changedMeanwhile);
    }
  }

  /**
   * One booking as the lists show it (the assign view's address opens it without the list), with what
   * its customer paid and may still be refunded (the cancel dialog's refund).
   */
  async function get(bookingId: number): Promise<BookingDetail> {
    const [row, payment] = await Promise.all([
      findBookingListRow(db, bookingId),
      paymentOfBooking(db, bookingId),
    ]);
    if (!row) throw notFound(BookingMessages.notFound);
    return {
      ...toBooking(row),
      payment_id: payment?.payment_id ?? null,
      paid_amount: payment ? Number(payment.payment_amount) : 0,
      refundable_amount: payment ? refundableRupees(payment) : 0,
    };
  }

  async function reviews(vendorId: number): Promise<Review[]> {
    const vendor = await findVendorEligibility(db, vendorId);
    if (!vendor) throw notFound(BookingMessages.vendorNotFound);
    return listVendorReviews(db, vendorId);
  }

  return { list: pager.listJson, items: pager.items, get, assign, cancel, reviews };
}

export type BookingService = ReturnType<typeof createBookingService>;
