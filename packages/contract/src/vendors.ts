import { z } from 'zod';
import { BULK_MAX_IDS, rejectedReasonSchema } from './bulk';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { sortSchema } from './list-sort';
import { safeText } from './safe-text';
import { vendorSortFields, vendorStates, vendorViews } from './vendor-fields';

const flag = z.union([z.literal(0), z.literal(1)]);
const text = z.string().nullable();

export const accountDetailsSchema = z.object({
  ifsc: text,
  accountNumber: text,
  bankName: text,
});

export const kycDocsSchema = z.object({
  pan: text,
  aadhar: text,
  pan_photo: text,
  aadhar_photo: text,
});

export const vendorPaymentDetailsSchema = z.object({
  renewal_date: text,
  provider_payment_id: text,
});

/** A vendor as every API response shows it (the names of docs/product/data-and-security.md#vendor); KYC numbers are masked. */
export const vendorSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  vendor_email: z.string(),
  vendor_mobile: z.string(),
  name_of_bussiness: text,
  bussiness_category: text,
  fast_service_category_name: text,
  service_cat_id: z.number().int().nullable(),
  bussiness_proof_doc_url: text,
  gst_number: text,
  company_category: text,
  service_radius: z.number().nullable(),
  bussiness_address: text,
  pincode: text,
  service_start_time: text,
  service_end_time: text,
  bussiness_desc: text,
  image_url: z.array(z.string()),
  account_details: accountDetailsSchema.nullable(),
  kyc_docs: kycDocsSchema.nullable(),
  is_approved: flag,
  approved_by: z.number().int().nullable(),
  /** The approving admin's name (an addition, docs/product/cockpit.md#audit-trail); null when none. */
  approved_by_name: z.string().nullable(),
  approved_date: text,
  is_rejected: flag,
  rejected_by: z.number().int().nullable(),
  /** The rejecting admin's name (an addition); null when none. */
  rejected_by_name: z.string().nullable(),
  rejected_date: text,
  /** Why the application was rejected (issue 40); null when none was given, and once resubmitted. */
  rejected_reason: text,
  is_blocked: flag,
  blocked_reason: text,
  blocked_date: text,
  subscription_id: z.number().int().nullable(),
  subscription_name: text,
  subscription_price: z.number().nullable(),
  subscription_desc: text,
  subscription_start_date: text,
  subscription_expiry_date: text,
  subscription_status: z.enum(['trial', 'active', 'expired']).nullable(),
  payment_date: text,
  payment_details: vendorPaymentDetailsSchema.nullable(),
  created_at: z.string(),
  /** trialDaysLeft(subscription_expiry_date) while subscription_status is 'trial'; null otherwise. */
  trial_days: z.number().int().min(0).nullable(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export * from './vendor-fields';

/** A database id in a path or query: 1 … 2^31-1, digits only. */
export const idParamSchema = safeText()
  .regex(/^\d{1,10}$/, 'must be a positive integer id')
  .transform(Number)
  .pipe(
    z.number().int().min(1, 'must be a positive integer id').max(MAX_DB_ID, 'must be a positive integer id'),
  );

const vendorSortSchema = sortSchema(vendorSortFields);

const IDS_MESSAGE = `ids must be 1 to ${BULK_MAX_IDS} comma-separated vendor ids`;
const vendorIdsQuerySchema = safeText()
  .regex(/^\d{1,10}(,\d{1,10})*$/, IDS_MESSAGE)
  .transform((value) => value.split(',').map(Number))
  .pipe(
    z.array(z.number().int().min(1, IDS_MESSAGE).max(MAX_DB_ID, IDS_MESSAGE)).max(BULK_MAX_IDS, IDS_MESSAGE),
  );

/**
 * Query of every vendor list. `view` picks a subscription view, `state` an approval/blocking state
 * (the list routes of docs/product/api.md#vendors fix it), `category` a service category by name (exact, case-insensitive),
 * `service_cat_id` one by id, `is_blocked` narrows any list to blocked (1) or unblocked (0) vendors.
 * `q` searches the five Vendor List fields and the status words (see vendorStatusesMatching); `name`
 * searches vendor_name only.
 */
export const vendorListQuerySchema = listQuerySchema.extend({
  view: z.enum(vendorViews).optional(),
  state: z.enum(vendorStates).optional(),
  /** Service category name (exact, case-insensitive). */
  category: safeText({ trim: true, max: 100 }).optional(),
  /** vendor_name contains this (case-insensitive): the Pending Approval and Blocked Vendors searches. */
  name: safeText({ trim: true, max: 100 }).optional(),
  service_cat_id: idParamSchema.optional(),
  is_blocked: z.coerce.number().pipe(flag).optional(),
  sort: vendorSortSchema.optional(),
  /** Only these vendors: comma-separated ids, at most BULK_MAX_IDS (the export of the selected rows). */
  ids: vendorIdsQuerySchema.optional(),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

export const vendorListResponseSchema = pagedResponseSchema(vendorSchema);
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;
export const vendorResponseSchema = dataResponseSchema(vendorSchema);
export type VendorResponse = z.infer<typeof vendorResponseSchema>;

export const vendorIdParamsSchema = z.object({ vendorId: idParamSchema });

/** The KYC numbers that responses mask and that POST …/kyc/reveal shows in clear. */
export const kycFields = ['pan', 'aadhar', 'accountNumber'] as const;
export type KycField = (typeof kycFields)[number];

export const revealKycBodySchema = z.strictObject({
  field: z.enum(kycFields, { error: `field must be one of ${kycFields.join(', ')}` }),
});
export type RevealKycBody = z.infer<typeof revealKycBodySchema>;

export const revealKycResponseSchema = dataResponseSchema(
  z.object({ field: z.enum(kycFields), value: z.string().nullable() }),
);
export type RevealKycResponse = z.infer<typeof revealKycResponseSchema>;

export const VendorMessages = {
  blockReasonRequired: 'Please enter a reason for blocking the vendor.',
  notFound: 'Vendor not found',
  notPending: 'This vendor has already been approved or rejected',
  alreadyBlocked: 'This vendor is already blocked',
  notBlocked: 'This vendor is not blocked',
  oneAction: 'Send exactly one of is_approved, is_rejected or is_blocked',
  rejectedReasonWithoutReject: 'rejected_reason is sent only with is_rejected: 1',
} as const;

/**
 * PUT /admin/data/updatevendors: one decision per call. approved_by / rejected_by are accepted for
 * compatibility but ignored: the server takes the deciding admin from the token.
 */
export const updateVendorBodySchema = z
  .strictObject({
    vendor_id: z.number().int().positive().max(MAX_DB_ID),
    is_approved: z.literal(1).optional(),
    approved_by: z.number().int().optional(),
    is_rejected: z.literal(1).optional(),
    rejected_by: z.number().int().optional(),
    /** With is_rejected only. */
    rejected_reason: rejectedReasonSchema,
    is_blocked: flag.optional(),
    blocked_reason: safeText({ max: 500, tooLong: 'blocked_reason must be at most 500 characters' })
      .nullable()
      .optional(),
  })
  .refine((b) => [b.is_approved, b.is_rejected, b.is_blocked].filter((v) => v !== undefined).length === 1, {
    message: VendorMessages.oneAction,
  })
  .refine((b) => b.is_blocked !== 1 || (b.blocked_reason ?? '').trim() !== '', {
    message: VendorMessages.blockReasonRequired,
    path: ['blocked_reason'],
  })
  .refine((b) => b.is_rejected === 1 || b.rejected_reason == null, {
    message: VendorMessages.rejectedReasonWithoutReject,
    path: ['rejected_reason'],
  });
export type UpdateVendorBody = z.infer<typeof updateVendorBodySchema>;

/** docs/product/vendors.md#approval-states: Active (Approved) if is_approved, else Pending. */
export function vendorStatusLabel(vendor: { is_approved: number | boolean }): 'Active' | 'Pending' {
  return vendor.is_approved ? 'Active' : 'Pending';
}

/**
 * docs/product/vendors.md#vendor-list-search: the Vendor List search also matches the status word. A term matches a status when it is a
 * case-insensitive substring of its label, just as it matches any other field ('act' → Active).
 */
export function vendorStatusesMatching(term: string): ('Active' | 'Pending')[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [];
  return (['Active', 'Pending'] as const).filter((label) => label.toLowerCase().includes(needle));
}
