import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

/** The channel PostgreSQL notifies when a delivery becomes due (`OUTBOX_CHANNEL`, modules/outbox/worker.ts). */
const OUTBOX_CHANNEL = 'seva_outbox';

/**
 * The outbox (docs/product/deliveries.md, ADR 032): every call to the outside world, written in the
 * transaction of the change that causes it and delivered by a worker.
 * - `dedupe_key` is unique: enqueueing the same key again writes nothing.
 * - `status`: `pending` (not yet tried, or retried by an admin), `retrying` (failed, tried again at
 *   `next_attempt_at`), `dead` (gave up), `done`.
 * - `locked_until` / `claimed_by`: the lease of the delivery in progress; a row whose lease has passed is
 *   claimed again (its process died).
 * - Indexes: the claim walks the due rows by `next_attempt_at` (a partial index of the rows still to
 *   deliver); the list, its totals and the depth gauges walk `(status, id)` or `(kind, id)`.
 * - On PostgreSQL a new row, and a row an admin makes due again, notify `seva_outbox` when their
 *   transaction commits, so every process's worker wakes at once (SQLite's wakes within the process).
 */
export const outboxMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await withId(db.schema.createTable('outbox'), dialect, 'id')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('pending').check(sql`status in ('pending', 'retrying', 'dead', 'done')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('done_at', 'text')
      .execute();
    await db.schema
      .createIndex('outbox_due_idx')
      .on('outbox')
      .columns(['next_attempt_at', 'id'])
      .where(sql.ref('status'), 'in', ['pending', 'retrying'])
      .execute();
    await db.schema.createIndex('outbox_status_idx').on('outbox').columns(['status', 'id']).execute();
    await db.schema.createIndex('outbox_kind_idx').on('outbox').columns(['kind', 'id']).execute();

    if (dialect === 'postgres') {
      await sql`create function outbox_notify() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${sql.lit(OUTBOX_CHANNEL)}, '');
          return null;
        end
      $$`.execute(db);
      await sql`create trigger outbox_enqueued after insert on outbox
        for each statement execute function outbox_notify()`.execute(db);
      await sql`create trigger outbox_made_due after update of status on outbox for each row
        when (new.status = 'pending' and old.status <> 'pending')
        execute function outbox_notify()`.execute(db);
    }
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('outbox').execute();
    if (dialect === 'postgres') await sql`drop function outbox_notify()`.execute(db);
  },
});
