import { SLOT_MS, type Slot, type SlotAvailability, slotProblem, slotsOfDate } from '@seva/contract';
import type { ServiceDeps } from '../../lib/service-deps';
import { parseCustomerAddress } from '../customers/service';
import { centroidOf, haversineKm } from './candidates/pincodes';
import { distancePoints } from './candidates/ranking';
import {
  findServiceCategory,
  listOpenJobsStartingBetween,
  listSlotVendors,
} from './slot-availability-repository';
import { coversSlot, slotRulesOf } from './slots';

/*
 * Which slots the customer app offers (docs/product/slots.md#customer-app). A slot is available when it
 * is bookable now (not started, within BOOKING_DAYS_AHEAD) and some vendor that dispatch could send is
 * free then: a vendor passing the hard rules for the sub-service's trade (docs/product/dispatch.md#hard-rules),
 * near the customer (the great-circle distance from the customer's pincode centroid to the vendor's within
 * its service_radius, as the ranking's distance rule counts it, candidates/ranking.ts), whose service hours
 * cover the slot (coversSlot) and who holds no open job overlapping it (as busyVendors counts, slots.ts).
 * When the customer's pincode is unknown (no address or zip, or a pincode the centroid file lacks), every
 * such vendor counts, wherever it is. A day costs three statements, however many slots and vendors.
 */

/** What availability reads of the customer: the stored address JSON (its zip is the pincode). */
export interface SlotCustomer {
  customer_address: string | null;
}

/** Kilometres to one decimal, as the assign view shows them (candidates/service.ts). */
const roundKm = (km: number) => Math.round(km * 10) / 10;

export function createSlotAvailability(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  const rules = slotRulesOf(config.slots);

  /**
   * Each of `slots` with whether it is available for a booking of sub-service `serviceId` by `customer`;
   * undefined when the sub-service does not exist.
   */
  async function availabilityOf(
    serviceId: number,
    customer: SlotCustomer,
    slots: readonly Slot[],
  ): Promise<SlotAvailability[] | undefined> {
    const service = await findServiceCategory(db, serviceId);
    if (!service) return undefined;
    const nowMs = clock();
    const bookable = slots.filter((slot) => slotProblem(slot.start, nowMs, rules) === null);
    if (bookable.length === 0) return slots.map((slot) => ({ ...slot, available: false }));

    const zip = parseCustomerAddress(customer.customer_address)?.zip?.trim() || null;
    const home = centroidOf(zip);
    const eligible = await listSlotVendors(db, {
      serviceCatId: service.service_cat_id,
      nowIso: new Date(nowMs).toISOString(),
    });
    const near = home
      ? eligible.filter((vendor) => {
          const place = centroidOf(vendor.pincode);
          return (
            place !== undefined &&
            distancePoints(roundKm(haversineKm(home, place)), vendor.service_radius) > 0
          );
        })
      : eligible;

    // A job starting within two hours either side of a slot's start overlaps it.
    const starts = bookable.map((slot) => Date.parse(slot.start));
    const jobs =
      near.length === 0
        ? []
        : await listOpenJobsStartingBetween(
            db,
            new Date(Math.min(...starts) - SLOT_MS).toISOString(),
            new Date(Math.max(...starts) + SLOT_MS).toISOString(),
          );
    const jobStartsOf = new Map<number, number[]>();
    for (const job of jobs) {
      if (job.vendor_id === null || job.scheduled_start === null) continue;
      const list = jobStartsOf.get(job.vendor_id) ?? [];
      list.push(Date.parse(job.scheduled_start));
      jobStartsOf.set(job.vendor_id, list);
    }
    const isFree = (vendorId: number, startMs: number) =>
      !(jobStartsOf.get(vendorId) ?? []).some((jobStart) => Math.abs(jobStart - startMs) < SLOT_MS);

    const open = new Set(bookable.map((slot) => slot.start));
    return slots.map((slot) => {
      const startMs = Date.parse(slot.start);
      const available =
        open.has(slot.start) &&
        near.some(
          (vendor) =>
            coversSlot(vendor.service_start_time, vendor.service_end_time, slot.start) &&
            isFree(vendor.vendor_id, startMs),
        );
      return { ...slot, available };
    });
  }

  /** GET /customer/me/slots: the slots of India day `date` (`YYYY-MM-DD`); undefined for an unknown sub-service. */
  function slotsOfDay(serviceId: number, customer: SlotCustomer, date: string) {
    return availabilityOf(serviceId, customer, slotsOfDate(date, rules));
  }

  /**
   * Whether the slot starting at `start` (canonical ISO form, already a bookable slot) is available;
   * undefined for an unknown sub-service.
   */
  async function isSlotAvailable(
    serviceId: number,
    customer: SlotCustomer,
    start: string,
  ): Promise<boolean | undefined> {
    const end = new Date(Date.parse(start) + SLOT_MS).toISOString();
    const answer = await availabilityOf(serviceId, customer, [{ start, end }]);
    return answer?.[0]?.available;
  }

  return { slotsOfDay, isSlotAvailable };
}

export type SlotAvailabilityService = ReturnType<typeof createSlotAvailability>;
