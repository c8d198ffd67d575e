import { addKolkataDays, kolkataDayOf, SLOT_MS } from '@seva/contract';
import type { Random } from './random';

/*
 * How the simulated people treat slots (docs/product/slots.md): customers book one the customer app offers
 * (GET /customer/me/slots) and now and then move it (POST /customer/me/bookings/{id}/reschedule); vendors
 * complete a job only once its slot has ended.
 */

/** The India days a customer looks at for a slot, in order: today and the next `ahead` days. */
export function daysToLookAt(nowMs: number, ahead: number): string[] {
  const today = kolkataDayOf(nowMs);
  return Array.from({ length: ahead + 1 }, (_, i) => addKolkataDays(today, i));
}

/** One of the available slots' starts (the earlier ones more likely, as people book soon), or undefined. */
export function pickSlot(
  random: Random,
  slots: readonly { start: string; available: boolean }[],
  except?: string | null,
): string | undefined {
  const open = slots.filter((slot) => slot.available && slot.start !== except);
  if (open.length === 0) return undefined;
  // Squaring a uniform draw leans towards the first slots.
  return open[Math.floor(random.next() ** 2 * open.length)]!.start;
}

/** Whether a vendor may complete the job: its slot has ended (a job made before slots: at any time). */
export function slotHasEnded(scheduledStart: string | null | undefined, nowMs: number): boolean {
  if (!scheduledStart) return true;
  return Date.parse(scheduledStart) + SLOT_MS <= nowMs;
}

/** What a reschedule's answer means to the simulated customer. */
export type RescheduleOutcome = 'moved' | 'refused';

/**
 * 200 moved it; 404 (the endpoint or the booking is not there), 409 (the booking's state) and 422 (the
 * slot, or too close to the old one) are refusals a real customer meets: logged, not failures. Anything
 * else is a failure (undefined).
 */
export function rescheduleOutcome(status: number): RescheduleOutcome | undefined {
  if (status === 200) return 'moved';
  if (status === 404 || status === 409 || status === 422) return 'refused';
  return undefined;
}
