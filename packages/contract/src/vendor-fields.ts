/**
 * The vendor lists' enumerations as plain constants, free of zod, so the web can import them without
 * the schemas (vendors.ts builds its schemas from these).
 */

/** Vendor List views (the screen's dropdown). */
export const vendorViews = ['all', 'subscribed', 'unsubscribed', 'trial'] as const;
export type VendorView = (typeof vendorViews)[number];

/** Approval and blocking states; each state list of the API is exactly one of them. */
export const vendorStates = ['approved', 'pending', 'rejected', 'blocked'] as const;
export type VendorState = (typeof vendorStates)[number];

/**
 * Fields a vendor list may be sorted by; `-field` sorts descending. Ties are broken by vendor_id; a
 * missing value sorts last either way. `is_approved` is the All Vendors Status (pending, rejected, then
 * approved), `renewal_date` and `provider_payment_id` are those of payment_details, `trial_days` orders by
 * the time left in the trial (docs/product/api.md#vendors).
 */
export const vendorSortFields = [
  'vendor_id',
  'vendor_name',
  'vendor_email',
  'vendor_mobile',
  'name_of_bussiness',
  'bussiness_category',
  'created_at',
  'approved_date',
  'rejected_date',
  'blocked_date',
  'subscription_name',
  'subscription_price',
  'subscription_start_date',
  'subscription_expiry_date',
  'payment_date',
  'subscription_id',
  'is_approved',
  'subscription_status',
  'renewal_date',
  'provider_payment_id',
  'trial_days',
] as const;
export type VendorSortField = (typeof vendorSortFields)[number];
export type VendorSort = VendorSortField | `-${VendorSortField}`;
