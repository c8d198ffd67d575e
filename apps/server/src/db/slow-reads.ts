import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Who waits for a statement: `request`, a request being answered; `idle`, nobody (a stale total's refresh,
 * whose old value was already answered), so it never goes ahead of a request's: on SQLite it waits in the
 * read workers' queue behind them, on PostgreSQL it runs on a connection of its own.
 */
export type ReadPriority = 'request' | 'idle';

/**
 * Where one database's slow reads run, by who waits for them (ADR 020): a SQLite file's read workers
 * (sqlite-read-workers.ts) or PostgreSQL connections of their own (createDatabase).
 */
export interface SlowReaders {
  request: Kysely<Database>;
  idle: Kysely<Database>;
  /** Worker threads of this process (SQLite), whose every answer waits for a turn of its event loop. */
  workers: boolean;
  /** Stops the workers or closes the connections. */
  destroy(): Promise<void>;
}

const readers = new WeakMap<Kysely<Database>, SlowReaders>();

/** Makes `slowReaders` what slowReads(db) answers (createDatabase). */
export function setSlowReaders(db: Kysely<Database>, slowReaders: SlowReaders): void {
  readers.set(db, slowReaders);
}

/** Whether slowReads(db) runs statements on read workers (a SQLite file) rather than on connections. */
export function hasReadWorkers(db: Kysely<Database>): boolean {
  return readers.get(db)?.workers === true;
}

/** The slow readers set for `db`, if any (to put them back after a test swaps them). */
export function slowReadersOf(db: Kysely<Database>): SlowReaders | undefined {
  return readers.get(db);
}

/**
 * Where a statement that may take long should run (ADR 020): on a SQLite file, the database's read
 * workers; on PostgreSQL, a few connections of their own, so that slow reads take at most that many of
 * the machine's cores; in a transaction or for an in-memory database, `db` itself. Use it only for reads
 * that may see the last committed state (an unpaged list, an export, a search, a count). `idle`: no
 * request waits for this statement (a stale total's refresh), so it never takes a request's place.
 */
export function slowReads(db: Kysely<Database>, priority: ReadPriority = 'request'): Kysely<Database> {
  return readers.get(db)?.[priority] ?? db;
}
