import { z } from 'zod';
import { endsAfterStart, SERVICE_END_AFTER_START, vendorDetailsFields } from './vendor-app';

/** The operating details an admin may edit (docs/product/vendors.md#edit-details), in the form's order. */
export const vendorEditFields = [
  'name_of_bussiness',
  'bussiness_address',
  'service_cat_id',
  'service_radius',
  'service_start_time',
  'service_end_time',
] as const;
export type VendorEditField = (typeof vendorEditFields)[number];

export const VendorEditMessages = {
  nothingToChange: `Send at least one of ${vendorEditFields.join(', ')}`,
  hoursTogether: 'Send service_start_time and service_end_time together',
  changedMeanwhile: 'This vendor was changed by someone else meanwhile. Reload it and try again.',
  edited: 'Vendor details saved',
} as const;

/**
 * PATCH /admin/data/vendors/{vendorId}: any of the operating details, each checked by the vendor app's
 * own rule (vendor-app.ts, vendorDetailsFields); the hours travel together so that the end is checked
 * against the start. A field the schema does not name is refused.
 */
export const editVendorBodySchema = z
  .strictObject({
    name_of_bussiness: vendorDetailsFields.name_of_bussiness.optional(),
    bussiness_address: vendorDetailsFields.bussiness_address.optional(),
    service_cat_id: vendorDetailsFields.service_cat_id.optional(),
    service_radius: vendorDetailsFields.service_radius.optional(),
    service_start_time: vendorDetailsFields.service_start_time.optional(),
    service_end_time: vendorDetailsFields.service_end_time.optional(),
  })
  .refine((body) => vendorEditFields.some((field) => body[field] !== undefined), {
    message: VendorEditMessages.nothingToChange,
  })
  .refine((body) => (body.service_start_time === undefined) === (body.service_end_time === undefined), {
    message: VendorEditMessages.hoursTogether,
    path: ['service_end_time'],
  })
  .refine(endsAfterStart, SERVICE_END_AFTER_START);
export type EditVendorBody = z.infer<typeof editVendorBodySchema>;
