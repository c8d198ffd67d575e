import { z } from 'zod';
import { listQuerySchema, pagedResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { sortSchema } from './list-sort';
import { auditSortFields } from './list-sort-fields';
import { kolkataDayStartMs } from './rules/india-time';
import { safeText } from './safe-text';
import { idParamSchema } from './vendors';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An ISO-8601 instant with a date, a time and a zone (`Z` or `±hh:mm`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A bound of the audit trail's date range (docs/product/cockpit.md#audit-trail) as a half-open UTC
 * interval edge in the stored format (ISO-8601 UTC with milliseconds): `from` is inclusive, `to` exclusive.
 * A day is an Asia/Kolkata day: `from=2026-11-23` starts at its midnight IST, `to=2026-11-23` includes
 * the whole day. An instant is taken as it is (`to` includes that very millisecond).
 */
export function auditRangeBound(value: string, edge: 'from' | 'to'): string | undefined {
  const dayStart = kolkataDayStartMs(value);
  if (dayStart !== undefined) return new Date(edge === 'from' ? dayStart : dayStart + DAY_MS).toISOString();
  if (!INSTANT.test(value)) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  return new Date(edge === 'from' ? ms : ms + 1).toISOString();
}

const RANGE_MESSAGE = 'must be a date (YYYY-MM-DD, an Asia/Kolkata day) or an ISO-8601 instant with its zone';

const rangeBound = (edge: 'from' | 'to') =>
  safeText({ trim: true, max: 40 }).refine((value) => auditRangeBound(value, edge) !== undefined, {
    message: `${edge} ${RANGE_MESSAGE}`,
  });

/**
 * GET /admin/audit: the audit trail, newest first (`sort=id` oldest first: the order the entries were
 * written). Filters combine (AND); `q` is a case-insensitive contains on the action, the entity, the
 * entity id and the admin's name; `limit`/`offset` page.
 */
export const auditListQuerySchema = listQuerySchema
  .extend({
    sort: sortSchema(auditSortFields).optional(),
    admin_id: z.coerce
      .number({ error: 'admin_id must be an admin id' })
      .int('admin_id must be an admin id')
      .min(1, 'admin_id must be an admin id')
      .max(MAX_DB_ID, 'admin_id must be an admin id')
      .optional(),
    action: safeText({ trim: true, max: 80 }).optional(),
    entity: safeText({ trim: true, max: 50 }).optional(),
    entity_id: safeText({ trim: true, max: 50 }).optional(),
    from: rangeBound('from').optional(),
    to: rangeBound('to').optional(),
  })
  .refine(
    (query) =>
      query.from === undefined ||
      query.to === undefined ||
      (auditRangeBound(query.from, 'from') ?? '') < (auditRangeBound(query.to, 'to') ?? ''),
    { message: 'from must not be after to', path: ['from'] },
  );
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** GET /admin/audit/entities/{entity}/{id}: one entity's history, oldest first; `id` a row id like every path id. */
export const auditTimelineParamsSchema = z.object({
  entity: safeText({ trim: true, min: 1, max: 50 }),
  id: idParamSchema,
});

/** One field an audited change changed: its value before and after (KYC numbers as stored, masked). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One audit row (docs/product/data-and-security.md#audit-log), with the admin's name and the change's diff. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  /** Null when no admin acted (an app or the system), or the admin was deleted. */
  admin_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** The row before and after, parsed from the stored JSON (null when there is none). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
  /** The fields whose values differ between before and after, in the row's order. */
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = pagedResponseSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
export const auditTimelineResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
});
export type AuditTimelineResponse = z.infer<typeof auditTimelineResponseSchema>;

/** GET /admin/audit/admins: every admin, for the trail's admin filter, by name. */
export const auditAdminSchema = z.object({ id: z.number().int(), name: z.string() });
export type AuditAdmin = z.infer<typeof auditAdminSchema>;
export const auditAdminsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditAdminSchema),
});
export type AuditAdminsResponse = z.infer<typeof auditAdminsResponseSchema>;
