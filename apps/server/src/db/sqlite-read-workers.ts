import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type LogEvent,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Database } from './schema';
import { UNICODE_LOWER } from './sqlite-functions';

/**
 * Worker threads per database, each with its own read-only connection (WAL lets them read at once). One:
 * two did no better on two cores and held 15 MB more (ADR 020).
 */
const WORKERS = 1;
/** Distinct query texts each worker keeps prepared. */
const STATEMENTS_KEPT = 200;

/**
 * The worker: opens the file read-only, registers the same functions as registerSqliteFunctions (the
 * Unicode lower() that searches call), and answers `{ id, sql, parameters }` with the rows or the error.
 * A string evaluated as CommonJS, so that the server's one-file build needs no second entry.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.betterSqlite3);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.function(workerData.unicodeLower, { deterministic: true }, (value) =>
  typeof value === 'string' ? value.toLowerCase() : value,
);
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= workerData.statementsKept) statements.clear();
      statements.set(sql, statement);
    }
    if (!statement.reader) throw new Error('A read worker runs only statements that return rows');
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
`;

interface Answer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

/** A few workers; each statement goes to the one with the fewest statements waiting. */
class ReadWorkers {
  private readonly workers: { worker: Worker; waiting: number }[] = [];
  private readonly pending = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }
  >();
  private nextId = 0;

  constructor(private readonly file: string) {}

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.workers.length === 0) this.start();
    const chosen = this.workers.reduce((a, b) => (b.waiting < a.waiting ? b : a));
    const id = this.nextId++;
    chosen.waiting += 1;
    return new Promise<unknown[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      chosen.worker.postMessage({ id, sql, parameters });
    }).finally(() => {
      chosen.waiting -= 1;
    });
  }

  private start(): void {
    const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
    for (let i = 0; i < WORKERS; i++) {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        // Its heap holds one statement's rows at a time (an unpaged list's ids at most).
        resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
        workerData: {
          file: this.file,
          betterSqlite3,
          unicodeLower: UNICODE_LOWER,
          statementsKept: STATEMENTS_KEPT,
        },
      });
      // An idle worker must not keep the process alive. One that dies fails what was waiting and is
      // replaced at the next statement.
      worker.unref();
      worker.on('message', (answer: Answer) => this.settle(answer));
      worker.on('error', (error) => this.failAll(error));
      worker.on('exit', () => {
        const index = this.workers.findIndex((w) => w.worker === worker);
        if (index < 0) return;
        for (const other of this.workers.splice(0)) void other.worker.terminate();
        this.failAll(new Error('A SQLite read worker stopped'));
      });
      this.workers.push({ worker, waiting: 0 });
    }
  }

  private settle({ id, rows, error }: Answer): void {
    const waiter = this.pending.get(id);
    if (!waiter) return;
    this.pending.delete(id);
    if (error) waiter.reject(Object.assign(new Error(error.message), { code: error.code }));
    else waiter.resolve(rows ?? []);
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  async terminate(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }
}

class WorkerConnection implements DatabaseConnection {
  constructor(private readonly workers: ReadWorkers) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.workers.run(compiled.sql, compiled.parameters)) as R[] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; Kysely's streamQuery is never used.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('A read worker does not stream');
  }
}

class WorkerDriver implements Driver {
  constructor(private readonly workers: ReadWorkers) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this.workers);
  }
  async beginTransaction(): Promise<void> {
    throw new Error('A read worker runs single statements, never a transaction');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.workers.terminate();
  }
}

/**
 * A Kysely instance that runs each statement on a worker thread's read-only connection to the SQLite
 * file `file` (ADR 020): a slow read there no longer holds the event loop, so other requests go on.
 * Workers start at the first statement. Its reads see every committed write, never an open transaction's.
 */
export function sqliteReadWorkers(file: string, log: (event: LogEvent) => void): Kysely<Database> {
  const workers = new ReadWorkers(file);
  return new Kysely<Database>({
    log,
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new WorkerDriver(workers),
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    },
  });
}

const readers = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** Makes `reader` what slowReads(db) answers (createDatabase, for a SQLite file). */
export function setSlowReader(db: Kysely<Database>, reader: Kysely<Database>): void {
  readers.set(db, reader);
}

/**
 * Where a statement that may take long should run (ADR 020): on SQLite, the database's read workers;
 * on PostgreSQL, in a transaction or for an in-memory database, `db` itself. Use it only for reads
 * that may see the last committed state (an unpaged list, an export, a search, a count).
 */
export function slowReads(db: Kysely<Database>): Kysely<Database> {
  return readers.get(db) ?? db;
}
