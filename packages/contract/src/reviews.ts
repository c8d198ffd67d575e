import { z } from 'zod';
import { dataResponseSchema } from './envelope';

/* Reviews: GET /admin/data/getReviewsByVendorId/{vendorId} (Cache-Control: no-store). */

const text = z.string().nullable();

export const reviewSchema = z.object({
  booking_id: z.number().int(),
  vendor_id: z.number().int(),
  review_id: z.number().int(),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  review_text: text,
});
export type Review = z.infer<typeof reviewSchema>;

/** `{ success: true, data: Review[] }`, newest first; 404 `Vendor not found` for an unknown vendor. */
export const reviewListResponseSchema = dataResponseSchema(z.array(reviewSchema));
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
