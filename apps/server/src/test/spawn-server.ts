import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The one way to run the built server as a child process, for the server's process tests
 * (server-process.ts), the end-to-end support (e2e/support/standalone-server.ts) and the benchmarks
 * (bench/lib/server-process.ts). Node built-ins only, so e2e and bench can import it without the app.
 */

const ROOT_PACKAGE = new URL('../../../../package.json', import.meta.url);

/** How `npm start` runs the server: the environment and Node options of its command line. */
export interface NpmStartCommand {
  /** Variables set before `node`, e.g. the allocator's arena limit (ADR 025). */
  env: Record<string, string>;
  /** Options between `node` and the script, e.g. the heap limit (ADR 025). */
  nodeArgs: string[];
}

/**
 * The root package.json's start script, `[NAME=value …] node [--options] scripts/start.mjs`, which is
 * where the production heap limit and allocator settings are set (ADR 025). The benches run the server
 * with them too, so that what they measure is what `npm start` runs.
 */
export function npmStartCommand(): NpmStartCommand {
  const pkg = JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name = '', ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  const [node, ...rest] = words;
  const nodeArgs = rest.slice(0, -1);
  if (node !== 'node' || rest.at(-1) !== 'scripts/start.mjs' || nodeArgs.some((o) => !o.startsWith('--'))) {
    throw new Error(
      `package.json's start script is not "[NAME=value …] node [--options] scripts/start.mjs": ${pkg.scripts.start}`,
    );
  }
  return { env, nodeArgs };
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerSpawn {
  /** The bundle to run, e.g. apps/server/dist/server.js. */
  entry: string;
  port: number;
  /** The child's whole environment; PORT and HOST (127.0.0.1) are added. */
  env: NodeJS.ProcessEnv;
  /** Node options before the entry, e.g. --cpu-prof. */
  nodeArgs?: readonly string[];
  /** 'pipe' keeps the server's stderr for error messages; 'inherit' prints it. */
  stderr?: 'pipe' | 'inherit';
  /** How often /api/v1/health is asked while the server starts. */
  pollMs?: number;
  timeoutMs?: number;
}

export interface SpawnedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn until /api/v1/health answered. */
  startupMs: number;
  /** What the server wrote to stderr so far (empty when inherited). */
  stderr(): string;
  /** SIGTERM, as a deploy or an operator would stop it, and waits until the process has exited. */
  stop(): Promise<void>;
}

/** Starts the server and resolves once /api/v1/health answers; kills it and throws if it exits or never does. */
export async function spawnServer(options: ServerSpawn): Promise<SpawnedServer> {
  const { entry, port, nodeArgs = [], pollMs = 50, timeoutMs = 30_000 } = options;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', options.stderr ?? 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    url,
    port,
    child,
    startupMs: 0,
    stderr: () => stderr,
    stop: () => stopProcess(child),
  };
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      server.startupMs = performance.now() - started;
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not answer /api/v1/health within ${timeoutMs} ms: ${stderr}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
