import { z } from 'zod';
import { bookingSchema } from './bookings';
import { bodyId, imageUrl } from './catalogue-fields';
import { vendorComplaintSchema } from './complaints';
import { appListQuerySchema, dataResponseSchema, pagedResponseSchema } from './envelope';
import { isAadhaar, isGstin, isIfsc, isPan, isPincode, isTime24, minutesOfDay } from './rules/indian-ids';
import { safeText } from './safe-text';
import { idParamSchema, vendorSchema } from './vendors';

/*
 * The vendor app (docs/product/partner-api.md#vendor-app): the application, the vendor's own profile,
 * its assigned bookings and its complaints. The vendor is always the token's; `vendor_mobile` is the
 * signed-in phone. Bodies are plain objects: a field the contract does not name is dropped.
 * Every refusal names its field (`kyc_docs.aadhar: must be a valid Aadhaar number`).
 */

const required = (field: string) => `${field} is required`;

const requiredText = (field: string, max: number) =>
  safeText({
    error: required(field),
    trim: true,
    min: 1,
    tooShort: required(field),
    max,
    tooLong: `${field} must be at most ${max} characters`,
  });

/** Optional text: omitted, null or blank is stored as no value. */
const optionalText = (field: string, max: number) =>
  safeText({
    error: `${field} must be text`,
    trim: true,
    max,
    tooLong: `${field} must be at most ${max} characters`,
  })
    .nullish()
    .transform((value) => (value ? value : null));

/** Upper-cased, spaces removed, then checked by `test`; the message names the field. */
const identifier = (field: string, test: (value: string) => boolean, what: string) =>
  safeText({ error: required(field), max: 40, tooLong: `${field}: must be ${what}` })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(test, `${field}: must be ${what}`);

const timeOfDay = (field: string) =>
  safeText({ error: required(field), trim: true }).refine(isTime24, `${field}: must be a time HH:MM (24 h)`);

export const VENDOR_APPLICATION_TEXT_MAX = 200;
export const VENDOR_DESCRIPTION_MAX = 2000;
export const VENDOR_IMAGES_MAX = 10;
export const SERVICE_RADIUS_MAX_KM = 100;

/**
 * The operating details' rules, shared by the application (below) and the admin's edit of a vendor
 * (vendor-edit.ts): both refuse the same values with the same messages.
 */
export const vendorDetailsFields = {
  name_of_bussiness: requiredText('name_of_bussiness', VENDOR_APPLICATION_TEXT_MAX),
  bussiness_address: requiredText('bussiness_address', VENDOR_APPLICATION_TEXT_MAX),
  service_cat_id: bodyId('service_cat_id'),
  service_radius: z
    .number({ error: 'service_radius must be a number of kilometres' })
    // The column is an integer on both databases: a fraction was stored by SQLite but refused by PostgreSQL.
    .int('service_radius must be a whole number of kilometres')
    .gt(0, 'service_radius must be greater than 0')
    .max(SERVICE_RADIUS_MAX_KM, `service_radius must be at most ${SERVICE_RADIUS_MAX_KM}`),
  service_start_time: timeOfDay('service_start_time'),
  service_end_time: timeOfDay('service_end_time'),
};

/** True unless both hours are valid times and the end is not after the start. */
export function endsAfterStart(body: { service_start_time?: string; service_end_time?: string }): boolean {
  const { service_start_time: start, service_end_time: end } = body;
  return (
    start === undefined ||
    end === undefined ||
    !isTime24(start) ||
    !isTime24(end) ||
    minutesOfDay(end) > minutesOfDay(start)
  );
}

export const SERVICE_END_AFTER_START = {
  message: 'service_end_time: must be after service_start_time',
  path: ['service_end_time'],
};

/** `account_details`: the bank account payments go to. */
export const vendorAccountDetailsBodySchema = z.object(
  {
    ifsc: identifier('account_details.ifsc', isIfsc, 'an IFSC: 4 letters, 0, then 6 letters or digits'),
    accountNumber: safeText({ error: required('account_details.accountNumber') })
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => /^\d{9,18}$/.test(value), 'account_details.accountNumber: must be 9 to 18 digits'),
    bankName: requiredText('account_details.bankName', 100),
  },
  { error: required('account_details') },
);

/** `kyc_docs`: PAN and Aadhaar numbers and the uploaded photos of both cards. */
export const vendorKycDocsBodySchema = z.object(
  {
    pan: identifier('kyc_docs.pan', isPan, 'a PAN: 5 letters, 4 digits, 1 letter'),
    aadhar: identifier('kyc_docs.aadhar', isAadhaar, 'a valid Aadhaar number'),
    pan_photo: imageUrl('kyc_docs.pan_photo'),
    aadhar_photo: imageUrl('kyc_docs.aadhar_photo'),
  },
  { error: required('kyc_docs') },
);

