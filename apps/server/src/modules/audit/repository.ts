import { type Compilable, type Kysely, type OperationNodeSource, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { preparedQuery } from '../../db/driver/prepared-query';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  adminId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip: string | null;
}

const asJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

function auditRow(entry: AuditEntry) {
  return {
    admin_id: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    before: asJson(entry.before),
    after: asJson(entry.after),
    ip: entry.ip,
  };
}

/** Every admin mutation writes one; compiled once (db/driver/prepared-query.ts). */
const auditInsert = preparedQuery((db, row: ReturnType<typeof auditRow>) =>
  db.insertInto('audit_log').values(row),
);

/** Writes one audit row; pass the transaction of the change so that both land or neither does. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await auditInsert.execute(db, auditRow(entry));
}

/**
 * A row an audited update inserts with its audit row, only when the update changed its row (an
 * approval's free trial): on PostgreSQL one more data-modifying CTE of the update's statement, which
 * reads the updated row as `changed`; on SQLite an insert in the update's transaction.
 */
export interface InsertedAlongside {
  /** `insert into … select … from changed …` */
  postgres: RawBuilder<unknown>;
  sqlite: (trx: Kysely<Database>) => Promise<unknown>;
}

/**
 * A conditional single-row update and, only when it changed the row, its audit row (and the row
 * `alongside` inserts, if any), atomically. `update` builds the `UPDATE … RETURNING *` on the connection
 * it is given. On PostgreSQL they are one statement (data-modifying CTEs), so a decision costs one round
 * trip and one commit instead of four round trips in a transaction; on SQLite they share a transaction.
 * Answers the updated row, or undefined when the condition no longer held and nothing was written.
 * Given a transaction (`db.isTransaction`), it runs in it, so that the caller may write more with the
 * change (a message it sends): all of it commits or rolls back together.
 */
export async function updateAudited<Row>(
  db: Kysely<Database>,
  dialect: Dialect,
  update: (db: Kysely<Database>) => Compilable<Row> & OperationNodeSource,
  entry: AuditEntry,
  alongside?: InsertedAlongside,
): Promise<Row | undefined> {
  if (dialect === 'postgres') {
    const row = auditRow(entry);
    // Parameters in a SELECT list have no type to take from the target columns, hence the casts.
    const textColumns = ['action', 'entity', 'entity_id', 'before', 'after', 'ip'] as const;
    const columns = ['admin_id', ...textColumns];
    const { rows } = await sql<Row>`with changed as (${update(db)}),
      audited as (insert into audit_log (${sql.join(columns.map((c) => sql.id(c)))})
        select ${sql`${row.admin_id}::integer`}, ${sql.join(textColumns.map((c) => sql`${row[c]}::text`))}
        from changed)${alongside ? sql`, alongside as (${alongside.postgres})` : sql``}
      select * from changed`.execute(db);
    return rows[0];
  }
  const run = async (trx: Kysely<Database>) => {
    const changed = await trx.executeQuery(update(trx).compile());
    const row = changed.rows[0];
    if (row !== undefined) {
      await writeAudit(trx, entry);
      await alongside?.sqlite(trx);
    }
    return row;
  };
  // Already in the caller's transaction (a decision that also queues a message): run in it.
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
