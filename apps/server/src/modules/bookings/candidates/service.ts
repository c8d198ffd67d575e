import { BookingMessages, type CandidateVendor } from '@seva/contract';
import { notFound } from '../../../lib/http-error';
import { NO_LIMIT } from '../../../lib/lists/paging';
import type { ServiceDeps } from '../../../lib/service-deps';
import { parseCustomerAddress } from '../../customers/service';
import { candidateReason, conflictResult, hardRuleResults, type SlotFacts, slotReason } from '../eligibility';
import { busyVendors, coversSlot } from '../slots';
import { centroidOf, haversineKm, type LatLng } from './pincodes';
import {
  distanceRule,
  hoursRule,
  loadRule,
  quickScore,
  type RuleScore,
  ratingRule,
  scoreOf,
  slotHoursRule,
} from './ranking';
import {
  countEligibleCandidates,
  countIneligibleCandidates,
  findDispatchBooking,
  listEligibleCandidates,
  listIneligibleCandidates,
  type RankableRow,
} from './repository';

interface CandidateQuery {
  q?: string;
  limit?: number;
  offset?: number;
  eligible?: 0 | 1;
}

/** Where the booking is: its customer's pincode and that pincode's centroid, when known. */
interface BookingPlace {
  zip: string | null;
  centroid: LatLng | undefined;
}

/** The service clock's now, read once per request, in both forms the rules compare with. */
interface Now {
  ms: number;
  iso: string;
}

/** A booking with a slot: the slot's facts of a vendor (hours covering it, the booking it is busy with); undefined without a slot. */
type SlotOf = ((row: RankableRow) => SlotFacts) | undefined;

/** A vendor that passes the hard rules, with what it is sorted by. */
interface Ranked {
  row: RankableRow;
  distanceKm: number | null;
  score: number;
}

/** Best first: score, then vendor_name, then vendor_id (docs/product/dispatch.md#order). */
function rankedOrder(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    (a.row.vendor_name < b.row.vendor_name ? -1 : a.row.vendor_name > b.row.vendor_name ? 1 : 0) ||
    a.row.vendor_id - b.row.vendor_id
  );
}

/** Kilometres between the booking and the vendor, to one decimal; null when either pincode is unknown. */
function distanceOf(place: BookingPlace, pincode: string | null): number | null {
  const vendor = centroidOf(pincode);
  return place.centroid && vendor ? Math.round(haversineKm(place.centroid, vendor) * 10) / 10 : null;
}

