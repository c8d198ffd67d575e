import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';
import { type ChangeMark, postgresChangeMark, sqliteChangeMark } from './change-mark';
import { withNamedStatements } from './pg-named-statements';
import { inProcessSignals, postgresSignals, type SignalListener } from './signals';
import { type Reads, readsOf, type SlowReaders } from './slow-reads';
import { registerSqliteFunctions } from './sqlite-functions';
import { sqliteReadWorkers } from './sqlite-read-workers';
import { withStatementCache } from './sqlite-statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  /** The main connection (a pool on PostgreSQL): every write, and every read that is quick. */
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where reads that may take long run (db/driver/slow-reads.ts, ADR 021). */
  reads: Reads;
  /** Whether any row changed since an earlier mark (db/driver/change-mark.ts, ADR 022). */
  changeMark: ChangeMark;
  destroy(): Promise<void>;
  /**
   * Calls `observer` after every statement, with its duration and whether it failed (Kysely's log
   * events), until the returned function is called: the app's metrics time queries with it.
   */
  observeQueries(observer: QueryObserver): () => void;
  /**
   * Calls `listener` whenever `channel` is signalled, until the returned function is called
   * (db/driver/signals.ts): on PostgreSQL a NOTIFY from any process, heard when its transaction commits;
   * on SQLite `signalInProcess` in this process.
   */
  listen(channel: string, listener: SignalListener): () => void;
}

export type QueryObserver = (event: LogEvent) => void;

/** Kysely takes one `log` function when it is created; observers come and go with the apps using it. */
function queryObservers() {
  const observers = new Set<QueryObserver>();
  return {
    log(event: LogEvent) {
      for (const observe of observers) observe(event);
    },
    observeQueries(observer: QueryObserver) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}

const PG_NUMERIC = 1700;
const PG_INT8 = 20;
// Money is numeric(12,2) and counts are bigint on PostgreSQL; both fit a JS number exactly.
pg.types.setTypeParser(PG_NUMERIC, (v) => Number.parseFloat(v));
pg.types.setTypeParser(PG_INT8, (v) => Number.parseInt(v, 10));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * `url` is a postgres:// URL or a SQLite file path (':memory:' for tests).
 * Dialect branches live in db/ only; the rest of the code sees one Kysely instance.
 */
export interface DatabaseOptions {
  poolSize?: number;
  /**
   * An idle pooled connection can die under us (PostgreSQL restarted, the database dropped); pg then
   * emits 'error' on the pool, which crashes the process if nobody listens. The pool replaces the
   * connection on next use, so the error only needs reporting.
   */
  onIdleConnectionError: (err: Error) => void;
  /** SQLite's `PRAGMA synchronous` under WAL; 'normal' unless chosen otherwise (ADR 013). */
  sqliteSynchronous?: SqliteSynchronous;
}

/**
 * 'normal' syncs the WAL only at checkpoints: an acknowledged write survives a crash of the process, not
 * always one of the machine. 'full' syncs it at every commit, on the server's only thread (ADR 013).
 */
export type SqliteSynchronous = 'full' | 'normal';

/**
 * PostgreSQL connections for slow reads (`reads.slow()`, ADR 021): requests' searches, counts, unpaged lists
 * and exports run on at most this many at once, so that they take at most that many of the machine's
 * cores from the short statements of every other request, as a SQLite file's one read worker does.
 */
const SLOW_READ_CONNECTIONS = 2;
/** A stale total's refresh (`reads.slow('idle')`) runs on a connection of its own, never in a request's. */
const IDLE_READ_CONNECTIONS = 1;

export function createDatabase(url: string, options: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const { log, observeQueries } = queryObservers();
    const postgres = (max: number, applicationName: string) => {
      const pool = new pg.Pool({
        connectionString: url,
        max,
        application_name: applicationName,
        // Many short queries at once, not a few big reports: a parallel plan (e.g. a search count) took
        // three processes' CPU to save little time, which concurrent requests then lacked.
        options: '-c max_parallel_workers_per_gather=0',
      });
      pool.on('error', options.onIdleConnectionError);
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), log });
    };
    const db = postgres(options.poolSize ?? 20, 'seva');
    const request = postgres(SLOW_READ_CONNECTIONS, 'seva slow reads');
    const idle = postgres(IDLE_READ_CONNECTIONS, 'seva idle reads');
    const slowReaders: SlowReaders = {
      request,
      idle,
      workers: false,
      destroy: async () => {
        await Promise.all([request.destroy(), idle.destroy()]);
      },
    };
    const signals = postgresSignals(url, options.onIdleConnectionError);
    const destroy = async () => {
      await signals.close();
      await slowReaders.destroy();
      await db.destroy();
    };
    return {
      db,
      dialect: 'postgres',
      reads: readsOf(db, slowReaders),
      changeMark: postgresChangeMark(db),
      destroy,
      observeQueries,
      listen: signals.listen,
    };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous ?? 'normal'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSqliteFunctions(sqlite);
  const { log, observeQueries } = queryObservers();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log,
  });
  const changeMark = sqliteChangeMark(sqlite);
  const signals = inProcessSignals();
  if (url === ':memory:') {
    return {
      db,
      dialect: 'sqlite',
      reads: readsOf(db),
      changeMark,
      destroy: async () => {
        await signals.close();
        await db.destroy();
      },
      observeQueries,
      listen: signals.listen,
    };
  }
  const readers = sqliteReadWorkers(url, log);
  const destroy = async () => {
    await signals.close();
    await readers.destroy();
    await db.destroy();
  };
  return {
    db,
    dialect: 'sqlite',
    reads: readsOf(db, readers),
    changeMark,
    destroy,
    observeQueries,
    listen: signals.listen,
  };
}
