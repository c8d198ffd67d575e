import { z } from 'zod';
import { customerAddressSchema } from './customers';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { customerPaymentSortFields } from './list-sort-fields';
import { PAYMENT_REFUND_STATUSES } from './refunds';
import { idParamSchema } from './vendors';

/*
 * Customer payments: GET /admin/data/allpaymentdetails and GET /admin/data/paymentdetails/{id}. Every path is under /api/v1/admin/data (docs/product/api.md#customers-bookings-and-payments).
 * Money is a number of rupees exact to the paisa (ADR 003): 1299.5 means ₹1,299.50.
 */

const text = z.string().nullable();

/** A customer payment with every field of docs/product/data-and-security.md#customer-payment. */
export const customerPaymentSchema = z.object({
  payment_id: z.number().int(),
  booking_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  mobile: text,
  customer_country: text,
  gender: text,
  customer_address: customerAddressSchema.nullable(),
  customer_email: text,
  vendor_id: z.number().int().nullable(),
  service_cat_id: z.number().int().nullable(),
  service_category_name: text,
  service_desc: text,
  /** Rupees, exact to the paisa. */
  service_price: z.number().nullable(),
  service_category_url: text,
  /** Rupees, exact to the paisa. */
  payment_amount: z.number(),
  /** ISO-8601 UTC. */
  payment_date: z.string(),
  payment_ref_no: z.string(),
  /** Rupees refunded so far: the sum of the payment's `processed` refunds (docs/product/refunds.md). */
  refunded_amount: z.number(),
  /** Rupees that may still be refunded: payment_amount − processed − pending and requested refunds. */
  refundable_amount: z.number(),
  /** `none`, `partial`, `full` or `pending` (a refund on its way); PAYMENT_REFUND_STATUSES. */
  refund_status: z.enum(PAYMENT_REFUND_STATUSES),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

/** GET allpaymentdetails?q=&limit=&offset=&sort= — q: case-insensitive substring of customer_name. */
export const customerPaymentListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(customerPaymentSortFields).optional(),
});
export type CustomerPaymentListQuery = z.input<typeof customerPaymentListQuerySchema>;

/** `{ success: true, data: CustomerPayment[], total? }` — total is present when limit is given. */
export const customerPaymentListResponseSchema = pagedResponseSchema(customerPaymentSchema);
export type CustomerPaymentListResponse = z.infer<typeof customerPaymentListResponseSchema>;

/** GET paymentdetails/{id}: id is a customer_id. 404 `Customer not found` when it does not exist. */
export const customerIdParamsSchema = z.object({ id: idParamSchema });

/** `{ success: true, data: CustomerPayment[] }` (newest first, never paged). */
export const customerPaymentsResponseSchema = dataResponseSchema(z.array(customerPaymentSchema));
export type CustomerPaymentsResponse = z.infer<typeof customerPaymentsResponseSchema>;
