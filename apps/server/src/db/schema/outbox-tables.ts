import type { Generated } from 'kysely';

/** Where a delivery stands (docs/product/deliveries.md#statuses). */
export type OutboxStatus = 'pending' | 'retrying' | 'dead' | 'done';

/**
 * One call to the outside world, written in the transaction of the change that causes it and delivered
 * by the outbox worker (modules/outbox, ADR 032). Times are ISO-8601 UTC text, as everywhere.
 */
export interface OutboxTable {
  id: Generated<number>;
  /** What to do, e.g. `refund.request`: the handler registered for it delivers the row. */
  kind: string;
  /** Unique: enqueueing the same key again writes nothing. Handlers send it as the provider's idempotency key. */
  dedupe_key: string;
  /** The handler's input as JSON text. */
  payload: string;
  status: Generated<OutboxStatus>;
  /** Deliveries started so far (a claim counts one). */
  attempts: Generated<number>;
  /** Not delivered before this; the claim takes due rows in this order. */
  next_attempt_at: string;
  /** The lease of a delivery in progress: another worker may claim the row once it has passed. */
  locked_until: string | null;
  /** The worker that holds or last held the lease. */
  claimed_by: string | null;
  /** Why the last attempt failed, without secrets (modules/outbox/worker.ts, safeErrorText). */
  last_error: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  done_at: string | null;
}

export interface OutboxTables {
  outbox: OutboxTable;
}
