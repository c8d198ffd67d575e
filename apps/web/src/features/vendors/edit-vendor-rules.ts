import { type EditVendorBody, endsAfterStart, type Vendor, vendorDetailsFields } from '@seva/contract';
import { z } from 'zod';
import { formSchema } from '@/lib/form-schema';
import { EditVendorTexts } from './messages';

export { EditVendorTexts } from './messages';

/** The Edit details form (docs/product/vendors.md#edit-details), under the contract's field names. */
export interface EditVendorValues {
  name_of_bussiness: string;
  bussiness_address: string;
  /** The Select's value: the category id as text. */
  service_cat_id: string | null;
  service_radius: number | string;
  service_start_time: string;
  service_end_time: string;
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The vendor app's rules (vendorDetailsFields) for the form's values; the hours compared as the server does. */
const editVendorFormSchema = z
  .object({
    name_of_bussiness: vendorDetailsFields.name_of_bussiness,
    bussiness_address: vendorDetailsFields.bussiness_address,
    service_cat_id: z.preprocess(
      (value) => (blankToUndefined(value) === undefined ? undefined : Number(value)),
      vendorDetailsFields.service_cat_id,
    ),
    service_radius: z.preprocess(blankToUndefined, vendorDetailsFields.service_radius),
    service_start_time: vendorDetailsFields.service_start_time,
    service_end_time: vendorDetailsFields.service_end_time,
  })
  .refine(endsAfterStart, { message: EditVendorTexts.endAfterStart, path: ['service_end_time'] });

const required = (label: string) => `${label} is required`;
const L = EditVendorTexts.labels;

export const validateEditVendor = formSchema<EditVendorValues>(editVendorFormSchema, {
  name_of_bussiness: {
    blank: required(L.name_of_bussiness),
    too_big: `${L.name_of_bussiness} must be at most 200 characters`,
  },
  bussiness_address: {
    blank: required(L.bussiness_address),
    too_big: `${L.bussiness_address} must be at most 200 characters`,
  },
  service_cat_id: { blank: EditVendorTexts.chooseCategory },
  service_radius: {
    blank: EditVendorTexts.radius,
    invalid_type: EditVendorTexts.radius,
    too_small: EditVendorTexts.radius,
    too_big: EditVendorTexts.radius,
  },
  service_start_time: { blank: EditVendorTexts.time },
  service_end_time: { blank: EditVendorTexts.time },
});

export function editVendorValues(vendor: Vendor): EditVendorValues {
  return {
    name_of_bussiness: vendor.name_of_bussiness ?? '',
    bussiness_address: vendor.bussiness_address ?? '',
    service_cat_id: vendor.service_cat_id === null ? null : String(vendor.service_cat_id),
    service_radius: vendor.service_radius ?? '',
    service_start_time: vendor.service_start_time ?? '',
    service_end_time: vendor.service_end_time ?? '',
  };
}

/** The PATCH body of checked values. */
export function editVendorBody(values: EditVendorValues): EditVendorBody {
  return {
    name_of_bussiness: values.name_of_bussiness.trim(),
    bussiness_address: values.bussiness_address.trim(),
    service_cat_id: Number(values.service_cat_id),
    service_radius: Number(values.service_radius),
    service_start_time: values.service_start_time,
    service_end_time: values.service_end_time,
  };
}
