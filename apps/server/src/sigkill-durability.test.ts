import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerProcesses,
  requestJson,
  type ServerProcess,
  type ServerProcesses,
  signInAdmin,
} from './test/server-process';
import { createTestDatabase, type TestDatabase, testDialect } from './test/test-database';

const WRITERS = 16;
/** The kill comes once this many plans have been acknowledged, with the writers still sending more. */
const ACKNOWLEDGED_BEFORE_KILL = 150;

/** Every `subscription.created` audit row's entity id, through the audit route's pages. */
async function auditedPlanIds(server: ServerProcess, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += 500) {
    const res = await requestJson(
      `${server.url}/api/v1/admin/audit?action=subscription.created&limit=500&offset=${offset}`,
      'GET',
      undefined,
      token,
    );
    expect(res.status).toBe(200);
    for (const row of res.body.data as { entity_id: string }[]) ids.add(row.entity_id);
    if (res.body.data.length < 500) return ids;
  }
}

describe(`acknowledged writes survive a SIGKILL of the server process (${testDialect})`, () => {
  let processes: ServerProcesses;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let databaseUrl: string;

  beforeAll(async () => {
    processes = await buildServerProcesses();
    dataDir = mkdtempSync(join(tmpdir(), 'seva-sigkill-'));
    // SQLite: the server's own file in DATA_DIR. PostgreSQL: the test's database; DATA_DIR holds uploads.
    if (testDialect === 'postgres') database = await createTestDatabase();
    databaseUrl = database?.url ?? join(dataDir, 'seva.db');
  }, 60_000);

  afterAll(async () => {
    await processes?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => processes.start(databaseUrl, dataDir);

  it('finds every plan, and its audit row, whose 201 came back before the kill', async () => {
    const first = await start();
    const token = await signInAdmin(first);
    let killed = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      first.child.once('exit', (_code, signal) => {
        killed = true;
        resolve(signal);
      }),
    );

    const acknowledged = new Map<number, string>();
    const refused: number[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    // Right after an acknowledgement, not on a timer: a write acknowledged before it was committed
    // would be caught uncommitted here.
    const killAfterEnoughAcknowledged = () => {
      if (killed || acknowledged.size < ACKNOWLEDGED_BEFORE_KILL) return;
      inFlightAtKill = inFlight - 1;
      first.child.kill('SIGKILL');
      killed = true;
    };
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const name = `Durable ${w}-${i}`;
        inFlight += 1;
        try {
          const res = await requestJson(
            `${first.url}/api/v1/admin/data/insertSUBSCRIPTIONS`,
            'POST',
            { subscription_name: name, subscription_price: 499, subscription_desc: 'Survives a crash' },
            token,
          );
          if (res.status === 201) {
            acknowledged.set(res.body.data.subscription_id, name);
            killAfterEnoughAcknowledged();
          } else refused.push(res.status);
        } catch {
          // The connection died with the process: this write was never acknowledged.
        } finally {
          inFlight -= 1;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    expect(await exited).toBe('SIGKILL');
    await Promise.all(writers);
    expect(refused).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await start();
    const after = await signInAdmin(second);
    const list = await requestJson(
      `${second.url}/api/v1/admin/data/getSUBSCRIPTIONS`,
      'GET',
      undefined,
      after,
    );
    expect(list.status).toBe(200);
    const stored = new Map(
      (list.body.data as { subscription_id: number; subscription_name: string }[]).map((p) => [
        p.subscription_id,
        p.subscription_name,
      ]),
    );
    const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
    expect(lost).toEqual([]);
    const audited = await auditedPlanIds(second, after);
    expect([...acknowledged.keys()].filter((id) => !audited.has(String(id)))).toEqual([]);

    if (testDialect === 'sqlite') {
      await processes.stop(second);
      const file = new SQLite(databaseUrl, { readonly: true });
      try {
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        file.close();
      }
    }
  }, 90_000);
});
