import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SlowReaders } from './slow-reads';
import { POSTED_PER_WORKER, sqliteReadWorkers } from './sqlite-read-workers';

/** A statement that keeps the worker busy for a while (about 100 ms). */
const busy = sql`with recursive c(n) as (select 1 union all select n + 1 from c where n < 1000000)
  select count(*) as n from c`;

/**
 * The read workers' two queues (ADR 021): a statement no request waits for (`idle`) runs after the
 * statements requests wait for, unless it has waited too long. Plain SQLite, whatever the test dialect.
 */
describe('sqlite read workers', () => {
  let dir: string;
  let readers: SlowReaders;
  let now = 0;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'seva-readers-'));
    const file = join(dir, 'read.sqlite');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (x integer); insert into t values (1)');
    db.close();
    now = 0;
    readers = sqliteReadWorkers(
      file,
      () => undefined,
      () => now,
    );
  });

  afterEach(async () => {
    await readers.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the statements at once and answers the order in which they finished. */
  async function finishingOrder(
    statements: [name: string, run: () => Promise<unknown>][],
    whileBusy: () => void = () => undefined,
  ) {
    const order: string[] = [];
    const done = Promise.all(statements.map(([name, run]) => run().then(() => order.push(name))));
    // All are queued by then, and the first busy statement still runs.
    await new Promise((resolve) => setTimeout(resolve, 5));
    whileBusy();
    await done;
    return order;
  }

  it("runs an idle statement after the requests' statements queued behind it", async () => {
    const order = await finishingOrder([
      ['busy 1', () => busy.execute(readers.request)],
      ['busy 2', () => busy.execute(readers.request)],
      ['idle', () => sql`select x from t`.execute(readers.idle)],
      ['request', () => sql`select x from t`.execute(readers.request)],
    ]);
    expect(order).toEqual(['busy 1', 'busy 2', 'request', 'idle']);
  });

  it('runs an idle statement at once on a free worker, with its rows', async () => {
    const { rows } = await sql<{ x: number }>`select x from t`.execute(readers.idle);
    expect(rows).toEqual([{ x: 1 }]);
  });

  it('lets an idle statement that has waited 10 s go ahead of requests not yet posted', async () => {
    // The worker takes POSTED_PER_WORKER statements at once: the request after them waits here.
    const posted = Array.from({ length: POSTED_PER_WORKER - 1 }, (_, i): [string, () => Promise<unknown>] => [
      `quick ${i}`,
      () => sql`select x from t`.execute(readers.request),
    ]);
    const order = await finishingOrder(
      [
        ['busy', () => busy.execute(readers.request)],
        ...posted,
        ['idle', () => sql`select x from t`.execute(readers.idle)],
        ['request', () => sql`select x from t`.execute(readers.request)],
      ],
      () => {
        now = 10_000;
      },
    );
    expect(order.slice(-2)).toEqual(['idle', 'request']);
  });

  it('fails a statement with the error SQLite gives', async () => {
    await expect(sql`select nope from t`.execute(readers.idle)).rejects.toThrow(/no such column/);
  });
});
