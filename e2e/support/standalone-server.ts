import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './environment';

const SERVER_BUNDLE = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A server process of its own (same build, fresh empty database, no demo data) for a test that stops
 * it: the shared server of the run must stay up for the other specs.
 */
export class StandaloneServer {
  private stderr = '';

  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly dataDir: string,
  ) {
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr += chunk;
    });
  }

  static async start(): Promise<StandaloneServer> {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'seva-e2e-standalone-'));
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_PHONE: ADMIN.phone,
        ADMIN_NAME: ADMIN.name,
        SMS_PROVIDER: 'console',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      },
    });
    const server = new StandaloneServer(`http://127.0.0.1:${port}`, child, dataDir);
    await server.waitUntilHealthy();
    return server;
  }

  private async waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`standalone server exited with ${this.child.exitCode}: ${this.stderr}`);
      const healthy = await fetch(`${this.url}/api/v1/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`standalone server did not become healthy within 30 s: ${this.stderr}`);
  }

  /** Stops the process (SIGTERM, as a deploy or an operator would) and waits until it has exited. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill('SIGTERM');
      await exited;
    }
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
