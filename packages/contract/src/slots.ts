import { z } from 'zod';
import { dataResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { kolkataDayStartMs } from './rules/india-time';
import type { SlotRules } from './rules/slots';
import { safeText } from './safe-text';

/*
 * Slots (docs/product/slots.md): what the customer app offers and a booking's `scheduled_start` must be.
 * The rules themselves are in rules/slots.ts.
 */

const SCHEDULED_START_MESSAGE =
  'scheduled_start must be an ISO-8601 date and time with its zone, the start of a slot';
/** `2026-12-03T02:30:00.000Z`, `2026-12-03T08:00+05:30`: a date, a time and a zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A real calendar day and time of day (Date.parse would take 30 February as 2 March). */
function isRealInstant(value: string): boolean {
  const [year, month, day, hour, minute, second = 0] = (value.match(/\d+/g) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    (hour ?? 24) < 24 &&
    (minute ?? 60) < 60 &&
    second < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}

/** An ISO-8601 instant with its zone; the server then checks it is a slot it offers. */
export const scheduledStartSchema = safeText({ error: SCHEDULED_START_MESSAGE, max: 40 })
  .regex(INSTANT, SCHEDULED_START_MESSAGE)
  .refine(isRealInstant, { message: SCHEDULED_START_MESSAGE });

/** An Asia/Kolkata day, `YYYY-MM-DD`, as the parameter `name`: refused with `{name} must be a day as YYYY-MM-DD`. */
export function kolkataDaySchema(name: string) {
  const message = `${name} must be a day as YYYY-MM-DD`;
  return safeText({ error: message, max: 10 })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => kolkataDayStartMs(day) !== undefined, { message });
}

/** The `date` of a day's slots or board. */
export const kolkataDateSchema = kolkataDaySchema('date');

/** One two-hour slot; `available` false when it has started, is beyond the horizon, or no eligible vendor near the customer is free. */
export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  available: z.boolean(),
});
export type SlotAvailability = z.infer<typeof slotSchema>;

/** GET /customer/me/slots?service_id=&date= */
export const slotListQuerySchema = z.object({
  service_id: z.coerce
    .number({ error: 'service_id must be a positive integer id' })
    .int('service_id must be a positive integer id')
    .min(1, 'service_id must be a positive integer id')
    .max(MAX_DB_ID, 'service_id must be a positive integer id'),
  date: kolkataDateSchema,
});
export type SlotListQuery = z.input<typeof slotListQuerySchema>;

export const slotListResponseSchema = dataResponseSchema(z.array(slotSchema));

/**
 * GET /admin/settings/slots: the server's slot settings (docs/product/slots.md#the-web-app), so the web app
 * offers the slots the server takes: SLOT_FIRST_HOUR, SLOT_LAST_HOUR, BOOKING_DAYS_AHEAD and
 * RESCHEDULE_CUTOFF_HOURS.
 */
export const slotSettingsSchema = z.object({
  first_hour: z.number().int(),
  last_hour: z.number().int(),
  days_ahead: z.number().int(),
  reschedule_cutoff_hours: z.number(),
});
export type SlotSettings = z.infer<typeof slotSettingsSchema>;

export const slotSettingsResponseSchema = dataResponseSchema(slotSettingsSchema);
export type SlotSettingsResponse = z.infer<typeof slotSettingsResponseSchema>;

/** The rules of rules/slots.ts the settings give. */
export function slotRulesOfSettings(settings: SlotSettings): SlotRules {
  return { firstHour: settings.first_hour, lastHour: settings.last_hour, daysAhead: settings.days_ahead };
}

export const SlotMessages = {
  notASlot: 'scheduled_start is not the start of a booking slot. Pick one of the slots offered.',
  past: 'This slot has already started. Pick a later slot.',
  beyondHorizon: (days: number) => `Bookings can be made at most ${days} days ahead. Pick an earlier slot.`,
  unavailable: 'No vendor near you is free in this slot. Pick another slot.',
  notScheduled: 'Not scheduled',
} as const;
