import { OUTBOX_MAX_ATTEMPTS } from '@seva/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/driver/database';
import { LiveEvents } from '../../lib/live-events';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import {
  enqueueOutbox,
  Outbox,
  type OutboxDeliveryContext,
  type OutboxHandler,
  type OutboxOptions,
  PermanentDeliveryError,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
} from './service';

/** A kind only these tests deliver. */
const KIND = 'test.delivery';
const quiet = { warn: () => undefined, error: () => undefined };

/**
 * The outbox worker against a real database (docs/product/deliveries.md, ADR 032): enqueue in the
 * caller's transaction, claims, retries with backoff, dead after the last attempt, leases, wake-ups, and
 * each row delivered once however many passes and workers run at once.
 */
describe(`the outbox worker (${testDialect})`, () => {
  let database: TestDatabase;
  let db: DatabaseHandle['db'];
  const outboxes: Outbox[] = [];
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterEach(async () => {
    for (const outbox of outboxes.splice(0)) await outbox.stop();
    await db.deleteFrom('outbox').execute();
  });
  afterAll(async () => {
    for (const handle of handles) await handle.destroy();
    await database?.drop();
  });

  /**
   * A test clock that moves only when told, a minute ahead of the real one, so that rows enqueued during
   * the test (stamped with the real time) are due on it.
   */
  function testClock() {
    let now = Date.now() + 60_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  function outboxOn(
    handle: DatabaseHandle,
    options: Partial<OutboxOptions> & { events?: LiveEvents } = {},
  ): Outbox {
    const { events = new LiveEvents(), ...rest } = options;
    const outbox = new Outbox(
      { db: handle.db, dialect: handle.dialect, clock: Date.now, events },
      { pollMs: 60_000, leaseMs: 30_000, log: quiet, listen: handle.listen, ...rest },
    );
    outboxes.push(outbox);
    return outbox;
  }

  /** Another connection (pool) to the same database, as another process has. */
  function secondHandle(): DatabaseHandle {
    const handle = createDatabase(database.url, { onIdleConnectionError: () => undefined });
    handles.push(handle);
    return handle;
  }

  const rowOf = (id: number) =>
    db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const enqueue = (key: string, payload: unknown = { key }, notBefore?: Date) =>
    enqueueOutbox(db, { kind: KIND, dedupeKey: key, payload, ...(notBefore ? { notBefore } : {}) });

  async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('commits the row with the caller’s transaction, and writes nothing when it rolls back', async () => {
    const committed = await db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_log').values({ action: 'test.cause', entity: 'test', ip: null }).execute();
      return enqueueOutbox(trx, { kind: KIND, dedupeKey: 'commit:1', payload: { amount: 500 } });
    });
    expect(committed).toEqual(expect.any(Number));
    const row = await rowOf(committed!);
    expect(row).toMatchObject({
      kind: KIND,
      dedupe_key: 'commit:1',
      status: 'pending',
      attempts: 0,
      last_error: null,
      done_at: null,
    });
    expect(JSON.parse(row.payload)).toEqual({ amount: 500 });

    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueOutbox(trx, { kind: KIND, dedupeKey: 'rollback:1', payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const keys = await db.selectFrom('outbox').select('dedupe_key').execute();
    expect(keys.map((k) => k.dedupe_key)).toEqual(['commit:1']);
  });

  it('enqueues a dedupe key once: the second enqueue writes nothing and answers null', async () => {
    const first = await enqueue('refund:7', { amount: 1 });
    const again = await enqueue('refund:7', { amount: 2 });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    const rows = await db.selectFrom('outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toEqual({ amount: 1 });
  });

  it('delivers a due row to its kind’s handler once and marks it done; other kinds wait', async () => {
    const seen: { payload: unknown; context: Omit<OutboxDeliveryContext, 'signal'>; signal: boolean }[] = [];
    const outbox = outboxOn(database.handle);
    outbox.register(KIND, async (payload, { signal, ...context }) => {
      seen.push({ payload, context, signal: signal instanceof AbortSignal && !signal.aborted });
    });
    const id = (await enqueue('order:1', { order: 1 }))!;
    const other = (await enqueueOutbox(db, { kind: 'test.other', dedupeKey: 'other:1', payload: {} }))!;

    expect(await outbox.deliverDue()).toBe(1);
    expect(seen).toEqual([
      { payload: { order: 1 }, context: { id, attempt: 1, dedupeKey: 'order:1' }, signal: true },
    ]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, locked_until: null, last_error: null });
    expect(row.done_at).toEqual(expect.any(String));
    expect(await outbox.deliverDue()).toBe(0);
    expect(seen).toHaveLength(1);
    expect(await rowOf(other)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('does not deliver before notBefore', async () => {
    const clock = testClock();
    const outbox = outboxOn(database.handle, { clock: clock.now });
    let calls = 0;
    outbox.register(KIND, async () => {
      calls += 1;
    });
    const id = (await enqueue('later:1', {}, new Date(clock.now() + 60_000)))!;
    clock.advance(59_000);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await outbox.deliverDue()).toBe(0);
    clock.advance(1000);
    expect(await outbox.deliverDue()).toBe(1);
    expect(calls).toBe(1);
    expect((await rowOf(id)).status).toBe('done');
  });

  it('retries a failing delivery with growing waits (10 s doubling, at most 1 h), then gives up after 12 attempts', async () => {
    const clock = testClock();
    const events = new LiveEvents();
    const failed: number[] = [];
    events.subscribe((event) => {
      if (event.type === 'delivery.failed') failed.push(event.id);
    });
    const outbox = outboxOn(database.handle, { clock: clock.now, random: () => 0, events });
    const attempts: number[] = [];
    outbox.register(KIND, async (_payload, { attempt }) => {
      attempts.push(attempt);
      throw new Error(`provider answered 503 on attempt ${attempt}`);
    });
    const id = (await enqueue('refund:503'))!;

    const waits: number[] = [];
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      expect(await outbox.deliverDue()).toBe(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({
        status: 'retrying',
        attempts: attempt,
        last_error: `provider answered 503 on attempt ${attempt}`,
        locked_until: null,
      });
      const wait = Date.parse(row.next_attempt_at) - clock.now();
      waits.push(wait);
      // Not due a moment before its time.
      clock.advance(wait - 1);
      expect(await outbox.deliverDue()).toBe(0);
      clock.advance(1);
    }
    expect(waits).toEqual(
      Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) =>
        Math.min(RETRY_BASE_MS * 2 ** i, RETRY_MAX_MS),
      ),
    );
    expect(failed).toEqual([]);

    expect(await outbox.deliverDue()).toBe(1);
    const dead = await rowOf(id);
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: OUTBOX_MAX_ATTEMPTS,
      last_error: `provider answered 503 on attempt ${OUTBOX_MAX_ATTEMPTS}`,
      done_at: null,
    });
    expect(attempts).toEqual(Array.from({ length: OUTBOX_MAX_ATTEMPTS }, (_, i) => i + 1));
    expect(failed).toEqual([id]);
    clock.advance(RETRY_MAX_MS * 2);
    expect(await outbox.deliverDue()).toBe(0);
  });

  it('waits up to a fifth less at random, never more', async () => {
    const clock = testClock();
    const outbox = outboxOn(database.handle, { clock: clock.now, random: () => 0.999 });
    outbox.register(KIND, () => Promise.reject(new Error('down')));
    const id = (await enqueue('jitter:1'))!;
    await outbox.deliverDue();
    const wait = Date.parse((await rowOf(id)).next_attempt_at) - clock.now();
    expect(wait).toBeGreaterThanOrEqual(RETRY_BASE_MS * 0.8);
    expect(wait).toBeLessThan(RETRY_BASE_MS * 0.81);
  });

  it('a PermanentDeliveryError goes straight to dead', async () => {
    const outbox = outboxOn(database.handle);
    outbox.register(KIND, () =>
      Promise.reject(new PermanentDeliveryError('The refund amount exceeds the payment')),
    );
    const id = (await enqueue('refund:too-much'))!;
    await outbox.deliverDue();
    expect(await rowOf(id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'The refund amount exceeds the payment',
    });
  });

  it('keeps no secret, stack or control character in last_error, and at most 500 characters', async () => {
    const outbox = outboxOn(database.handle);
    const messages = new Map<string, string>([
      ['secret:1', 'GET https://rzp_key:s3cr3t@api.example/v1/payments failed\nat line 2'],
      ['secret:2', 'refused: Authorization: Basic cnpwX2tleTpzM2NyM3Q='],
      ['secret:3', `x${'y'.repeat(900)}`],
    ]);
    outbox.register(KIND, async (_payload, { dedupeKey }) => {
      throw new Error(messages.get(dedupeKey));
    });
    const ids = new Map<string, number>();
    for (const key of messages.keys()) ids.set(key, (await enqueue(key))!);
    await outbox.deliverDue();
    const errorOf = async (key: string) => (await rowOf(ids.get(key)!)).last_error!;
    expect(await errorOf('secret:1')).toBe('GET https://[redacted]@api.example/v1/payments failed at line 2');
    expect(await errorOf('secret:2')).toBe('refused: Authorization: Basic [redacted]');
    const long = await errorOf('secret:3');
    expect(long).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
  });

  it('gives up on a delivery that outlasts its timeout, aborting its signal, and retries it', async () => {
    const outbox = outboxOn(database.handle, { leaseMs: 1000 });
    let aborted = false;
    outbox.register(
      KIND,
      (_payload, { signal }) =>
        new Promise<void>((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    );
    const id = (await enqueue('slow:1'))!;
    await outbox.deliverDue();
    expect(aborted).toBe(true);
    expect(await rowOf(id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      last_error: 'The delivery took longer than 0.5 s',
    });
  });

  it('many passes at once deliver each row exactly once', async () => {
    const outbox = outboxOn(database.handle, { batchSize: 5 });
    const calls = new Map<string, number>();
    const handler: OutboxHandler = async (_payload, { dedupeKey }) => {
      calls.set(dedupeKey, (calls.get(dedupeKey) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    outbox.register(KIND, handler);
    const keys = Array.from({ length: 120 }, (_, i) => `many:${i}`);
    for (const key of keys) await enqueue(key);
    const settled = await Promise.all(Array.from({ length: 20 }, () => outbox.deliverDue()));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(keys.length);
    expect([...calls.keys()].sort()).toEqual([...keys].sort());
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    const statuses = await db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(statuses.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('two workers on two connections (two processes’ pools) deliver each row exactly once', async () => {
    const calls = new Map<string, number>();
    const byWorker = [0, 0];
    const handlerOf =
      (worker: number): OutboxHandler =>
      async (_payload, { dedupeKey }) => {
        calls.set(dedupeKey, (calls.get(dedupeKey) ?? 0) + 1);
        byWorker[worker] = (byWorker[worker] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 2));
      };
    const a = outboxOn(database.handle, { batchSize: 4 });
    const b = outboxOn(secondHandle(), { batchSize: 4 });
    a.register(KIND, handlerOf(0));
    b.register(KIND, handlerOf(1));
    const keys = Array.from({ length: 200 }, (_, i) => `two:${i}`);
    for (const key of keys) await enqueue(key);
    await Promise.all([
      ...Array.from({ length: 4 }, () => a.deliverDue()),
      ...Array.from({ length: 4 }, () => b.deliverDue()),
    ]);
    expect(calls.size).toBe(keys.length);
    expect([...calls.values()].filter((n) => n !== 1)).toEqual([]);
    expect(byWorker[0]! + byWorker[1]!).toBe(keys.length);
    expect(byWorker[0]).toBeGreaterThan(0);
    expect(byWorker[1]).toBeGreaterThan(0);
  });

  it('a claim holds its row until the lease passes; a worker whose lease passed records nothing', async () => {
    const clock = testClock();
    // Worker A claims the row, then hangs past its lease (as a process killed mid-delivery would).
    const a = outboxOn(database.handle, { clock: clock.now, leaseMs: 4000 });
    let release: (() => void) | undefined;
    const started = new Promise<void>((resolve) => {
      a.register(
        KIND,
        () =>
          new Promise<void>((done) => {
            release = done;
            resolve();
          }),
      );
    });
    const id = (await enqueue('lease:1'))!;
    const aPass = a.deliverDue();
    await started;
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });

    const b = outboxOn(secondHandle(), { clock: clock.now, leaseMs: 4000 });
    let bCalls = 0;
    b.register(KIND, async (_payload, { attempt }) => {
      bCalls += 1;
      expect(attempt).toBe(2);
    });
    // While the lease holds, nobody else takes the row.
    expect(await b.deliverDue()).toBe(0);
    clock.advance(4000);
    expect(await b.deliverDue()).toBe(1);
    expect(bCalls).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });

    // A finishes late: its claim no longer holds, so the row stays as B recorded it.
    release?.();
    await aPass;
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2, claimed_by: expect.any(String) });
  });

  it('marks dead, without calling the handler again, a row whose last attempt never finished', async () => {
    const clock = testClock();
    const id = (await enqueue('lost-last:1'))!;
    await db
      .updateTable('outbox')
      .set({
        status: 'retrying',
        attempts: OUTBOX_MAX_ATTEMPTS,
        locked_until: new Date(clock.now() - 1).toISOString(),
        claimed_by: 'a process that was killed',
        last_error: 'provider answered 503',
      })
      .where('id', '=', id)
      .execute();
    const outbox = outboxOn(database.handle, { clock: clock.now });
    let calls = 0;
    outbox.register(KIND, async () => {
      calls += 1;
    });
    expect(await outbox.deliverDue()).toBe(1);
    expect(calls).toBe(0);
    expect(await rowOf(id)).toMatchObject({
      status: 'dead',
      attempts: OUTBOX_MAX_ATTEMPTS + 1,
      last_error: 'provider answered 503',
    });
  });

  it('wakes on enqueue without waiting for the poll, once the transaction has committed', async () => {
    const outbox = outboxOn(database.handle, { pollMs: 3_600_000 });
    const delivered: string[] = [];
    outbox.register(KIND, async (_payload, { dedupeKey }) => {
      delivered.push(dedupeKey);
    });
    outbox.start();
    // The worker's first pass finds nothing; then only a wake-up can bring it back within the hour.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await db.transaction().execute(async (trx) => {
      await enqueueOutbox(trx, { kind: KIND, dedupeKey: 'wake:1', payload: {} });
      // Still uncommitted: the worker must not miss it for having looked too early.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await until(async () => delivered.length === 1);
    expect(delivered).toEqual(['wake:1']);
  });

  it.runIf(testDialect === 'postgres')(
    'wakes the workers of other processes too (PostgreSQL’s NOTIFY at commit)',
    async () => {
      const elsewhere = secondHandle();
      const outbox = outboxOn(elsewhere, { pollMs: 3_600_000 });
      const delivered: string[] = [];
      outbox.register(KIND, async (_payload, { dedupeKey }) => {
        delivered.push(dedupeKey);
      });
      outbox.start();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await enqueue('wake-elsewhere:1');
      await until(async () => delivered.length === 1);
      expect(delivered).toEqual(['wake-elsewhere:1']);
    },
  );

  it('stop() waits for the delivery in flight, and claims nothing more', async () => {
    const outbox = outboxOn(database.handle, { pollMs: 20 });
    let finish: (() => void) | undefined;
    const inFlight = new Promise<void>((started) => {
      outbox.register(
        KIND,
        () =>
          new Promise<void>((done) => {
            finish = done;
            started();
          }),
      );
    });
    const id = (await enqueue('stop:1'))!;
    outbox.start();
    await inFlight;
    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    await enqueue('stop:2');
    finish?.();
    await stopping;
    expect((await rowOf(id)).status).toBe('done');
    const second = await db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('dedupe_key', '=', 'stop:2')
      .executeTakeFirstOrThrow();
    expect(second).toEqual({ status: 'pending', attempts: 0 });
  });
});
