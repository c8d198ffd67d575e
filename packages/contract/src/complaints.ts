import { z } from 'zod';
import { bulkIdsSchema } from './bulk';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { sortSchema } from './list-sort';
import {
  COMPLAINT_NOTE_MAX_LENGTH,
  COMPLAINT_REPLY_MAX_LENGTH,
  complaintStatuses,
  serviceLevelStates,
} from './rules/complaint-workflow';
import { safeText } from './safe-text';

// ---------------------------------------------------------------------------------------------------
// Workflow (docs/product/complaints.md): the states, moves, service levels and messages are zod-free
// values in rules/complaint-workflow.ts, for the web to import without zod (ADR 005).

/** The workflow fields both complaint kinds carry, after their SPEC fields. */
const workflowFields = {
  status: z.enum(complaintStatuses),
  /** The admin who owns the complaint; null while nobody does. */
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  /** ISO-8601 UTC: the first reply to the complainant (chat or SMS); null until then. */
  first_response_at: z.string().nullable(),
  /** ISO-8601 UTC: when it was last resolved; null while open or in progress. */
  resolved_at: z.string().nullable(),
  /** The note written when it was resolved; null while not resolved. */
  resolution_note: z.string().nullable(),
  /** ISO-8601 UTC: the complaint's date plus the first-response target. */
  first_response_due_at: z.string(),
  /** ISO-8601 UTC: the complaint's date plus the resolution target. */
  resolution_due_at: z.string(),
  service_level: z.enum(serviceLevelStates),
};

/** A complaint made by a vendor (docs/product/data-and-security.md#complaints), plus the vendor's id. */
export const vendorComplaintSchema = z.object({
  vend_comp_id: z.number().int(),
  vendor_id: z.number().int(),
  vend_comp_desc: z.string(),
  /** ISO-8601 UTC. */
  vend_comp_date: z.string(),
  vendor_name: z.string(),
  vendor_email: z.string().nullable(),
  vendor_mobile: z.string().nullable(),
  ...workflowFields,
});
export type VendorComplaint = z.infer<typeof vendorComplaintSchema>;

