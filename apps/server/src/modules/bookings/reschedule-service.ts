import { type Booking, BookingMessages, CustomerAppMessages, RescheduleMessages } from '@seva/contract';
import { isUniqueViolation } from '../../db/driver/constraint-errors';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import { type Actor, type AuditEntry, updateAudited } from '../audit/service';
import { tellBookingRescheduled } from './booking-messages';
import { candidateReason } from './eligibility';
import { toBooking } from './mapper';
import {
  findBookingState,
  findVendorContact,
  findVendorEligibility,
  rescheduleBookingIf,
} from './repository';
import { bookableSlot, busyVendors, coversSlot } from './slots';

/** A reschedule re-reads the booking this often when other changes keep landing between its read and write. */
const RESCHEDULE_ATTEMPTS = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The audit row's reason of a customer's own reschedule (the app sends none). */
export const CUSTOMER_RESCHEDULE_REASON = 'Rescheduled by the customer in the app';

export interface RescheduleRequest {
  scheduled_start: string;
  /** The admin's reason; a customer's reschedule has CUSTOMER_RESCHEDULE_REASON. */
  reason: string;
  /** The customer app: only the customer's own booking, and only until the cut-off before its slot. */
  customerId?: number;
}

/**
 * Rescheduling (docs/product/slots.md#rescheduling), by an admin or by the customer in the app: one
 * conditional update of the booking (optimistic on updated_at, as assign and cancel), its audit row
 * `booking.rescheduled` and the messages to the vendor and the customer, in one transaction. The vendor
 * keeps the job when it still passes the hard rules, its hours cover the new slot and it is free then
 * (re-checked by the update; the unique key bookings_vendor_slot_key refuses a concurrent claim, and then
 * the booking is unassigned instead); otherwise the booking goes back to Service Request.
 */
export function createRescheduleService(deps: ServiceDeps) {
  const { db, dialect, config, clock } = deps;

  async function reschedule(
    bookingId: number,
    request: RescheduleRequest,
    actor: Actor,
  ): Promise<{ booking: Booking; vendorKept: boolean }> {
    const { customerId } = request;
    const nowMs = clock();
    const start = bookableSlot(request.scheduled_start, nowMs, config.slots);
    // Set when the unique key refused keeping the vendor: the next attempt unassigns it.
    let release = false;
    for (let attempt = 1; ; attempt++) {
      const current = await findBookingState(db, bookingId);
      if (!current || (customerId !== undefined && current.customer_id !== customerId)) {
        throw notFound(
          customerId === undefined ? BookingMessages.notFound : CustomerAppMessages.bookingNotFound,
        );
      }
      if (current.is_cancelled) throw conflict(RescheduleMessages.cancelled);
      if (current.is_completed) throw conflict(RescheduleMessages.completed);
      const cutoffHours = config.slots.rescheduleCutoffHours;
      if (
        customerId !== undefined &&
        current.scheduled_start !== null &&
        nowMs > Date.parse(current.scheduled_start) - cutoffHours * HOUR_MS
      ) {
        throw unprocessable(RescheduleMessages.tooLate(cutoffHours));
      }
      if (current.scheduled_start !== null && Date.parse(current.scheduled_start) === Date.parse(start)) {
        throw conflict(RescheduleMessages.sameSlot);
      }

      const nowIso = new Date(clock()).toISOString();
      const vendor =
        current.vendor_id === null ? undefined : await findVendorEligibility(db, current.vendor_id);
      const fits =
        vendor !== undefined &&
        !release &&
        candidateReason(vendor, current.service_cat_id, nowIso) === null &&
        coversSlot(vendor.service_start_time, vendor.service_end_time, start) &&
        !(await busyVendors(db, start, { vendorIds: [vendor.vendor_id], except: bookingId })).has(
          vendor.vendor_id,
        );
      const keep = fits ? vendor : null;
      const contact = vendor ? await findVendorContact(db, vendor.vendor_id) : undefined;
      const now = stampAfter(current.updated_at);
      const entry: AuditEntry = {
        ...actor,
        action: 'booking.rescheduled',
        entity: 'booking',
        entityId: bookingId,
        before: {
          scheduled_start: current.scheduled_start,
          vendor_id: current.vendor_id,
          vendor_name: vendor?.vendor_name ?? null,
        },
        after: {
          scheduled_start: start,
          vendor_id: keep ? keep.vendor_id : null,
          vendor_name: keep ? keep.vendor_name : null,
          reason: request.reason,
          ...(vendor && !keep ? { vendor_released: RescheduleMessages.vendorReleased } : {}),
        },
      };
      let won: Awaited<ReturnType<typeof write>>;
      const write = () =>
        db.transaction().execute(async (trx) => {
          const row = await updateAudited(
            trx,
            dialect,
            (q) => rescheduleBookingIf(q, { bookingId, start, read: current, keep, customerId, now, nowIso }),
            entry,
          );
          if (row) {
            await tellBookingRescheduled(config, trx, row, {
              kept: keep ? contact : undefined,
              released: keep ? undefined : contact,
              actor,
            });
          }
          return row;
        });
      try {
        won = await write();
      } catch (error) {
        // Another booking claimed the vendor's new slot between our read and write: unassign instead.
        if (!keep || !isUniqueViolation(error)) throw error;
        release = true;
        continue;
      }
      if (won) {
        // The booking's slot (and maybe its vendor) changed: told as a reschedule, so the lists, the
        // board and the booking's timeline refresh (docs/product/partner-api.md#live-events).
        deps.events.emit('booking.rescheduled', bookingId);
        return { booking: toBooking(won), vendorKept: keep !== null };
      }
      // The booking changed between the read and the write: decide again on what it is now.
      if (attempt >= RESCHEDULE_ATTEMPTS) throw conflict(BookingMessages.changedMeanwhile);
    }
  }

  return { reschedule };
}

export type RescheduleService = ReturnType<typeof createRescheduleService>;
