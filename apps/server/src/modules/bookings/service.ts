import {
  type AssignBookingBody,
  type Booking,
  BookingMessages,
  type CandidateReason,
  type CandidateVendor,
  type Review,
} from '@seva/contract';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { CountCache } from '../../lib/lists/count-cache';
import { JsonRowCache } from '../../lib/lists/json-row-cache';
import { smallPiece } from '../../lib/lists/list-body';
import { createPager } from '../../lib/lists/pager';
import { NO_LIMIT, searchCountCacheMs } from '../../lib/lists/paging';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import type { Actor } from '../audit/actor';
import { updateAudited } from '../audit/repository';
import { bookingHead, bookingTail, toBooking } from './mapper';
import {
  assignVendorIf,
  type BookingFilter,
  type BookingListRow,
  type BookingPage,
  type BookingSearchTotals,
  type BookingState,
  type BookingVersion,
  type CandidateRow,
  countBookingSearch,
  countBookings,
  countCandidates,
  findBookingListRow,
  findBookingListRows,
  findBookingState,
  findVendorEligibility,
  listBookingIds,
  listBookingRows,
  listBookingVersions,
  listCandidateRows,
  listVendorReviews,
  type VendorEligibility,
} from './repository';

/** An assignment re-reads the booking this often when other changes keep landing between its read and write. */
const ASSIGN_ATTEMPTS = 3;

/** A cached booking is rebuilt after this long even if its updated_at did not change (ADR 007). */
const JSON_MAX_AGE_MS = 60_000;
/** Serialized bookings kept in memory (~1 KB each). */
const BOOKING_JSON_CACHE_SIZE = 10_000;

type VendorFlags = Pick<VendorEligibility, 'is_approved' | 'is_rejected' | 'is_blocked' | 'service_cat_id'>;

/** Why `vendor` cannot take a booking of `serviceCatId`, or null when it can (checked in this order). */
export function candidateReason(vendor: VendorFlags, serviceCatId: number): CandidateReason | null {
  if (vendor.is_blocked) return 'Blocked';
  if (vendor.is_rejected) return 'Rejected';
  if (!vendor.is_approved) return 'Not approved';
  if (vendor.service_cat_id !== serviceCatId) return 'Different service category';
  return null;
}

const REFUSALS: Record<CandidateReason, string> = {
  Blocked: BookingMessages.vendorBlocked,
  Rejected: BookingMessages.vendorRejected,
  'Not approved': BookingMessages.vendorNotApproved,
  'Different service category': BookingMessages.vendorOtherCategory,
};

interface CandidateQuery {
  q?: string;
  limit?: number;
  offset?: number;
  eligible?: 0 | 1;
}

/**
 * Booking lists, assignment, the assign view's vendors and reviews (docs/product/bookings.md#booking-details). An
 * assignment clears its booking's cached JSON and the lists' totals.
 */
