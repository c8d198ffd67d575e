import { isMobileNumber } from '@seva/contract';

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

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Every field's first problem, or null; blank fields are reported as required before anything else. */
export function validateAddVendor(values: AddVendorValues): Partial<Record<keyof AddVendorValues, string>> {
  const errors: Partial<Record<keyof AddVendorValues, string>> = {};
  for (const field of Object.keys(ADD_VENDOR_LABELS) as (keyof AddVendorValues)[]) {
    if (isBlank(values[field])) errors[field] = requiredMessage(field);
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Enter a valid email address';
  if (!errors.mobile && !isMobileNumber(values.mobile)) errors.mobile = 'Enter a 10-digit mobile number';
  if (!errors.pincode && !/^[1-9]\d{5}$/.test(values.pincode.trim()))
    errors.pincode = 'Enter a 6-digit pincode';
  if (!errors.serviceRadius && !(Number(values.serviceRadius) > 0))
    errors.serviceRadius = 'Service radius must be more than 0 km';
  if (!errors.photo && values.photo && !values.photo.type.startsWith('image/'))
    errors.photo = 'The photo must be an image';
  if (!errors.closingTime && !errors.startTime && values.closingTime <= values.startTime)
    errors.closingTime = 'Closing time must be after the start time';
  return errors;
}
