import { z } from 'zod';
import { dataResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { kolkataDayStartMs } from './rules/india-time';

/*
 * Slots (docs/product/slots.md): what the customer app offers and a booking's `scheduled_start` must be.
 * The rules themselves are in rules/slots.ts.
 */

/** An ISO-8601 instant with its zone; the server then checks it is a slot it offers. */
export const scheduledStartSchema = z.iso.datetime({
  offset: true,
  error: 'scheduled_start must be an ISO-8601 date and time with its zone, the start of a slot',
});

/** An Asia/Kolkata day, `YYYY-MM-DD`. */
export const kolkataDateSchema = z
  .string({ error: 'date must be a day as YYYY-MM-DD' })
  .refine((day) => kolkataDayStartMs(day) !== undefined, { message: 'date must be a day as YYYY-MM-DD' });

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

export const SlotMessages = {
  notASlot: 'scheduled_start is not the start of a booking slot. Pick one of the slots offered.',
  past: 'This slot has already started. Pick a later slot.',
  beyondHorizon: (days: number) => `Bookings can be made at most ${days} days ahead. Pick an earlier slot.`,
  unavailable: 'No vendor near you is free in this slot. Pick another slot.',
  notScheduled: 'Not scheduled',
} as const;
