import { z } from 'zod';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { outboxSortFields } from './list-sort-fields';
import { safeText } from './safe-text';
import { idParamSchema } from './vendors';

/**
 * Deliveries: every call the back-office makes to the outside world (a refund request to the payment
 * provider, and later messages and payouts), kept as outbox rows and delivered by a worker
 * (docs/product/deliveries.md, ADR 032).
 */
export const OUTBOX_STATUSES = ['pending', 'retrying', 'dead', 'done'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How many times a delivery is tried before it is `dead`. */
export const OUTBOX_MAX_ATTEMPTS = 12;

/** A delivery's kind: lower-case words joined by `.`, `_` or `-` (`refund.request`). */
export const OUTBOX_KIND_PATTERN = /^[a-z][a-z0-9_.-]{0,59}$/;

/**
 * GET /admin/outbox: newest first (`sort=id` oldest first), filtered by `status` and `kind` (exact),
 * paged through the one pager (`limit`, `offset`); without `limit` every match. `format=csv` exports it.
 */
export const outboxListQuerySchema = listQuerySchema.omit({ q: true }).extend({
  sort: sortSchema(outboxSortFields).optional(),
  status: z.enum(OUTBOX_STATUSES, { error: 'status must be pending, retrying, dead or done' }).optional(),
  kind: safeText({ trim: true })
    .regex(OUTBOX_KIND_PATTERN, 'kind must be a delivery kind such as refund.request')
    .optional(),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;

/**
 * One delivery as the admin API shows it. The payload is not shown: it may hold what only the provider
 * should see, and `kind` with `dedupe_key` (e.g. `refund:42`) name what it is about.
 */
export const outboxDeliverySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Stable for the delivery: handlers send it to the provider as its idempotency key or receipt. */
  dedupe_key: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Attempts started so far (at most OUTBOX_MAX_ATTEMPTS). */
  attempts: z.number().int().min(0),
  /** ISO-8601 UTC: when the next attempt is due; null once `done` or `dead`. */
  next_attempt_at: z.string().nullable(),
  /** Why the last attempt failed (never a secret); null when none has. */
  last_error: z.string().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
  updated_at: z.string(),
  done_at: z.string().nullable(),
  /**
   * A message's delivery (kinds `sms`, `whatsapp`; docs/product/messages.md): the phone it goes to, masked
   * but its last 4 digits, the text as sent and the id the provider gave it once it took it. Null for
   * other kinds.
   */
  recipient: z.string().nullable(),
  text: z.string().nullable(),
  provider_message_id: z.string().nullable(),
});
export type OutboxDelivery = z.infer<typeof outboxDeliverySchema>;

export const outboxListResponseSchema = pagedResponseSchema(outboxDeliverySchema);
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

/** POST /admin/outbox/{id}/retry: a `dead` delivery due again now, its attempts from 0. */
export const outboxIdParamsSchema = z.object({ id: idParamSchema });
export const outboxDeliveryResponseSchema = dataResponseSchema(outboxDeliverySchema);
export type OutboxDeliveryResponse = z.infer<typeof outboxDeliveryResponseSchema>;

export const OutboxMessages = {
  notFound: 'Delivery not found',
  notDead: 'Only a failed delivery can be retried',
} as const;