/** The assign view's vendors, ranked (docs/product/dispatch.md, docs/product/bookings.md#assign-view). */
export function createCandidateService(deps: ServiceDeps) {
  const { db, dialect, clock } = deps;

  function distanceUnknown(place: BookingPlace, row: RankableRow): string {
    if (!place.zip) return 'Distance unknown: the booking has no pincode';
    if (!place.centroid) return `Distance unknown: pincode ${place.zip} not found`;
    if (!row.pincode) return 'Distance unknown: the vendor has no pincode';
    return `Distance unknown: pincode ${row.pincode} not found`;
  }

  function toCandidate(
    row: RankableRow,
    serviceCatId: number,
    place: BookingPlace,
    now: Now,
    slot: SlotOf,
    distanceKm = distanceOf(place, row.pincode),
  ): CandidateVendor {
    const { ms: nowMs, iso: nowIso } = now;
    const facts = slot?.(row);
    const reason = candidateReason(row, serviceCatId, nowIso) ?? (facts ? slotReason(facts) : null);
    const ranking: RuleScore[] = [
      distanceRule(distanceKm, row.service_radius, distanceUnknown(place, row)),
      loadRule(row.open_assignments),
      ratingRule(row.rating_avg, row.review_count),
      facts
        ? slotHoursRule(row.service_start_time, row.service_end_time, facts.covers)
        : hoursRule(row.service_start_time, row.service_end_time, nowMs),
    ];
    const hard = hardRuleResults(row, serviceCatId, nowIso);
    if (facts) hard.push(conflictResult(facts));
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
      score: scoreOf(reason === null, ranking),
      reasons: [...hard, ...ranking.map((rule) => rule.result)],
      distance_km: distanceKm,
    };
  }

  /**
   * Best first: the vendors passing every hard rule by score (all of them read and ranked here), then the
   * others by name, paged in SQL. limit/offset run over that one order. For a booking with a slot the
   * slot's rules (hours covering it, no other open booking in it) are decided here on the vendors passing
   * the SQL rules; those failing them join the others (`moved`), which the SQL pages with them by name.
   */
  async function candidateVendors(
    bookingId: number,
    query: CandidateQuery,
  ): Promise<{ data: CandidateVendor[]; total?: number }> {
    const booking = await findDispatchBooking(db, bookingId);
    if (!booking) throw notFound(BookingMessages.notFound);
    const serviceCatId = booking.service_cat_id;
    const zip = parseCustomerAddress(booking.customer_address)?.zip?.trim() || null;
    const place: BookingPlace = { zip, centroid: centroidOf(zip) };
    const ms = clock();
    const now: Now = { ms, iso: new Date(ms).toISOString() };
    const filter = { serviceCatId, nowIso: now.iso, q: query.q || undefined };
    const paged = query.limit !== undefined;
    let limit = Math.min(query.limit ?? NO_LIMIT, NO_LIMIT);
    let offset = query.offset ?? 0;
    let total = 0;
    const data: CandidateVendor[] = [];

    const slotStart = booking.scheduled_start;
    let slot: SlotOf;
    let eligibleRows: RankableRow[] | undefined;
    const moved: number[] = [];
    if (slotStart) {
      const busy = await busyVendors(db, slotStart, { except: bookingId });
      const slotFacts = new Map<number, SlotFacts>();
      slot = (row) => {
        let facts = slotFacts.get(row.vendor_id);
        if (!facts) {
          facts = {
            covers: coversSlot(row.service_start_time, row.service_end_time, slotStart),
            busyWith: busy.get(row.vendor_id),
          };
          slotFacts.set(row.vendor_id, facts);
        }
        return facts;
      };
      const passing = await listEligibleCandidates(db, dialect, filter);
      eligibleRows = [];
      for (const row of passing) {
        if (slotReason(slot(row)) === null) eligibleRows.push(row);
        else moved.push(row.vendor_id);
      }
    }
    const ineligibleFilter = { ...filter, moved };

    let eligibleCount: number | undefined;
    if (query.eligible !== 0) {
      // Every eligible vendor is scored and sorted; only the page's rows get their reasons written.
      const ranked = (eligibleRows ?? (await listEligibleCandidates(db, dialect, filter)))
        .map((row): Ranked => {
          const distanceKm = distanceOf(place, row.pincode);
          const facts = {
            distanceKm,
            radiusKm: row.service_radius,
            openAssignments: row.open_assignments,
            ratingAverage: row.rating_avg,
            reviews: row.review_count,
            start: row.service_start_time,
            end: row.service_end_time,
            coversSlot: slot?.(row).covers,
          };
          return { row, distanceKm, score: quickScore(facts, now.ms) };
        })
        .sort(rankedOrder);
      eligibleCount = ranked.length;
      total += ranked.length;
      const page = ranked
        .slice(offset, offset + limit)
        .map((r) => toCandidate(r.row, serviceCatId, place, now, slot, r.distanceKm));
      data.push(...page);
      limit -= page.length;
      offset = Math.max(0, offset - ranked.length);
    }
    if (query.eligible !== 1) {
      let size: number | undefined;
      if (paged || offset > 0) {
        eligibleCount ??= eligibleRows?.length ?? (await countEligibleCandidates(db, dialect, filter));
        // The vendors passing the SQL rules less the eligible ones: `moved` are counted with the others.
        size = await countIneligibleCandidates(db, dialect, filter, eligibleCount);
      }
      total += size ?? 0;
      if (limit > 0 && (size === undefined || offset < size)) {
        const rows = await listIneligibleCandidates(db, dialect, ineligibleFilter, { limit, offset });
        data.push(...rows.map((row) => toCandidate(row, serviceCatId, place, now, slot)));
      }
    }
    return paged ? { data, total } : { data };
  }

  return { candidateVendors };
}
