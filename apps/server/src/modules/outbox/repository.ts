import type { OutboxSortField, OutboxStatus } from '@seva/contract';
import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import type { OutboxTable } from '../../db/schema/outbox-tables';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';

/**
 * An outbox row; the Deliveries list's rows also carry the message a `sms` or `whatsapp` delivery sends
 * (the messages row of the same dedupe key: its phone, text and the provider's id), null for other kinds.
 */
export type OutboxRow = Selectable<OutboxTable> & {
  message_to?: string | null;
  message_text?: string | null;
  message_provider_id?: string | null;
};

/**
 * The rows still to deliver, as literal SQL: a bound parameter would keep SQLite (and PostgreSQL's
 * generic plans) from seeing that the due index's predicate holds (migration 2026-11-30-190-outbox).
 */
const TO_DELIVER = sql<SqlBool>`status in ('pending', 'retrying')`;

export interface NewOutboxRow {
  kind: string;
  dedupe_key: string;
  payload: string;
  next_attempt_at: string;
  now: string;
}

/** One row, or nothing when its dedupe key is taken: the new row's id, else undefined. */
export async function insertOutboxRow(db: Kysely<Database>, row: NewOutboxRow): Promise<number | undefined> {
  const inserted = await db
    .insertInto('outbox')
    .values({
      kind: row.kind,
      dedupe_key: row.dedupe_key,
      payload: row.payload,
      next_attempt_at: row.next_attempt_at,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export interface Claim {
  now: string;
  /** The lease taken: another worker may claim the row once this has passed. */
  lockedUntil: string;
  claimedBy: string;
  /** Only kinds this worker has a handler for. */
  kinds: readonly string[];
  limit: number;
}

/**
 * Takes up to `limit` due rows in one statement (ADR 032): not delivered, due, and without a live lease;
 * each claim counts an attempt and takes the lease. PostgreSQL locks the chosen rows with `FOR UPDATE
 * SKIP LOCKED`, so workers claiming at once take different rows instead of waiting for each other, and
 * a row another worker's claim changed meanwhile is checked again on its new version. SQLite runs one
 * writer at a time, so its one conditional UPDATE is the whole guard.
 */
export function claimDueRows(db: Kysely<Database>, dialect: Dialect, claim: Claim): Promise<OutboxRow[]> {
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where(TO_DELIVER)
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', claim.now)]))
    .where('kind', 'in', claim.kinds)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(claim.limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('outbox')
    .set({
      attempts: sql`attempts + 1`,
      locked_until: claim.lockedUntil,
      claimed_by: claim.claimedBy,
      updated_at: claim.now,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** How an attempt ended, as the row records it. */
export type Settlement =
  | { result: 'done' }
  | { result: 'retry'; error: string; nextAttemptAt: string }
  | { result: 'dead'; error: string };

/**
 * Records an attempt's end, only while this claim still holds the row (the worker and the attempt it
 * counted): a worker whose lease passed and whose row another claimed records nothing. True when recorded.
 */
export async function settleClaim(
  db: Kysely<Database>,
  claim: { id: number; claimedBy: string; attempts: number; now: string },
  settlement: Settlement,
): Promise<boolean> {
  const base = { locked_until: null, updated_at: claim.now };
  const set =
    settlement.result === 'done'
      ? { ...base, status: 'done' as const, done_at: claim.now }
      : settlement.result === 'retry'
        ? {
            ...base,
            status: 'retrying' as const,
            next_attempt_at: settlement.nextAttemptAt,
            last_error: settlement.error,
          }
        : { ...base, status: 'dead' as const, last_error: settlement.error };
  const result = await db
    .updateTable('outbox')
    .set(set)
    .where('id', '=', claim.id)
    .where('claimed_by', '=', claim.claimedBy)
    .where('attempts', '=', claim.attempts)
    .where(TO_DELIVER)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A dead delivery due again now, its attempts from 0 and its lease gone; its last error stays until the
 * next attempt. For `updateAudited`: nothing when the row is not dead.
 */
export function retryDeadRow(id: number, now: string) {
  return (db: Kysely<Database>) =>
    db
      .updateTable('outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        claimed_by: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'dead')
      .returningAll();
}

export function findOutboxRow(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The deliveries list's filters (docs/product/deliveries.md#api); all given must hold. */
export interface OutboxFilter {
  status?: OutboxStatus;
  kind?: string;
}

export type OutboxPage = Page<OutboxSortField | `-${OutboxSortField}`>;

function matching(db: Kysely<Database>, filter: OutboxFilter) {
  let query = db.selectFrom('outbox');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query;
}

/** In id order: the status and kind indexes end in the id, so either filter walks one index. */
function page(db: Kysely<Database>, filter: OutboxFilter, paging: OutboxPage) {
  const { direction } = sortOrder(paging.sort, '-id');
  const query = matching(db, filter).orderBy('id', direction);
  if (paging.limit === undefined && paging.offset === undefined) return query;
  return query.limit(paging.limit ?? NO_LIMIT).offset(paging.offset ?? 0);
}

export function listOutboxRows(db: Kysely<Database>, filter: OutboxFilter, paging: OutboxPage) {
  return page(db, filter, paging)
    .leftJoin('messages as m', 'm.dedupe_key', 'outbox.dedupe_key')
    .selectAll('outbox')
    .select(MESSAGE_COLUMNS)
    .execute();
}

/** What a delivery shows of its message (OutboxRow). */
const MESSAGE_COLUMNS = [
  'm.to_phone as message_to',
  'm.text as message_text',
  'm.provider_message_id as message_provider_id',
] as const;

export async function listOutboxIds(
  db: Kysely<Database>,
  filter: OutboxFilter,
  paging: OutboxPage,
): Promise<number[]> {
  const rows = await page(db, filter, paging).select('id').execute();
  return rows.map((row) => row.id);
}

export function findOutboxRows(db: Kysely<Database>, ids: readonly number[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('outbox')
    .leftJoin('messages as m', 'm.dedupe_key', 'outbox.dedupe_key')
    .selectAll('outbox')
    .select(MESSAGE_COLUMNS)
    .where('outbox.id', 'in', ids)
    .execute();
}

export async function countOutboxRows(db: Kysely<Database>, filter: OutboxFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Dead deliveries: a count subquery, one range of the status index. */
export function deadCount(db: Kysely<Database>) {
  return db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'dead');
}

/** What /metrics shows (docs/product/deliveries.md#metrics): the rows not done by status, and the oldest's age. */
export async function outboxDepth(db: Kysely<Database>) {
  const [byStatus, oldest] = await Promise.all([
    db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['pending', 'retrying', 'dead'])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min<string | null>('created_at').as('created_at'))
      .where(TO_DELIVER)
      .executeTakeFirst(),
  ]);
  return {
    byStatus: new Map(byStatus.map((row) => [row.status, Number(row.n)])),
    oldestCreatedAt: oldest?.created_at ?? null,
  };
}
