import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { freePort, type SpawnedServer, spawnServer } from './spawn-server';
import { TEST_ADMIN, type TestResponse } from './test-app';

/** Tests of the real process (start, several processes, shutdown): the built server as a child process. */

const SERVER_DIR = new URL('../..', import.meta.url).pathname;
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The production bundle, built from the current source into a private folder under dist/ (the shared
 * dist/server.js may be stale or mid-rebuild by someone else); npm dependencies stay external as in
 * build.mjs, and resolve from the workspace's node_modules. `source`: another entry than src/server.ts,
 * relative to apps/server (a test's server that adds to the app, e.g. src/test/outbox-test-server.ts).
 */
export async function buildServerBundle(
  source = 'src/server.ts',
): Promise<{ entry: string; remove(): void }> {
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const outdir = join(SERVER_DIR, 'dist', `cluster-test-${randomBytes(4).toString('hex')}`);
  await build({
    entryPoints: { server: join(SERVER_DIR, source) },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@seva/')),
    logLevel: 'error',
  });
  return { entry: join(outdir, 'server.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export { freePort };

export interface ServerProcess extends SpawnedServer {
  dataDir: string;
}

/** The built server on a free port (or `reuse`'s) over `databaseUrl`, started and answering /health. */
export async function startServerProcess(
  entry: string,
  databaseUrl: string,
  reuse?: { port: number; dataDir: string },
  env: Record<string, string> = { REDIS_URL },
): Promise<ServerProcess> {
  const port = reuse?.port ?? (await freePort());
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'seva-cluster-'));
  const server = await spawnServer({
    entry,
    port,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'console',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_PHONE: TEST_ADMIN.phone,
      WEB_DIST_DIR: dataDir,
      // Test machines lag for reasons of their own: shedding would answer 503 to the test's own writes.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      // The processes of one database are one deployment; test files running side by side (the server
      // tiers run several workers) each get their own Redis channels and counters.
      REDIS_PREFIX: `test-${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12)}:`,
      ...env,
    },
  });
  return Object.assign(server, { dataDir });
}

export async function stopServerProcess(server: ServerProcess, keepData = false): Promise<void> {
  await server.stop();
  if (!keepData) rmSync(server.dataDir, { recursive: true, force: true });
}

/** One JSON request to a server process, as a client sends it. */
export async function requestJson(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<Pick<TestResponse, 'status' | 'body'>> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The test admin's bearer token on a server process. */
export async function signInAdmin(server: ServerProcess): Promise<string> {
  const res = await requestJson(`${server.url}/api/v1/admin/login`, 'POST', {
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** The built server of one suite, started as often as its tests need. */
export interface ServerProcesses {
  /** A process on a free port over `databaseUrl`, with `dataDir` as its DATA_DIR and without Redis. */
  start(databaseUrl: string, dataDir: string): Promise<ServerProcess>;
  /** Stops one now (SIGTERM, as an operator would) and waits for its exit; its data stays. */
  stop(server: ServerProcess): Promise<void>;
  /** Stops those still running and removes the bundle; their folders are the caller's to remove. */
  close(): Promise<void>;
}

/** Builds the production bundle once (buildServerBundle) for a suite that starts and stops processes of it. */
export async function buildServerProcesses(): Promise<ServerProcesses> {
  const bundle = await buildServerBundle();
  const servers: ServerProcess[] = [];
  const stop = (server: ServerProcess) => stopServerProcess(server, true);
  return {
    async start(databaseUrl, dataDir) {
      const server = await startServerProcess(
        bundle.entry,
        databaseUrl,
        { port: await freePort(), dataDir },
        {},
      );
      servers.push(server);
      return server;
    },
    stop,
    async close() {
      for (const server of servers) await stop(server);
      bundle.remove();
    },
  };
}
