import { z } from 'zod';
import { listQuerySchema, pagedResponseSchema } from './envelope';

/** A complaint made by a vendor (docs/product/data-and-security.md#complaints), plus the vendor's id. */
export const vendorComplaintSchema = z.object({
  vend_comp_id: z.number().int(),
  vendor_id: z.number().int(),
  vend_comp_desc: z.string(),
  /** ISO-8601 UTC. */
  vend_comp_date: z.string(),
  vendor_name: z.string(),
  vendor_email: z.string().nullable(),
  vendor_mobile: z.string().nullable(),
});
export type VendorComplaint = z.infer<typeof vendorComplaintSchema>;

/** A complaint made by a customer (docs/product/data-and-security.md#complaints), plus the customer's id. */
export const customerComplaintSchema = z.object({
  cust_comp_id: z.number().int(),
  customer_id: z.number().int(),
  cust_comp_desc: z.string(),
  /** ISO-8601 UTC. */
  cust_comp_date: z.string(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type CustomerComplaint = z.infer<typeof customerComplaintSchema>;

/**
 * GET /admin/data/getvendorscomplaints and /admin/data/getCUSTOMERCOMPLAINTS: `q` is a case-insensitive
 * contains on vendor_name (resp. customer_name); `limit` 1–1000 and `offset` page; newest complaint
 * first (date, then id). Without `limit` every match is returned.
 */
export const complaintListQuerySchema = listQuerySchema.omit({ sort: true });
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

/** `{ success, data, total }`: `total` (all matches, ignoring limit/offset) is always present. */
export const vendorComplaintListResponseSchema = pagedResponseSchema(vendorComplaintSchema);
export type VendorComplaintListResponse = z.infer<typeof vendorComplaintListResponseSchema>;
export const customerComplaintListResponseSchema = pagedResponseSchema(customerComplaintSchema);
export type CustomerComplaintListResponse = z.infer<typeof customerComplaintListResponseSchema>;