/** PUT /vendor/me/application: the whole vendor profile (docs/product/partner-api.md#the-application). */
export const vendorApplicationBodySchema = z
  .object({
    vendor_name: requiredText('vendor_name', VENDOR_APPLICATION_TEXT_MAX),
    vendor_email: requiredText('vendor_email', 254)
      .toLowerCase()
      .pipe(z.email({ error: 'vendor_email must be an email address' })),
    name_of_bussiness: vendorDetailsFields.name_of_bussiness,
    bussiness_address: vendorDetailsFields.bussiness_address,
    service_cat_id: vendorDetailsFields.service_cat_id,
    fast_service_category_name: optionalText('fast_service_category_name', VENDOR_APPLICATION_TEXT_MAX),
    company_category: optionalText('company_category', VENDOR_APPLICATION_TEXT_MAX),
    bussiness_desc: optionalText('bussiness_desc', VENDOR_DESCRIPTION_MAX),
    bussiness_proof_doc_url: imageUrl('bussiness_proof_doc_url')
      .or(z.literal(''))
      .nullish()
      .transform((value) => (value ? value : null)),
    gst_number: identifier('gst_number', isGstin, 'a valid GSTIN')
      .or(z.literal(''))
      .nullish()
      .transform((value) => (value ? value : null)),
    service_radius: vendorDetailsFields.service_radius,
    pincode: safeText({ error: required('pincode'), trim: true }).refine(
      isPincode,
      'pincode: must be 6 digits, not starting with 0',
    ),
    service_start_time: vendorDetailsFields.service_start_time,
    service_end_time: vendorDetailsFields.service_end_time,
    image_url: z
      .array(imageUrl('image_url'), { error: 'image_url must be a list of uploaded image URLs' })
      .max(VENDOR_IMAGES_MAX, `image_url must have at most ${VENDOR_IMAGES_MAX} images`)
      .default([]),
    account_details: vendorAccountDetailsBodySchema,
    kyc_docs: vendorKycDocsBodySchema,
  })
  .refine(endsAfterStart, SERVICE_END_AFTER_START);
export type VendorApplicationBody = z.input<typeof vendorApplicationBodySchema>;
export type VendorApplication = z.output<typeof vendorApplicationBodySchema>;

/**
 * What an approved vendor may change without a new approval (docs/decisions/017-partner-api.md): its
 * operating details. Any other changed field is refused with 409.
 */
export const vendorOperatingFields = [
  'service_radius',
  'service_start_time',
  'service_end_time',
  'bussiness_desc',
  'image_url',
  'bussiness_address',
  'pincode',
] as const;
export type VendorOperatingField = (typeof vendorOperatingFields)[number];

export const vendorAppStatuses = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type VendorAppStatus = (typeof vendorAppStatuses)[number];

/** A vendor's state as its app shows it: blocked first, then approved or rejected, else pending. */
export function vendorAppStatus(flags: {
  is_blocked: number | boolean;
  is_approved: number | boolean;
  is_rejected: number | boolean;
}): VendorAppStatus {
  if (flags.is_blocked) return 'blocked';
  if (flags.is_approved) return 'approved';
  if (flags.is_rejected) return 'rejected';
  return 'pending';
}

/** GET /vendor/me: the vendor as the admin API shows it (KYC masked, trial_days), plus its state. */
export const vendorMeSchema = vendorSchema.extend({ status: z.enum(vendorAppStatuses) });
export type VendorMe = z.infer<typeof vendorMeSchema>;

export const vendorMeResponseSchema = dataResponseSchema(vendorMeSchema);
export type VendorMeResponse = z.infer<typeof vendorMeResponseSchema>;

export const vendorApplicationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: vendorMeSchema,
});
export type VendorApplicationResponse = z.infer<typeof vendorApplicationResponseSchema>;

/** GET /vendor/me/bookings: newest first. */
export const vendorBookingListQuerySchema = appListQuerySchema;
export type VendorBookingListQuery = z.input<typeof vendorBookingListQuerySchema>;

/** `{ success, data: Booking[], total }`: total counts all the bookings assigned to the vendor. */
export const vendorBookingListResponseSchema = pagedResponseSchema(bookingSchema).required({ total: true });
export type VendorBookingListResponse = z.infer<typeof vendorBookingListResponseSchema>;

export const vendorBookingIdParamsSchema = z.object({ id: idParamSchema });

export const vendorBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bookingSchema,
});
export type VendorBookingResponse = z.infer<typeof vendorBookingResponseSchema>;

/** POST /vendor/me/complaints. */
export const vendorComplaintBodySchema = z.object({
  vend_comp_desc: requiredText('vend_comp_desc', 2000),
});
export type VendorComplaintBody = z.input<typeof vendorComplaintBodySchema>;

export const vendorComplaintResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: vendorComplaintSchema,
});
export type VendorComplaintResponse = z.infer<typeof vendorComplaintResponseSchema>;

/** What the vendor app answers, as sent in `message` (docs/product/partner-api.md#vendor-app). */
export const VendorAppMessages = {
  notApplied: 'You have not applied yet.',
  applied: 'Application received',
  applicationUpdated: 'Application updated',
  resubmitted: 'Application resubmitted',
  blocked: 'Your vendor account is blocked. Please contact support.',
  changedMeanwhile: 'Your vendor account changed meanwhile. Please try again.',
  bookingNotFound: 'Booking not found',
  bookingCancelled: 'This booking was cancelled.',
  bookingAlreadyCompleted: 'This booking is already completed.',
  bookingCompleted: 'Booking completed',
  complaintCreated: 'Complaint received',
} as const;

/** 409 for an approved vendor changing more than its operating details. */
export function needsNewApprovalMessage(fields: readonly string[]): string {
  return `Changing ${fields.join(', ')} needs a new approval. Please contact support.`;
}
