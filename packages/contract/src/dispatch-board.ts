import { z } from 'zod';
import { dataResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { kolkataDateSchema } from './slots';

/*
 * The day board (docs/product/dispatch-board.md): for one Asia/Kolkata day and one category (or all),
 * the vendors as rows with their jobs and the slots they could still take, and the day's unassigned
 * bookings as a queue. Assigning from it is the Booking Details assign call (PUT updateservicebooking).
 */

/** At most this many eligible vendors are rows (by name); vendors holding a job that day always are. */
export const DISPATCH_BOARD_VENDOR_CAP = 200;

/** GET /admin/data/dispatch-board?date=&service_cat_id= */
export const dispatchBoardQuerySchema = z.object({
  date: kolkataDateSchema.optional(),
  service_cat_id: z.coerce
    .number({ error: 'service_cat_id must be a positive integer id' })
    .int('service_cat_id must be a positive integer id')
    .min(1, 'service_cat_id must be a positive integer id')
    .max(MAX_DB_ID, 'service_cat_id must be a positive integer id')
    .optional(),
});
export type DispatchBoardQuery = z.input<typeof dispatchBoardQuerySchema>;

export const dispatchBoardSlotSchema = z.object({ start: z.string(), end: z.string() });

/** An assigned booking of the day in its vendor's row. */
export const dispatchBoardJobSchema = z.object({
  booking_id: z.number().int(),
  scheduled_start: z.string(),
  customer_name: z.string(),
  customer_city: z.string().nullable(),
  service_category_name: z.string().nullable(),
  /** Cancelled, Completed, Booked or Pending (docs/product/bookings.md#booking-status); never Cancelled here. */
  status: z.string(),
});
export type DispatchBoardJob = z.infer<typeof dispatchBoardJobSchema>;

export const dispatchBoardVendorSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  name_of_bussiness: z.string().nullable(),
  service_cat_id: z.number().int().nullable(),
  service_category_name: z.string().nullable(),
  service_start_time: z.string().nullable(),
  service_end_time: z.string().nullable(),
  /** The slot starts it could take: its hours cover the slot, no open job overlaps it, it passes the hard rules. */
  free_slots: z.array(z.string()),
  jobs: z.array(dispatchBoardJobSchema),
});
export type DispatchBoardVendor = z.infer<typeof dispatchBoardVendorSchema>;

/** An unassigned open booking of the day. */
export const dispatchBoardQueueItemSchema = z.object({
  booking_id: z.number().int(),
  scheduled_start: z.string(),
  customer_name: z.string(),
  customer_city: z.string().nullable(),
  service_cat_id: z.number().int(),
  service_category_name: z.string().nullable(),
  service_desc: z.string().nullable(),
  /** Its slot has started and it has no vendor yet (isLate). */
  late: z.boolean(),
});
export type DispatchBoardQueueItem = z.infer<typeof dispatchBoardQueueItemSchema>;

export const dispatchBoardSchema = z.object({
  date: z.string(),
  slots: z.array(dispatchBoardSlotSchema),
  vendors: z.array(dispatchBoardVendorSchema),
  /** True when more eligible vendors than DISPATCH_BOARD_VENDOR_CAP matched: the first ones by name are rows. */
  vendors_capped: z.boolean(),
  queue: z.array(dispatchBoardQueueItemSchema),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;

export const dispatchBoardResponseSchema = dataResponseSchema(dispatchBoardSchema);
