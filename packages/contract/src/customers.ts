import { z } from 'zod';
import { listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { customerSortFields } from './list-sort-fields';

/*
 * Customers: GET /admin/data/getcustomers. Every path is under /api/v1/admin/data
 * (docs/product/api.md#customers-bookings-and-payments).
 */

const text = z.string().nullable();

/** customer_address of docs/product/data-and-security.md#customer; a key missing from the stored JSON is null. */
export const customerAddressSchema = z.object({
  street: text,
  city: text,
  state: text,
  zip: text,
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** A customer (docs/product/customers-and-payments.md#user-details: Name, Mobile Number, Country, Gender, Address, Email). */
export const customerSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  mobile: z.string(),
  customer_email: text,
  customer_country: text,
  gender: text,
  customer_address: customerAddressSchema.nullable(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET getcustomers?q=&limit=&offset=&sort= — q: case-insensitive substring of customer_name or mobile
 * (a phone number as typed matches mobile on its digits, phoneSearchDigits). */
export const customerListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(customerSortFields).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** `{ success: true, data: Customer[], total? }` — total is present when limit is given. */
export const customerListResponseSchema = pagedResponseSchema(customerSchema);
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;
