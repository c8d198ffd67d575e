import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type SpawnedServer, spawnServer } from '../../apps/server/src/test/spawn-server';
import { serverEnvironment } from './environment';

const SERVER_BUNDLE = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));

/**
 * A server process of its own (same build, fresh empty database, no demo data) for a test that stops
 * it: the shared server of the run must stay up for the other specs.
 */
export class StandaloneServer {
  private constructor(
    private readonly server: SpawnedServer,
    private readonly dataDir: string,
  ) {}

  get url(): string {
    return this.server.url;
  }

  static async start(): Promise<StandaloneServer> {
    const dataDir = await mkdtemp(join(tmpdir(), 'seva-e2e-standalone-'));
    const server = await spawnServer({
      entry: SERVER_BUNDLE,
      port: await freePort(),
      pollMs: 200,
      env: { ...process.env, ...serverEnvironment(dataDir, { seedDemo: false }) },
    });
    return new StandaloneServer(server, dataDir);
  }

  /** Stops the process (SIGTERM, as a deploy or an operator would) and waits until it has exited. */
  stop(): Promise<void> {
    return this.server.stop();
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
