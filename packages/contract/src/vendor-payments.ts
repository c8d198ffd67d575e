import { z } from 'zod';
import { listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { vendorPaymentSortFields } from './list-sort-fields';

/*
 * Vendor payments (vendors' subscription payments): GET /admin/data/getvendorpaymentdetails. Every path
 * is under /api/v1/admin/data (docs/product/api.md#customers-bookings-and-payments). Money is a number of rupees exact to the paisa (ADR 003).
 */

const text = z.string().nullable();

export const vendorPaymentInfoSchema = z.object({
  provider_payment_id: z.string(),
  provider_signature: text,
  renewal_date: text,
  plan_name: z.string(),
  /** Rupees, exact to the paisa. */
  price: z.number(),
});
export type VendorPaymentInfo = z.infer<typeof vendorPaymentInfoSchema>;

/** A vendor's subscription payment (docs/product/data-and-security.md#vendor-payment). */
export const vendorPaymentSchema = z.object({
  payment_id: z.number().int(),
  subscription_id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  vendor_email: text,
  name_of_bussiness: text,
  /** ISO-8601 UTC. */
  payment_date: z.string(),
  payment_details: vendorPaymentInfoSchema,
});
export type VendorPayment = z.infer<typeof vendorPaymentSchema>;

/** GET getvendorpaymentdetails?q=&limit=&offset=&sort= — q: case-insensitive substring of vendor_name. */
export const vendorPaymentListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(vendorPaymentSortFields).optional(),
});
export type VendorPaymentListQuery = z.input<typeof vendorPaymentListQuerySchema>;

/** `{ success: true, data: VendorPayment[], total? }` — total is present when limit is given. */
export const vendorPaymentListResponseSchema = pagedResponseSchema(vendorPaymentSchema);
export type VendorPaymentListResponse = z.infer<typeof vendorPaymentListResponseSchema>;