/** A complaint made by a customer (docs/product/data-and-security.md#complaints), plus the customer's id. */
export const customerComplaintSchema = z.object({
  cust_comp_id: z.number().int(),
  customer_id: z.number().int(),
  cust_comp_desc: z.string(),
  /** ISO-8601 UTC. */
  cust_comp_date: z.string(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  mobile: z.string().nullable(),
  ...workflowFields,
});
export type CustomerComplaint = z.infer<typeof customerComplaintSchema>;

/** `age` is the time since the complaint was made: `age` youngest first (the default), `-age` oldest first. */
export const complaintSortFields = ['age'] as const;

/**
 * GET /admin/data/getvendorscomplaints and /admin/data/getCUSTOMERCOMPLAINTS: `q` is a case-insensitive
 * contains on vendor_name (resp. customer_name); `status` keeps one state; `limit` 1–1000 and `offset`
 * page; newest complaint first (date, then id) unless `sort=-age`. Without `limit` every match is returned.
 */
export const complaintListQuerySchema = listQuerySchema.extend({
  status: z
    .enum(complaintStatuses, { error: `status must be one of ${complaintStatuses.join(', ')}` })
    .optional(),
  sort: sortSchema(complaintSortFields).optional(),
});
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

/** `{ success, data, total }`: `total` (all matches, ignoring limit/offset) is always present. */
export const vendorComplaintListResponseSchema = pagedResponseSchema(vendorComplaintSchema);
export type VendorComplaintListResponse = z.infer<typeof vendorComplaintListResponseSchema>;
export const customerComplaintListResponseSchema = pagedResponseSchema(customerComplaintSchema);
export type CustomerComplaintListResponse = z.infer<typeof customerComplaintListResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Changes: PUT /admin/data/complaints/vendor/{id} and /admin/data/complaints/customer/{id}

const noteText = safeText({
  trim: true,
  min: 1,
  tooShort: 'note must not be blank',
  max: COMPLAINT_NOTE_MAX_LENGTH,
  tooLong: `note must be at most ${COMPLAINT_NOTE_MAX_LENGTH} characters`,
});

/**
 * Any of: a state move, a new assignee (null: nobody), an internal note. A note sent with
 * `status: 'resolved'` is the resolution note. At least one field. 409 for a move complaintMoves does
 * not allow (or lost to a concurrent move); 404 unknown complaint or assignee.
 */
export const updateComplaintBodySchema = z
  .strictObject({
    status: z
      .enum(complaintStatuses, { error: `status must be one of ${complaintStatuses.join(', ')}` })
      .optional(),
    assignee_id: z
      .number({ error: 'assignee_id must be an admin id or null' })
      .int('assignee_id must be an admin id or null')
      .min(1, 'assignee_id must be an admin id or null')
      .max(MAX_DB_ID, 'assignee_id must be an admin id or null')
      .nullable()
      .optional(),
    note: noteText.optional(),
  })
  .refine((b) => b.status !== undefined || b.assignee_id !== undefined || b.note !== undefined, {
    message: 'Send at least one of status, assignee_id or note',
  });
export type UpdateComplaintBody = z.infer<typeof updateComplaintBodySchema>;

/**
 * POST /admin/data/complaints/{vendor|customer}/bulk/resolve (docs/product/complaints.md#bulk-resolve):
 * each complaint moves to resolved with this resolution note, as one PUT with `{ status: 'resolved', note }`.
 */
export const bulkResolveComplaintsBodySchema = z.strictObject({
  complaint_ids: bulkIdsSchema('complaint_ids'),
  note: safeText({
    error: 'note is required',
    trim: true,
    min: 1,
    tooShort: 'note must not be blank',
    max: COMPLAINT_NOTE_MAX_LENGTH,
    tooLong: `note must be at most ${COMPLAINT_NOTE_MAX_LENGTH} characters`,
  }),
});
export type BulkResolveComplaintsBody = z.infer<typeof bulkResolveComplaintsBodySchema>;

export const complaintIdParamsSchema = z.object({
  id: safeText()
    .regex(/^\d{1,10}$/, 'must be a positive integer id')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'must be a positive integer id')
        .max(MAX_DB_ID, 'must be a positive integer id'),
    ),
});

export const updateVendorComplaintResponseSchema = dataResponseSchema(vendorComplaintSchema);
export const updateCustomerComplaintResponseSchema = dataResponseSchema(customerComplaintSchema);

// ---------------------------------------------------------------------------------------------------
// Notes: GET /admin/data/complaints/{vendor|customer}/{id}/notes, oldest first

/** `note`: internal; `reply`: sent to the complainant (chat or SMS); `resolution`: written when resolving. */
export const complaintNoteKinds = ['note', 'reply', 'resolution'] as const;
export type ComplaintNoteKind = (typeof complaintNoteKinds)[number];

export const complaintNoteSchema = z.object({
  note_id: z.number().int(),
  kind: z.enum(complaintNoteKinds),
  /** How a reply went out; null for notes. */
  channel: z.enum(['chat', 'sms']).nullable(),
  text: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
});
export type ComplaintNote = z.infer<typeof complaintNoteSchema>;

export const complaintNoteListResponseSchema = dataResponseSchema(z.array(complaintNoteSchema));
export type ComplaintNoteListResponse = z.infer<typeof complaintNoteListResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Replying to a customer: POST /admin/data/complaints/customer/{id}/reply (SMS; kept as a reply note).
// A vendor is answered in chat: the socket's sendMessage carries complaint_id (docs/product/complaints.md).

export const complaintReplyBodySchema = z.strictObject({
  text: safeText({
    trim: true,
    min: 1,
    tooShort: 'text must not be blank',
    max: COMPLAINT_REPLY_MAX_LENGTH,
    tooLong: `text must be at most ${COMPLAINT_REPLY_MAX_LENGTH} characters (three SMS)`,
  }),
});
export type ComplaintReplyBody = z.infer<typeof complaintReplyBodySchema>;
