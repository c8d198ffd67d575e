import {
  addKolkataDays,
  DISPATCH_BOARD_VENDOR_CAP,
  type DispatchBoard,
  kolkataDayOf,
  kolkataDayStartMs,
  SLOT_MS,
  slotsOfDate,
} from '@seva/contract';
import type { ServiceDeps } from '../../../lib/service-deps';
import { candidateReason } from '../eligibility';
import { coversSlot } from '../slots';
import { toBoardJob, toBoardVendor, toQueueItem } from './mapper';
import {
  type BoardVendorRow,
  categoryNames,
  type DayBookingRow,
  listDayBookings,
  listEligibleVendors,
  listVendorDayBookings,
  listVendorsByIds,
} from './repository';

/** Whether the booking starting at `jobStart` overlaps the slot starting at `slotStart` (both ISO-8601). */
function overlaps(jobStart: string, slotStart: string): boolean {
  const job = Date.parse(jobStart);
  const slot = Date.parse(slotStart);
  return job > slot - SLOT_MS && job < slot + SLOT_MS;
}

const byName = (a: BoardVendorRow, b: BoardVendorRow) =>
  (a.vendor_name < b.vendor_name ? -1 : a.vendor_name > b.vendor_name ? 1 : 0) || a.vendor_id - b.vendor_id;

/** The day board (docs/product/dispatch-board.md). */
export function createDispatchBoardService(deps: ServiceDeps) {
  const { db, config, clock } = deps;

  async function board(query: { date?: string; service_cat_id?: number }): Promise<DispatchBoard> {
    const nowMs = clock();
    const nowIso = new Date(nowMs).toISOString();
    const date = query.date ?? kolkataDayOf(nowMs);
    const category = query.service_cat_id;
    const from = kolkataDayStartMs(date) as number;
    const to = kolkataDayStartMs(addKolkataDays(date, 1)) as number;
    const day = { fromIso: new Date(from).toISOString(), toIso: new Date(to).toISOString() };
    const slots = slotsOfDate(date, config.slots);

    const dayBookings = await listDayBookings(db, day, category);
    const queueRows = dayBookings.filter((b) => b.vendor_id === null && !b.is_completed);
    const jobVendorIds = new Set<number>();
    for (const b of dayBookings) if (b.vendor_id !== null) jobVendorIds.add(b.vendor_id);

    // One category: its eligible vendors. All: the eligible vendors of the categories the queue needs.
    const wanted = category !== undefined ? [category] : [...new Set(queueRows.map((b) => b.service_cat_id))];
    const eligible = await listEligibleVendors(db, wanted, nowIso, DISPATCH_BOARD_VENDOR_CAP + 1);
    const vendorsCapped = eligible.length > DISPATCH_BOARD_VENDOR_CAP;
    const rows = new Map<number, BoardVendorRow>();
    for (const v of eligible.slice(0, DISPATCH_BOARD_VENDOR_CAP)) rows.set(v.vendor_id, v);
    const missing = [...jobVendorIds].filter((id) => !rows.has(id));
    for (const v of await listVendorsByIds(db, missing)) rows.set(v.vendor_id, v);
    const vendors = [...rows.values()].sort(byName);

    const jobsOf = new Map<number, DayBookingRow[]>();
    for (const job of await listVendorDayBookings(db, day, [...rows.keys()])) {
      const list = jobsOf.get(job.vendor_id as number) ?? [];
      list.push(job);
      jobsOf.set(job.vendor_id as number, list);
    }
    const names = await categoryNames(db, [
      ...new Set(vendors.flatMap((v) => (v.service_cat_id === null ? [] : [v.service_cat_id]))),
    ]);

    return {
      date,
      slots,
      vendors: vendors.map((v) => {
        const jobs = jobsOf.get(v.vendor_id) ?? [];
        const trade = category ?? v.service_cat_id;
        const eligibleNow = trade !== null && candidateReason(v, trade, nowIso) === null;
        const free = eligibleNow
          ? slots
              .filter((slot) => coversSlot(v.service_start_time, v.service_end_time, slot.start))
              .filter(
                (slot) =>
                  !jobs.some((j) => !j.is_completed && overlaps(j.scheduled_start as string, slot.start)),
              )
              .map((slot) => slot.start)
          : [];
        const name = v.service_cat_id === null ? null : (names.get(v.service_cat_id) ?? null);
        return toBoardVendor(v, name, free, jobs.map(toBoardJob));
      }),
      vendors_capped: vendorsCapped,
      queue: queueRows.map((row) => toQueueItem(row, nowMs)),
    };
  }

  return { board };
}
