/**
 * The sort fields of the paged lists as plain constants, free of zod, so that the web can keep a list's
 * sort in its URL without the schemas (docs/guiding-principles.md, "page and search a list"); each list's
 * query schema builds its `sort` from these (list-sort.ts). `-field` sorts descending, ties are broken by
 * the list's id in the same direction, and a row without the value sorts last either way
 * (docs/product/api.md#lists). The vendor lists' are in vendor-fields.ts.
 */

/**
 * Booking Details (default `-booking_id`, newest first). `status` is the booking status in the order a
 * booking moves: Pending, Booked, Completed, then Cancelled (rules/booking-status.ts). `scheduled_start`
 * is the booking's slot (soonest first), `customer_city` its customer's city; both null for some bookings
 * (last either way).
 */
export const bookingSortFields = [
  'booking_id',
  'customer_name',
  'service_category_name',
  'service_price',
  'created_at',
  'assigned_at',
  'status',
  'scheduled_start',
  'customer_city',
] as const;
export type BookingSortField = (typeof bookingSortFields)[number];

/** User Details (default `customer_id`, in the order customers joined). */
export const customerSortFields = ['customer_id', 'customer_name', 'created_at'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

/** User Payment Details (default `-payment_date`, newest first). */
export const customerPaymentSortFields = [
  'payment_date',
  'payment_id',
  'payment_amount',
  'customer_name',
  'service_category_name',
] as const;
export type CustomerPaymentSortField = (typeof customerPaymentSortFields)[number];

/**
 * Vendor Payments (default `-payment_date`, newest first); `renewal_date`, `plan_name` and `price` are
 * those of payment_details.
 */
export const vendorPaymentSortFields = [
  'payment_date',
  'payment_id',
  'vendor_name',
  'price',
  'renewal_date',
  'plan_name',
] as const;
export type VendorPaymentSortField = (typeof vendorPaymentSortFields)[number];

/** The audit trail (default `-id`, newest first): `id` is the order in which the entries were written. */
export const auditSortFields = ['id'] as const;
export type AuditSortField = (typeof auditSortFields)[number];

/** Deliveries (default `-id`, newest first): `id` is the order in which they were enqueued. */
export const outboxSortFields = ['id'] as const;
export type OutboxSortField = (typeof outboxSortFields)[number];

/** Refunds (default `-refund_id`, newest first). */
export const refundSortFields = ['refund_id', 'created_at', 'amount'] as const;
export type RefundSortField = (typeof refundSortFields)[number];

/** Invoices and credit notes (default `-invoice_id`, newest first). */
export const invoiceSortFields = ['invoice_id', 'invoice_date', 'total'] as const;
export type InvoiceSortField = (typeof invoiceSortFields)[number];
