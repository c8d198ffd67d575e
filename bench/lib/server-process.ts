import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  stop(): Promise<void>;
}

export const BENCH_ADMIN = { email: 'bench@seva.local', password: 'Bench-Pass-123', phone: '9000000009' };

/**
 * Starts the built server on a fresh data directory and waits until it answers. BENCH_NODE_ARGS adds
 * Node options, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server under the load.
 */
export async function startServer(env: Record<string, string> = {}, port = 18_080): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-'));
  const started = performance.now();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_PHONE: BENCH_ADMIN.phone,
      AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    process: child,
    dataDir,
    startupMs,
    rssMb: () => statusMb(child, 'VmRSS'),
    peakRssMb: () => statusMb(child, 'VmHWM'),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function statusMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}