export function createBookingService(deps: ServiceDeps) {
  const { db, dialect, config, clock } = deps;
  // Stale totals are served while one query refreshes them; an assignment here still clears them at once.
  // One search count answers both lists' totals (ADR 011 §6), so the caches are kept here.
  const counts = new CountCache(config.listCountCacheMs, undefined, undefined, true);
  const searchCounts = new CountCache<BookingSearchTotals>(
    searchCountCacheMs(config.listCountCacheMs),
    undefined,
    undefined,
    true,
  );

  async function countOf(filter: BookingFilter): Promise<number> {
    const { q, assigned } = filter;
    if (!q) return counts.get(JSON.stringify([assigned ?? null]), () => countBookings(db, dialect, filter));
    const totals = await searchCounts.get(q, () => countBookingSearch(db, dialect, q));
    if (assigned === undefined) return totals.unassigned + totals.assigned;
    return assigned === 0 ? totals.unassigned : totals.assigned;
  }

  // A page reads only ids, versions and review counts; review_count is appended per request, so new
  // reviews show at once (ADR 010 §2).
  const pager = createPager<BookingFilter, BookingPage, BookingListRow, BookingVersion>(
    {
      ids: (filter, page) => listBookingIds(db, dialect, filter, page),
      rowsById: (ids) => findBookingListRows(db, ids),
      idOf: (row) => row.booking_id,
      toItem: toBooking,
      pageRows: (filter, page) => listBookingRows(db, dialect, filter, page),
      total: countOf,
      countsFirst: (filter) => Boolean(filter.q),
    },
    {
      cache: new JsonRowCache(BOOKING_JSON_CACHE_SIZE, JSON_MAX_AGE_MS, clock),
      versions: (filter, page) => listBookingVersions(db, dialect, filter, page),
      versionOf: (row) => row.updated_at,
      entryOf: (row) => Buffer.from(bookingHead(row)),
      pieces: (head, version) => [head, smallPiece(bookingTail(version.review_count))],
    },
  );

  // The apps create, cancel and complete bookings (docs/product/partner-api.md#live-events): each such
  // event, told after its write committed, clears the lists as this service's own assignment does.
  deps.events.subscribe((event) => {
    if (!event.type.startsWith('booking.')) return;
    pager.forget(event.id);
    counts.invalidate();
    searchCounts.invalidate();
  });

  /**
   * Assigns a vendor: checks, then the conditional update and its audit row, atomically (updateAudited).
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
      const reason = candidateReason(vendor, current.service_cat_id);
      if (reason) throw unprocessable(REFUSALS[reason]);

      const now = stampAfter(current.updated_at);
      const won = await updateAudited(
        db,
        dialect,
        (q) =>
          assignVendorIf(q, { bookingId: body.booking_id, vendorId: body.vendor_id, read: current, now }),
        {
          ...actor,
          action: current.vendor_id === null ? 'booking.assigned' : 'booking.reassigned',
          entity: 'booking',
          entityId: body.booking_id,
          before: { vendor_id: current.vendor_id },
          after: { vendor_id: body.vendor_id, assigned_at: now },
        },
      );
      if (won) {
        pager.forget(body.booking_id);
        counts.invalidate();
        searchCounts.invalidate();
        deps.events.emit('booking.assigned', body.booking_id);
        const row = await findBookingListRow(db, body.booking_id);
        if (!row) throw notFound(BookingMessages.notFound);
        return toBooking(row);
      }
      // The booking changed between the read and the write: decide again on what it is now.
      if (attempt === ASSIGN_ATTEMPTS) throw conflict(BookingMessages.changedMeanwhile);
    }
  }

  function toCandidate(row: CandidateRow, serviceCatId: number): CandidateVendor {
    const reason = candidateReason(row, serviceCatId);
    return {
      vendor_id: row.vendor_id,
      vendor_name: row.vendor_name,
      name_of_bussiness: row.name_of_bussiness,
      bussiness_category: row.bussiness_category,
      vendor_mobile: row.vendor_mobile,
      service_cat_id: row.service_cat_id,
      service_start_time: row.service_start_time,
      service_end_time: row.service_end_time,
      eligible: reason === null,
      reason,
    };
  }

  /** The assign view: the vendors that fit the booking first, then the others with the reason why not. */
  async function candidateVendors(
    bookingId: number,
    query: CandidateQuery,
  ): Promise<{ data: CandidateVendor[]; total?: number }> {
    const booking = await findBookingState(db, bookingId);
    if (!booking) throw notFound(BookingMessages.notFound);
    const serviceCatId = booking.service_cat_id;
    const q = query.q || undefined;
    const groups = query.eligible === undefined ? [true, false] : [query.eligible === 1];
    const paged = query.limit !== undefined;
    let limit = query.limit ?? Number.MAX_SAFE_INTEGER;
    let offset = query.offset ?? 0;
    let total = 0;
    const rows: CandidateRow[] = [];
    for (const eligible of groups) {
      const size =
        paged || offset > 0 ? await countCandidates(db, dialect, { serviceCatId, eligible, q }) : undefined;
      total += size ?? 0;
      if (limit > 0 && (size === undefined || offset < size)) {
        const found = await listCandidateRows(db, dialect, {
          serviceCatId,
          eligible,
          q,
          limit: Math.min(limit, NO_LIMIT),
          offset,
        });
        rows.push(...found);
        limit -= found.length;
        offset = 0;
      } else if (size !== undefined) {
        offset -= size;
      }
    }
    const data = rows.map((row) => toCandidate(row, serviceCatId));
    return paged ? { data, total } : { data };
  }

  async function reviews(vendorId: number): Promise<Review[]> {
    const vendor = await findVendorEligibility(db, vendorId);
    if (!vendor) throw notFound(BookingMessages.vendorNotFound);
    return listVendorReviews(db, vendorId);
  }

  return { list: pager.listJson, items: pager.items, assign, candidateVendors, reviews };
}

export type BookingService = ReturnType<typeof createBookingService>;
