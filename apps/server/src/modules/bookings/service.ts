import type { Readable } from 'node:stream';
import {
  type AssignBookingBody,
  type Booking,
  BookingMessages,
  type CandidateReason,
  type CandidateVendor,
  type Review,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { CountCache } from '../../lib/lists/count-cache';
import { JsonRowCache } from '../../lib/lists/json-row-cache';
import { ListBody, smallPiece } from '../../lib/lists/list-body';
import { NO_LIMIT, searchCountCacheMs, totalFromPage } from '../../lib/lists/paging';
import { streamedRows } from '../../lib/lists/streamed-list';
import { type AuditEntry, updateAudited } from '../audit/repository';
import { stampAfter } from '../vendors/service';
import { bookingHead, bookingTail, toBooking } from './booking-mapper';
import {
  assignVendorIf,
  type BookingFilter,
  type BookingPage,
  type BookingSearchTotals,
  type BookingState,
  type CandidateRow,
  countBookingSearch,
  countBookings,
  countCandidates,
  findBookingListRow,
  findBookingListRows,
  findBookingRows,
  findBookingState,
  findVendorEligibility,
  listBookingIds,
  listBookingRows,
  listBookingVersions,
  listCandidateRows,
  listVendorReviews,
  type VendorEligibility,
} from './repository';

export type Actor = Pick<AuditEntry, 'adminId' | 'ip'>;

/** An assignment re-reads the booking this often when other changes keep landing between its read and write. */
const ASSIGN_ATTEMPTS = 3;

/** A cached booking is rebuilt after this long even if its updated_at did not change (ADR 007). */
const JSON_MAX_AGE_MS = 60_000;

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

/** Booking lists, assignment, the assign view's vendors and reviews (SPEC §2 Booking Details). */
export function createBookingService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  countCacheMs: number;
  /** Serialized bookings kept (0 turns the cache off). */
  jsonCacheSize: number;
}) {
  const { db, dialect } = deps;
  // Stale totals are served while one query refreshes them; an assignment here still clears them at once.
  const counts = new CountCache(deps.countCacheMs, undefined, undefined, true);
  const searchCounts = new CountCache<BookingSearchTotals>(
    searchCountCacheMs(deps.countCacheMs),
    undefined,
    undefined,
    true,
  );
  const jsonCache = new JsonRowCache(deps.jsonCacheSize, JSON_MAX_AGE_MS);

  /** Every match, streamed and built directly: lists without limit are rare, large and would churn the cache. */
  async function streamAll(filter: BookingFilter, page: BookingPage): Promise<Readable> {
    const ids = await listBookingIds(db, dialect, filter, page);
    return streamedRows(
      ids,
      (batch) => findBookingListRows(db, batch),
      (row) => row.booking_id,
      toBooking,
    );
  }

  /** A page built without the cache (when it is turned off). */
  async function allItems(filter: BookingFilter, page: BookingPage): Promise<string[]> {
    const rows = await listBookingRows(db, dialect, filter, page);
    return rows.map((row) => JSON.stringify(toBooking(row)));
  }

  /** The page's ids and versions from the database; unchanged bookings' JSON from the cache. */
  async function pageItems(filter: BookingFilter, page: BookingPage): Promise<ListBody> {
    const versions = await listBookingVersions(db, dialect, filter, page);
    const heads = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const { booking_id, updated_at } of versions) {
      const head = jsonCache.lookup(booking_id, updated_at);
      if (head === undefined) missing.push(booking_id);
      else heads.set(booking_id, head);
    }
    for (const row of await findBookingRows(db, missing)) {
      heads.set(row.booking_id, jsonCache.store(row.booking_id, row.updated_at, bookingHead(row)));
    }
    const body = new ListBody();
    for (const { booking_id, review_count } of versions) {
      const head = heads.get(booking_id);
      // Deleted between the two reads: left out.
      if (head !== undefined) body.add(head, smallPiece(bookingTail(review_count)));
    }
    return body;
  }

  async function countOf(filter: BookingFilter): Promise<number> {
    const { q, assigned } = filter;
    if (!q) return counts.get(JSON.stringify([assigned ?? null]), () => countBookings(db, dialect, filter));
    const totals = await searchCounts.get(q, () => countBookingSearch(db, dialect, q));
    if (assigned === undefined) return totals.unassigned + totals.assigned;
    return assigned === 0 ? totals.unassigned : totals.assigned;
  }

  /** The list's JSON body (ADR 007): a page at once, with its `total`; an unpaged list as a stream. */
  async function listJson(filter: BookingFilter, page: BookingPage): Promise<Buffer | Readable> {
    const { limit } = page;
    if (limit === undefined) return streamAll(filter, page);
    // A search counts first (its total is needed anyway): a term that matches nothing here, or a page past
    // the end, needs no page query, which could otherwise walk the whole list looking for matches.
    const searchTotal = filter.q ? await countOf(filter) : undefined;
    if (searchTotal !== undefined && (page.offset ?? 0) >= searchTotal) {
      return new ListBody().finish(searchTotal);
    }
    const body = jsonCache.enabled
      ? await pageItems(filter, page)
      : ListBody.of(await allItems(filter, page));
    const total =
      searchTotal ?? totalFromPage({ limit, offset: page.offset }, body.length) ?? (await countOf(filter));
    return body.finish(total);
  }

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
        jsonCache.forget(body.booking_id);
        counts.invalidate();
        searchCounts.invalidate();
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

  return { listJson, assign, candidateVendors, reviews };
}

export type BookingService = ReturnType<typeof createBookingService>;
