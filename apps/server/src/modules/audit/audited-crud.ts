import {
  type Compilable,
  type Insertable,
  type Kysely,
  type OperationNodeSource,
  type RawBuilder,
  type Selectable,
  sql,
} from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/driver/constraint-errors';
import type { Database } from '../../db/schema';
import { conflict, type HttpError, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import type { Actor } from './actor';
import { updateAudited, writeAudit } from './repository';

/** The tables an admin edits row by row, and their id columns. */
interface CrudTables {
  service_categories: 'service_cat_id';
  services: 'service_id';
  subscriptions: 'subscription_id';
}
export type CrudTable = keyof CrudTables;
/** The audit rows' entity of each table's rows; `<entity>.changed` is the event a committed change emits. */
export type CrudEntity = 'service_category' | 'sub_service' | 'subscription';
export type CrudRow<T extends CrudTable> = Selectable<Database[T]> &
  Record<CrudTables[T], number> & { updated_at: string };
type Values<T extends CrudTable> = Insertable<Database[T]>;

/** What a delete must find empty (ADR 006): tables whose `column` points at the row. */
export interface Dependents<K extends string> {
  column: string;
  tables: Record<K, keyof Database & string>;
  /** The 409 reason for these counts, or null when nothing refers to the row. */
  refusal: (counts: Record<K, number>) => string | null;
  /** The 409 when a foreign key still refuses the delete (a reference that came in meanwhile). */
  stillInUse: string;
}

export interface AuditedCrudConfig<T extends CrudTable, Wire, K extends string> {
  table: T;
  idColumn: CrudTables[T];
  /**
   * The audit rows' entity; their actions are `<entity>.created`, `.updated` and `.deleted`, and each
   * committed change emits `<entity>.changed` with the row's id (the lists' totals forget on it).
   */
  entity: CrudEntity;
  notFound: string;
  /** The 409 for values whose name the unique index refused. */
  duplicateName: (values: Values<T>) => HttpError | Promise<HttpError>;
  /** Another constraint an insert or update broke, as the client's error (e.g. a foreign key → 422). */
  constraintError?: (error: unknown, values: Values<T>) => HttpError | undefined;
  /** Refuses deletes while other rows refer to this one; checked by the delete statement itself. */
  dependents?: (row: CrudRow<T>) => Dependents<K>;
  toWire: (row: CrudRow<T>) => Wire;
}

/**
 * A write whose row other admins changed between its read and its write starts again; each lost attempt
 * means another admin's write landed, so this many simultaneous writers of one row all get through.
 */
const ATTEMPTS = 10;
const BUSY = 'Someone else changed this at the same moment. Reload and try again.';

/**
 * The statements are `sql` templates: Kysely's builder cannot type a query on a table chosen by a type
 * parameter. This wraps one in the form updateAudited runs on whichever connection it is given.
 */
const statement =
  <R>(build: () => RawBuilder<R>) =>
  (db: Kysely<Database>): Compilable<R> & OperationNodeSource => {
    const raw = build();
    return { compile: () => raw.compile(db), toOperationNode: () => raw.toOperationNode() };
  };

/** The defined columns of `values`, as SQL lists. */
function columnsOf(values: object) {
  const defined = Object.entries(values).filter(([, value]) => value !== undefined);
  return {
    names: sql.join(defined.map(([column]) => sql.ref(column))),
    values: sql.join(defined.map(([, value]) => value)),
    assignments: sql.join(defined.map(([column, value]) => sql`${sql.ref(column)} = ${value}`)),
  };
}

/**
 * Create, update and delete of one table's rows, each change with its audit row, atomically: an insert
 * and its audit row share a transaction; an update or delete is conditional on the row read before it
 * (its `updated_at`) and goes through `updateAudited`, one statement on PostgreSQL (ADR 011). Once it
 * committed, a change emits `<entity>.changed`. Names are kept unique by the database's indexes, so a
 * duplicate is a 409 even when two admins save at once.
 */
export function auditedCrud<T extends CrudTable, Wire, K extends string = never>(
  deps: ServiceDeps,
  config: AuditedCrudConfig<T, Wire, K>,
) {
  const { db, dialect } = deps;
  const now = deps.clock;
  const { entity } = config;
  const table = sql.table(config.table);
  const id = sql.ref(config.idColumn);
  /** After the change and its audit row committed. */
  const changed = (key: number) => deps.events.emit(`${entity}.changed`, key);

  async function failure(error: unknown, values: Values<T>): Promise<unknown> {
    if (isUniqueViolation(error)) return config.duplicateName(values);
    return config.constraintError?.(error, values) ?? error;
  }

  /** The row, or 404. */
  async function find(key: number): Promise<CrudRow<T>> {
    const { rows } = await sql<CrudRow<T>>`select * from ${table} where ${id} = ${key}`.execute(db);
    const row = rows[0];
    if (!row) throw notFound(config.notFound);
    return row;
  }

  async function create(values: Values<T>, actor: Actor): Promise<Wire> {
    const { names, values: list } = columnsOf(values);
    try {
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await sql<CrudRow<T>>`insert into ${table} (${names}) values (${list})
          returning *`.execute(trx);
        const row = inserted.rows[0];
        if (!row) throw new Error(`insert into ${config.table} returned no row`);
        await writeAudit(trx, {
          ...actor,
          action: `${entity}.created`,
          entity,
          entityId: row[config.idColumn],
          after: row,
        });
        return row;
      });
      changed(row[config.idColumn]);
      return config.toWire(row);
    } catch (error) {
      throw await failure(error, values);
    }
  }

  /** `change` gets the row as it is and answers its new values; `updated_at` is set here. */
  async function update(key: number, change: (before: CrudRow<T>) => Values<T>, actor: Actor): Promise<Wire> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const before = await find(key);
      // updated_at is the row's version: two changes within a millisecond must still differ.
      const changes = { ...change(before), updated_at: stampAfter(before.updated_at, now()) };
      const { assignments } = columnsOf(changes);
      try {
        const row = await updateAudited(
          db,
          dialect,
          statement(
            () => sql<CrudRow<T>>`update ${table} set ${assignments}
              where ${id} = ${key} and updated_at = ${before.updated_at} returning *`,
          ),
          {
            ...actor,
            action: `${entity}.updated`,
            entity,
            entityId: key,
            before,
            after: { ...before, ...changes },
          },
        );
        if (row) {
          changed(key);
          return config.toWire(row);
        }
      } catch (error) {
        throw await failure(error, changes);
      }
      // Another admin changed the row between the read and the write: start again from what it is now.
    }
    throw conflict(BUSY);
  }

  async function remove(key: number, actor: Actor): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const before = await find(key);
      const dependents = config.dependents?.(before);
      let deleted: CrudRow<T> | undefined;
      try {
        deleted = await updateAudited(
          db,
          dialect,
          statement(
            () => sql<CrudRow<T>>`delete from ${table}
            where ${id} = ${key} and updated_at = ${before.updated_at}
              ${dependents ? sql`and ${unused(dependents, key)}` : sql``}
            returning *`,
          ),
          { ...actor, action: `${entity}.deleted`, entity, entityId: key, before },
        );
      } catch (error) {
        if (dependents && isForeignKeyViolation(error)) throw conflict(dependents.stillInUse);
        throw error;
      }
      if (deleted) {
        changed(key);
        return;
      }
      // Changed meanwhile or still referred to: the counts give the reason, a new attempt the rest.
      const refusal = dependents?.refusal(await count(dependents, key));
      if (refusal) throw conflict(refusal);
    }
    throw conflict(BUSY);
  }

  /** No row of a dependent table points at `key`. */
  function unused(dependents: Dependents<K>, key: number) {
    const none = Object.values<string>(dependents.tables).map(
      (t) =>
        sql`not exists (select 1 from ${sql.table(t)} where ${sql.ref(`${t}.${dependents.column}`)} = ${key})`,
    );
    return sql.join(none, sql` and `);
  }

  async function count(dependents: Dependents<K>, key: number): Promise<Record<K, number>> {
    const column = sql.ref(dependents.column);
    const counts = {} as Record<K, number>;
    for (const name of Object.keys(dependents.tables) as K[]) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n
        from ${sql.table(dependents.tables[name])} where ${column} = ${key}`.execute(db);
      counts[name] = Number(rows[0]?.n ?? 0);
    }
    return counts;
  }

  return { create, update, remove };
}
