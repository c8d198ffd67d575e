import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { TEST_ADMIN } from '../../test/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';
import { enqueueOutbox } from './service';

/** The kind src/test/outbox-test-server.ts delivers: each attempt POSTed to the receiver below. */
const KIND = 'test.record';

interface Received {
  key: string;
  id: number;
  attempt: number;
  pid: number;
}

/**
 * A stand-in for a provider that honours idempotency keys, as Razorpay's receipts and refunds do: every
 * request is recorded, the effect of a key happens once whatever number of requests carry it. The first
 * request of a key in `hang` is never answered (the provider is slow while the process dies).
 */
async function startReceiver() {
  const requests: Received[] = [];
  const effects = new Map<string, number>();
  const hang = new Set<string>();
  const held: ServerResponse[] = [];
  let onHang: ((key: string) => void) | undefined;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      const sent = JSON.parse(body) as { id: number; attempt: number; pid: number };
      requests.push({ key, id: sent.id, attempt: sent.attempt, pid: sent.pid });
      if (hang.delete(key)) {
        held.push(res);
        onHang?.(key);
        return;
      }
      if (!effects.has(key)) effects.set(key, 1);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/deliveries`,
    requests,
    effects,
    /** The next request for `key` hangs; resolves when it has arrived. */
    hangOn(key: string): Promise<void> {
      hang.add(key);
      return new Promise((resolve) => {
        onHang = (hung) => {
          if (hung === key) resolve();
        };
      });
    },
    close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * The outbox in real server processes (docs/product/deliveries.md, ADR 032): two processes on one
 * database deliver each row once; a process killed with SIGKILL in the middle of a delivery loses
 * nothing, and after the restart the row is delivered, the provider's effect happening once.
 */
describe(`the outbox across server processes (${testDialect})`, () => {
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  let database: TestDatabase;
  let receiver: Receiver;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    bundle = await buildServerBundle('src/test/outbox-test-server.ts');
    database = await createTestDatabase();
    // Made once here, so processes starting together find it rather than race to insert it.
    await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
    receiver = await startReceiver();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server);
    receiver?.close();
    await database?.drop();
    bundle?.remove();
  }, 30_000);

  const start = async (env: Record<string, string> = {}) => {
    const server = await startServerProcess(bundle.entry, database.url, undefined, {
      OUTBOX_TEST_RECEIVER: receiver.url,
      OUTBOX_POLL_MS: '100',
      ...env,
    });
    servers.push(server);
    return server;
  };
  const db = () => database.handle.db;
  async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const allDone = (prefix: string) => async () => {
    const left = await db()
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dedupe_key', 'like', `${prefix}%`)
      .where('status', '!=', 'done')
      .executeTakeFirstOrThrow();
    return Number(left.n) === 0;
  };

  it('two processes share one outbox and deliver each row exactly once', async () => {
    const [a, b] = [await start(), await start()];
    const keys = Array.from({ length: 200 }, (_, i) => `shared:${i}`);
    for (let i = 0; i < keys.length; i += 20) {
      await db()
        .transaction()
        .execute(async (trx) => {
          for (const key of keys.slice(i, i + 20))
            await enqueueOutbox(trx, { kind: KIND, dedupeKey: key, payload: { key } });
        });
    }
    await until(allDone('shared:'));
    const shared = receiver.requests.filter((r) => r.key.startsWith('shared:'));
    const perKey = new Map<string, number>();
    for (const r of shared) perKey.set(r.key, (perKey.get(r.key) ?? 0) + 1);
    expect(perKey.size).toBe(keys.length);
    expect([...perKey].filter(([, n]) => n !== 1)).toEqual([]);
    const pids = new Set(shared.map((r) => r.pid));
    expect(pids).toEqual(new Set([a.child.pid, b.child.pid]));
    const attempts = await db()
      .selectFrom('outbox')
      .select('attempts')
      .where('dedupe_key', 'like', 'shared:%')
      .execute();
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
    for (const server of servers.splice(0)) await stopServerProcess(server);
  }, 90_000);

  it('a SIGKILL in the middle of a delivery loses nothing: delivered after the restart, its effect once', async () => {
    const lease = 3000;
    const first = await start({ OUTBOX_LEASE_MS: String(lease) });
    const hung = receiver.hangOn('kill:0');
    const keys = Array.from({ length: 6 }, (_, i) => `kill:${i}`);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const key of keys) await enqueueOutbox(trx, { kind: KIND, dedupeKey: key, payload: { key } });
      });
    await hung;
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');
    servers.splice(servers.indexOf(first), 1);

    const inFlight = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', 'kill:0')
      .executeTakeFirstOrThrow();
    expect(inFlight).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(inFlight.locked_until!)).toBeGreaterThan(Date.now());

    await start({ OUTBOX_LEASE_MS: String(lease) });
    await until(allDone('kill:'));
    const rows = await db()
      .selectFrom('outbox')
      .select(['dedupe_key', 'status', 'attempts'])
      .where('dedupe_key', 'like', 'kill:%')
      .orderBy('dedupe_key')
      .execute();
    expect(rows.every((r) => r.status === 'done')).toBe(true);
    expect(rows.find((r) => r.dedupe_key === 'kill:0')?.attempts).toBe(2);
    // The interrupted one was asked twice with the same key; every key had its effect exactly once.
    const interrupted = receiver.requests.filter((r) => r.key === 'kill:0');
    expect(interrupted.map((r) => r.attempt)).toEqual([1, 2]);
    expect(new Set(interrupted.map((r) => r.id)).size).toBe(1);
    expect(keys.map((key) => receiver.effects.get(key))).toEqual(keys.map(() => 1));
  }, 90_000);
});
