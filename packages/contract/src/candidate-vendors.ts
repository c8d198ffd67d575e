import { z } from 'zod';
import { listQuerySchema, pagedResponseSchema } from './envelope';

/*
 * Assign view: GET /admin/data/bookings/{bookingId}/candidate-vendors (an addition, docs/product/api.md#paths).
 * The path's bookingId is bookingIdParamsSchema (bookings.ts).
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const text = z.string().nullable();

/** Why a vendor cannot take a booking, whatever the booking's slot; null when it can. Checked in this order. */
export const candidateReasons = [
  'Blocked',
  'Rejected',
  'Not approved',
  'Different service category',
  'No active subscription',
] as const;
export type FixedCandidateReason = (typeof candidateReasons)[number];

/** A booking with a slot: the vendor's service hours do not cover it (docs/product/dispatch.md#hard-rules). */
export const OUTSIDE_SLOT_HOURS = 'Outside service hours for the slot';
/** A booking with a slot: the vendor holds open booking `bookingId` overlapping it. */
export const busyInSlotReason = (bookingId: number) =>
  `Busy with booking #${bookingId} in this slot` as const;

/** The first hard rule a vendor fails: a fixed reason, the slot's hours, or the booking it is busy with. */
export type CandidateReason =
  | FixedCandidateReason
  | typeof OUTSIDE_SLOT_HOURS
  | ReturnType<typeof busyInSlotReason>;

const BUSY_REASON = /^Busy with booking #\d+ in this slot$/;
const candidateReasonSchema = z.union([
  z.enum(candidateReasons),
  z.literal(OUTSIDE_SLOT_HOURS),
  z.string().regex(BUSY_REASON),
]);

/**
 * The rules a candidate is ranked by (docs/product/dispatch.md). Hard rules: a vendor failing one
 * scores 0 and is listed after every vendor that passes them all. The others weigh in the score.
 */
export const candidateHardRules = [
  'category',
  'approved',
  'not_blocked',
  'not_rejected',
  'subscription',
  // Only for a booking with a slot: the vendor holds no other open booking overlapping it.
  'conflict',
] as const;
export const candidateRankingRules = ['distance', 'load', 'rating', 'hours'] as const;
export const candidateRuleCodes = [...candidateHardRules, ...candidateRankingRules] as const;
export type CandidateRuleCode = (typeof candidateRuleCodes)[number];

/** One rule's verdict on one vendor: `text` says it in words ("3.2 km away, inside its 10 km radius"). */
export const candidateRuleResultSchema = z.object({
  code: z.enum(candidateRuleCodes),
  ok: z.boolean(),
  text: z.string(),
});
export type CandidateRuleResult = z.infer<typeof candidateRuleResultSchema>;

/** A vendor row of the assign view (docs/product/bookings.md#assign-view: name, business, category, mobile, start - end). */
export const candidateVendorSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  name_of_bussiness: text,
  bussiness_category: text,
  vendor_mobile: z.string(),
  service_cat_id: z.number().int().nullable(),
  /** 'HH:MM' */
  service_start_time: text,
  service_end_time: text,
  /** Passes every hard rule: it can be assigned. */
  eligible: z.boolean(),
  /**
   * The first hard rule it fails, in candidateReasons order, then (a booking with a slot) the slot's hours
   * (`Outside service hours for the slot`) and another open booking in the slot (`Busy with booking #123
   * in this slot`); null when eligible.
   */
  reason: candidateReasonSchema.nullable(),
  /** 0–100, higher is a better fit; 0 when a hard rule fails. */
  score: z.number().int().min(0).max(100),
  /** Every rule's verdict: the hard rules first, then the ranking ones. */
  reasons: z.array(candidateRuleResultSchema),
  /** Kilometres between the booking's and the vendor's pincodes; null when either is unknown. */
  distance_km: z.number().nullable(),
});
export type CandidateVendor = z.infer<typeof candidateVendorSchema>;

/**
 * ?q=&limit=&offset=&eligible= — best first: eligible vendors by score (then vendor_name, vendor_id), then the others.
 * q: case-insensitive substring of vendor_name, name_of_bussiness, vendor_email, vendor_mobile or
 * bussiness_category (a phone number as typed matches vendor_mobile on its digits, phoneSearchDigits). eligible=1 lists only the ones that fit. 404 unknown booking.
 */
export const candidateVendorQuerySchema = listQuerySchema.omit({ sort: true, format: true }).extend({
  eligible: z.enum(['0', '1'], { error: 'eligible must be 0 or 1' }).transform(Number).pipe(flag).optional(),
});
export type CandidateVendorQuery = z.input<typeof candidateVendorQuerySchema>;

/** `{ success: true, data: CandidateVendor[], total? }` — total is present when limit is given. */
export const candidateVendorListResponseSchema = pagedResponseSchema(candidateVendorSchema);
export type CandidateVendorListResponse = z.infer<typeof candidateVendorListResponseSchema>;
