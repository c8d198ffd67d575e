import { isMobileNumber, isPincode } from '@seva/contract';
import { z } from 'zod';
import { type FieldTexts, formSchema } from '@/lib/form-schema';

/** The static add-vendor form (docs/product/vendors.md#add-vendor): every field is required. */
export interface AddVendorValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  businessName: string;
  serviceCategory: string | null;
  subCategory: string;
  serviceProof: File | null;
  serviceName: string;
  serviceRadius: number | string;
  description: string;
  pincode: string;
  startTime: string;
  closingTime: string;
  photo: File | null;
}

export const ADD_VENDOR_INITIAL_VALUES: AddVendorValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  businessName: '',
  serviceCategory: null,
  subCategory: '',
  serviceProof: null,
  serviceName: '',
  serviceRadius: '',
  description: '',
  pincode: '',
  startTime: '',
  closingTime: '',
  photo: null,
};

/** The label of every field, used for the inputs and their 'is required' messages. */
export const ADD_VENDOR_LABELS: Record<keyof AddVendorValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile Number',
  businessName: 'Business Name',
  serviceCategory: 'Service Category',
  subCategory: 'Sub Category',
  serviceProof: 'Service Proof',
  serviceName: 'Service Name',
  serviceRadius: 'Service Radius (km)',
  description: 'Description',
  pincode: 'Pincode',
  startTime: 'Start Time',
  closingTime: 'Closing Time',
  photo: 'Photo',
};

export const requiredMessage = (field: keyof AddVendorValues) => `${ADD_VENDOR_LABELS[field]} is required`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const filled = z.string().trim().min(1);
const chosenFile = z.custom<File>((value) => value instanceof File);

/**
 * The form's checks; no API takes the form, so there is no body schema: the contract's phone and pincode
 * rules and the screen's own. Every blank field is reported as required before anything else (addVendorTexts).
 */
const addVendorSchema = z
  .object({
    firstName: filled,
    lastName: filled,
    email: filled.regex(EMAIL, 'Enter a valid email address'),
    mobile: filled.refine(isMobileNumber, 'Enter a 10-digit mobile number'),
    businessName: filled,
    serviceCategory: filled,
    subCategory: filled,
    serviceProof: chosenFile,
    serviceName: filled,
    serviceRadius: z
      .union([z.number(), filled])
      .refine((radius) => Number(radius) > 0, 'Service radius must be more than 0 km'),
    description: filled,
    pincode: filled.refine(isPincode, 'Enter a 6-digit pincode'),
    startTime: filled,
    closingTime: filled,
    photo: chosenFile.refine((file) => file.type.startsWith('image/'), 'The photo must be an image'),
  })
  .refine(
    (values) =>
      !values.startTime.trim() || !values.closingTime.trim() || values.closingTime > values.startTime,
    { path: ['closingTime'], message: 'Closing time must be after the start time', when: () => true },
  );

const addVendorTexts = Object.fromEntries(
  (Object.keys(ADD_VENDOR_LABELS) as (keyof AddVendorValues)[]).map((field) => [
    field,
    { blank: requiredMessage(field) },
  ]),
) as Record<keyof AddVendorValues, FieldTexts>;

/** Every field's first problem; blank fields are reported as required before anything else. */
export const validateAddVendor = formSchema<AddVendorValues>(addVendorSchema, addVendorTexts);
