import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmStartCommand, spawnServer } from '../../apps/server/src/test/spawn-server';
import { buildCeilingServer } from '../ceiling/build';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const SERVER_ENTRY = join(ROOT, 'apps/server/dist/server.js');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Milliseconds from spawn until /api/v1/health answered. */
  startupMs: number;
  rssMb(): number;
  /** The highest resident set size the server has had so far (VmHWM). */
  peakRssMb(): number;
  /** CPU time the server's threads have used so far, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export const BENCH_ADMIN = { email: 'bench@seva.local', password: 'Bench-Pass-123', phone: '9000000009' };

export interface ServerChoice {
  /**
   * The bench's server (bench/ceiling/server.ts, bundled now): the same application plus the reference
   * routes a list's page and a write are measured against (GET /api/v1/bench/ceiling/<list>, PUT
   * /api/v1/bench/ceiling/vendor-update and booking-assign). The application never registers them.
   */
  ceiling?: boolean;
}

/**
 * Starts the built server on a fresh data directory and waits until it answers, with the environment
 * and Node options `npm start` uses (its allocator arenas and heap limit, ADR 025); a variable set in the
 * bench's own environment wins. BENCH_NODE_ARGS adds options after them, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server under the load, or another
 * `--max-old-space-size` (the last one counts).
 */
export async function startServer(
  env: Record<string, string> = {},
  port = 18_080,
  choice: ServerChoice = {},
): Promise<RunningServer> {
  const entry = choice.ceiling ? await buildCeilingServer() : SERVER_ENTRY;
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-'));
  const npmStart = npmStartCommand();
  const server = await spawnServer({
    entry,
    port,
    nodeArgs: [...npmStart.nodeArgs, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    stderr: 'inherit',
    pollMs: 10,
    timeoutMs: 120_000,
    env: {
      ...npmStart.env,
      // The application's bundle finds the web app beside it; the bench's bundle is elsewhere.
      WEB_DIST_DIR: join(ROOT, 'apps/web/dist'),
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_PHONE: BENCH_ADMIN.phone,
      AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  const child = server.child;
  return {
    url: server.url,
    process: child,
    dataDir,
    startupMs: server.startupMs,
    rssMb: () => statusMb(child, 'VmRSS'),
    peakRssMb: () => statusMb(child, 'VmHWM'),
    cpuMs: () => cpuMsOf(child),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function statusMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * utime + stime of /proc/<pid>/stat: every thread's CPU time, ended threads included, in clock ticks of
 * 10 ms (USER_HZ is 100 on Linux for every architecture's userspace).
 */
function cpuMsOf(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command's closing parenthesis, utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function login(url: string): Promise<string> {
  return (await signIn(url)).token;
}

/** The bench admin's token and id. */
export async function signIn(url: string): Promise<{ token: string; adminId: number }> {
  const res = await fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`the bench admin's sign-in answered ${res.status}`);
  const body = (await res.json()) as { token: string; admin: { id: number } };
  return { token: body.token, adminId: body.admin.id };
}
