import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from './modules/auth/bootstrap';
import { buildServerBundle, startServerProcess, stopServerProcess } from './test/server-process';
import { TEST_ADMIN } from './test/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from './test/test-database';

describe(`the server process shuts down (${testDialect})`, () => {
  let database: TestDatabase;
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
    bundle = await buildServerBundle();
  }, 60_000);

  afterAll(async () => {
    bundle?.remove();
    await database?.drop();
  });

  it('on SIGTERM within its limit and cleanly, even with a request that never completes', async () => {
    const server = await startServerProcess(bundle.entry, database.url, undefined, {});
    // A client that sent half a request: its connection is busy, not idle, as long as it stays open.
    const { port } = new URL(server.url);
    const stuck: Socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => stuck.once('connect', resolve));
    stuck.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = performance.now();
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    const code = await exited;
    const seconds = (performance.now() - started) / 1000;
    stuck.destroy();
    await stopServerProcess(server);

    // Not killed by the 10 s limit (exit code 1, 'killed by timeout'): the connection was closed after
    // the 5 s drain and the database closed.
    expect(server.stderr()).not.toContain('killed by timeout');
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(9);
  }, 30_000);
});
