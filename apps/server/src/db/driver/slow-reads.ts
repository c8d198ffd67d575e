import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Who waits for a statement: `request`, a request being answered; `idle`, nobody (a stale total's refresh,
 * whose old value was already answered), so it never goes ahead of a request's: on SQLite it waits in the
 * read workers' queue behind them, on PostgreSQL it runs on a connection of its own.
 */
export type ReadPriority = 'request' | 'idle';

/**
 * The Kysely instances one database's slow reads run on, by who waits for them (ADR 021): a SQLite file's
 * read workers (sqlite-read-workers.ts) or PostgreSQL connections of their own (createDatabase).
 */
export interface SlowReaders {
  request: Kysely<Database>;
  idle: Kysely<Database>;
  /** Worker threads of this process (SQLite), whose every answer waits for a turn of its event loop. */
  workers: boolean;
  /** Stops the workers or closes the connections. */
  destroy(): Promise<void>;
}

/**
 * Where a database's reads run (ADR 021), carried on DatabaseHandle and ServiceDeps as `reads`: a read
 * that may take long goes to `slow()`, every other statement to the main connection (`db`).
 */
export interface Reads {
  /**
   * Where a statement that may take long runs: on a SQLite file, the database's read workers; on
   * PostgreSQL, a few connections of their own, so that slow reads take at most that many of the
   * machine's cores; for an in-memory database, or `within` a transaction, the main connection or the
   * transaction itself. Use it only for reads that may see the last committed state (an unpaged list, an
   * export, a search, a count). `idle`: no request waits for this statement (a stale total's refresh), so
   * it never takes a request's place.
   */
  slow(priority?: ReadPriority): Kysely<Database>;
  /** Whether slow() runs statements on read workers (a SQLite file) rather than on connections. */
  readonly onWorkers: boolean;
  /** The reads of a transaction of this database: slow ones too run on `trx`, which sees its own writes. */
  within(trx: Kysely<Database>): Reads;
}

/** The reads of the database `main`: slow ones on `slowReaders`, or on `main` itself without them. */
export function readsOf(main: Kysely<Database>, slowReaders?: SlowReaders): Reads {
  return {
    slow: (priority = 'request') => slowReaders?.[priority] ?? main,
    onWorkers: slowReaders?.workers === true,
    within: (trx) => readsOf(trx),
  };
}
