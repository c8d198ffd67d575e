import { OUTBOX_KIND_PATTERN, type OutboxDelivery, OutboxMessages } from '@seva/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { signalInProcess } from '../../db/driver/signals';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, updateAudited } from '../audit/service';
import { toDelivery } from './mapper';
import {
  countOutboxRows,
  deadCount,
  findOutboxRow,
  findOutboxRows,
  insertOutboxRow,
  listOutboxIds,
  listOutboxRows,
  type OutboxFilter,
  type OutboxPage,
  type OutboxRow,
  retryDeadRow,
} from './repository';
import { OUTBOX_CHANNEL, Outbox, type OutboxOptions } from './worker';

export { registerOutboxMetrics } from './metrics';
/**
 * The outbox (docs/product/deliveries.md, ADR 032): the one way a change reaches the outside world.
 * Other modules take from here:
 * - `enqueueOutbox(trx, { kind, dedupeKey, payload, notBefore? })` in the transaction of the change;
 * - `app.shared.outbox.register(kind, handler)` (an `OutboxHandler`; `PermanentDeliveryError` for a
 *   refusal that retrying will not change);
 * - `failedDeliveriesCount(db)`, what the bell and the dashboard count.
 */
export {
  DELIVERY_TIMEOUT_MS,
  type DeliveryObserver,
  type DeliveryResult,
  Outbox,
  type OutboxDeliveryContext,
  type OutboxHandler,
  type OutboxOptions,
  PermanentDeliveryError,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelayMs,
} from './worker';

/** Something to deliver: what kind (its handler), its key, its input and, if not now, from when. */
export interface OutboxMessage {
  /** The handler's name, e.g. `refund.request` (OUTBOX_KIND_PATTERN). */
  kind: string;
  /** Unique across the outbox, stable for what it delivers (e.g. `refund:42`): a second enqueue of it writes nothing. */
  dedupeKey: string;
  /** The handler's input, kept as JSON: ids and amounts, never secrets. */
  payload: unknown;
  /** Not delivered before this (default: at once). */
  notBefore?: Date;
}

const DEDUPE_KEY_MAX = 200;

/**
 * Writes a delivery in `db`, the caller's transaction, so that it commits or rolls back with the change
 * that causes it. Answers the new row's id, or null when `dedupeKey` was enqueued before (nothing is
 * written). The worker is woken when the transaction commits (a PostgreSQL trigger's NOTIFY; on SQLite a
 * signal in this process whose claim waits for the connection until the transaction has ended).
 */
export async function enqueueOutbox(db: Kysely<Database>, message: OutboxMessage): Promise<number | null> {
  if (!OUTBOX_KIND_PATTERN.test(message.kind)) throw new Error(`not an outbox kind: ${message.kind}`);
  if (message.dedupeKey === '' || message.dedupeKey.length > DEDUPE_KEY_MAX) {
    throw new Error(`an outbox dedupe key is 1 to ${DEDUPE_KEY_MAX} characters`);
  }
  const payload = JSON.stringify(message.payload ?? null);
  const now = new Date().toISOString();
  const id = await insertOutboxRow(db, {
    kind: message.kind,
    dedupe_key: message.dedupeKey,
    payload,
    next_attempt_at: message.notBefore ? message.notBefore.toISOString() : now,
    now,
  });
  if (id === undefined) return null;
  signalInProcess(OUTBOX_CHANNEL);
  return id;
}

/**
 * What the bell and the dashboard count as failed deliveries, one scalar subquery: the dead outbox rows.
 * A feature whose own rows record a failure the outbox does not hold (a refund the provider refused)
 * adds its count to this sum, so that both places say the same.
 */
export function failedDeliveriesCount(db: Kysely<Database>): RawBuilder<number> {
  return sql<number>`(${deadCount(db)})`;
}

/** The app's one outbox worker (buildApp, `app.shared.outbox`). */
export function createOutbox(deps: ServiceDeps, options: OutboxOptions): Outbox {
  return new Outbox(deps, options);
}

/** The Deliveries list and the retry of a dead delivery (docs/product/deliveries.md#api). */
export function createOutboxService(deps: ServiceDeps) {
  const { db, dialect } = deps;
  const totals = listTotals<OutboxFilter>(deps, {
    count: (filter, reader) => countOutboxRows(reader, filter),
    keyOf: (filter) => JSON.stringify(filter),
    isSearch: () => false,
  });
  const pager = createPager<OutboxFilter, OutboxPage, OutboxRow>(deps, {
    ids: (filter, page, reader) => listOutboxIds(reader, filter, page),
    rowsById: (ids) => findOutboxRows(db, ids),
    idOf: (row) => row.id,
    toItem: toDelivery,
    pageRows: (filter, page, reader) => listOutboxRows(reader, filter, page),
    total: totals.of,
    knownTotal: totals.known,
  });

  /** A dead delivery due again now, attempts from 0, audited (`outbox.retried`); 404 unknown, 409 not dead. */
  async function retry(actor: Actor, id: number): Promise<OutboxDelivery> {
    const now = new Date(deps.clock()).toISOString();
    const row = await updateAudited(db, dialect, retryDeadRow(id, now), {
      ...actor,
      action: 'outbox.retried',
      entity: 'outbox',
      entityId: id,
      before: { status: 'dead' },
      after: { status: 'pending', attempts: 0 },
    });
    if (!row) {
      if (!(await findOutboxRow(db, id))) throw notFound(OutboxMessages.notFound);
      throw conflict(OutboxMessages.notDead);
    }
    // The answer is the row as retried (PostgreSQL's trigger has already woken every worker, which may
    // have claimed it since); the read adds only its message.
    const [withMessage] = await findOutboxRows(db, [id]);
    totals.invalidate();
    deps.events.emit('delivery.retried', id);
    // PostgreSQL's trigger wakes every process's worker; this wakes SQLite's.
    signalInProcess(OUTBOX_CHANNEL);
    return toDelivery({ ...withMessage, ...(row as OutboxRow) });
  }

  return { list: pager.listJson, items: pager.items, retry };
}
