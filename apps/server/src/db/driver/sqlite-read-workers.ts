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
import type { Database } from '../schema';
import type { ReadPriority, SlowReaders } from './slow-reads';
import { UNICODE_LOWER } from './sqlite-functions';

/**
 * Worker threads per database, each with its own read-only connection (WAL lets them read at once). One:
 * two did no better on two cores and held 15 MB more (ADR 021).
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

/**
 * Statements posted to a worker at once. A busy server takes each answer off the worker's port only at
 * its next turn of the event loop, tens of milliseconds later: with two posted, the worker sat idle for
 * most of that time and searches queued behind it (ADR 021). The rest wait here, where requests' go first.
 */
export const POSTED_PER_WORKER = 16;
/**
 * An idle statement that has waited this long goes ahead of requests' statements, so a worker that is
 * never free cannot keep a stale total from being refreshed for ever.
 */
const IDLE_WAIT_MAX_MS = 10_000;

interface Queued {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  queuedAt: number;
  resolve: (rows: unknown[]) => void;
  reject: (e: Error) => void;
}

interface WorkerSlot {
  worker: Worker;
  posted: Map<number, Queued>;
}

/**
 * A few workers and two queues: a request's statements go first; an idle one is posted only to a worker
 * with nothing posted, so at most one idle statement runs ahead of a request's (ADR 021).
 */
class ReadWorkers {
  private readonly workers: WorkerSlot[] = [];
  private readonly waiting: Record<ReadPriority, Queued[]> = { request: [], idle: [] };
  private nextId = 0;

  constructor(
    private readonly file: string,
    private readonly clock: () => number = performance.now.bind(performance),
  ) {}

  run(sql: string, parameters: readonly unknown[], priority: ReadPriority): Promise<unknown[]> {
    if (this.workers.length === 0) this.start();
    return new Promise<unknown[]>((resolve, reject) => {
      const id = this.nextId++;
      this.waiting[priority].push({ id, sql, parameters, queuedAt: this.clock(), resolve, reject });
      this.post();
    });
  }

  /** Posts what may go now: requests' statements to workers with room, an idle one to an empty worker. */
  private post(): void {
    for (const slot of this.workers) {
      while (slot.posted.size < POSTED_PER_WORKER) {
        const next = this.nextFor(slot);
        if (!next) break;
        slot.posted.set(next.id, next);
        slot.worker.postMessage({ id: next.id, sql: next.sql, parameters: next.parameters });
      }
    }
  }

  private nextFor(slot: WorkerSlot): Queued | undefined {
    const { request, idle } = this.waiting;
    const oldestIdle = idle[0];
    if (oldestIdle && this.clock() - oldestIdle.queuedAt >= IDLE_WAIT_MAX_MS) return idle.shift();
    if (request.length > 0) return request.shift();
    return slot.posted.size === 0 ? idle.shift() : undefined;
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
      const slot: WorkerSlot = { worker, posted: new Map() };
      worker.on('message', (answer: Answer) => this.settle(slot, answer));
      worker.on('error', (error) => this.failAll(error));
      worker.on('exit', () => {
        if (!this.workers.includes(slot)) return;
        this.failAll(new Error('A SQLite read worker stopped'));
      });
      this.workers.push(slot);
    }
  }

  private settle(slot: WorkerSlot, { id, rows, error }: Answer): void {
    const waiter = slot.posted.get(id);
    if (!waiter) return;
    slot.posted.delete(id);
    if (error) waiter.reject(Object.assign(new Error(error.message), { code: error.code }));
    else waiter.resolve(rows ?? []);
    this.post();
  }

  /** Fails everything posted and waiting, and stops the workers: the next statement starts new ones. */
  private failAll(error: Error): void {
    const workers = this.workers.splice(0);
    for (const { worker, posted } of workers) {
      for (const waiter of posted.values()) waiter.reject(error);
      void worker.terminate();
    }
    for (const waiter of [...this.waiting.request.splice(0), ...this.waiting.idle.splice(0)]) {
      waiter.reject(error);
    }
  }

  async terminate(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }
}

class WorkerConnection implements DatabaseConnection {
  constructor(
    private readonly workers: ReadWorkers,
    private readonly priority: ReadPriority,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.workers.run(compiled.sql, compiled.parameters, this.priority)) as R[] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; Kysely's streamQuery is never used.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('A read worker does not stream');
  }
}

class WorkerDriver implements Driver {
  constructor(
    private readonly workers: ReadWorkers,
    private readonly priority: ReadPriority,
  ) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this.workers, this.priority);
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
 * Kysely instances that run each statement on a worker thread's read-only connection to the SQLite file
 * `file` (ADR 021): a slow read there no longer holds the event loop, so other requests go on. `request`
 * and `idle` share the workers; `idle` statements wait for the requests' ones. Workers start at the first
 * statement. Their reads see every committed write, never an open transaction's.
 */
export function sqliteReadWorkers(
  file: string,
  log: (event: LogEvent) => void,
  clock?: () => number,
): SlowReaders {
  const workers = new ReadWorkers(file, clock);
  const readerFor = (priority: ReadPriority) =>
    new Kysely<Database>({
      log,
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new WorkerDriver(workers, priority),
        createQueryCompiler: () => new SqliteQueryCompiler(),
        createIntrospector: (db) => new SqliteIntrospector(db),
      },
    });
  const request = readerFor('request');
  // Both instances' drivers stop the same workers; destroying one is enough.
  return { request, idle: readerFor('idle'), workers: true, destroy: () => request.destroy() };
}
