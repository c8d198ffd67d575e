import { afterAll, beforeAll } from 'vitest';
import { ensureAdmin } from '../modules/auth/bootstrap';
import type { ChatClient } from './chat-clients';
import {
  buildServerBundle,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './server-process';
import { TEST_ADMIN } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface ServerCluster {
  database: TestDatabase;
  bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  a: ServerProcess;
  b: ServerProcess;
  /** Sockets the tests opened: closed before the processes stop. */
  sockets: ChatClient[];
}

/**
 * Two server processes of the built bundle on one fresh database (and the Redis of the environment),
 * started before the file's tests and stopped after them. The fields are set once beforeAll has run.
 */
export function serverCluster(): ServerCluster {
  const cluster = { sockets: [] as ChatClient[] } as ServerCluster;
  beforeAll(async () => {
    cluster.bundle = await buildServerBundle();
    cluster.database = await createTestDatabase();
    // Created once here, so the two processes starting together find it rather than race to insert it.
    await ensureAdmin(cluster.database.handle.db, { ...TEST_ADMIN });
    [cluster.a, cluster.b] = await Promise.all([
      startServerProcess(cluster.bundle.entry, cluster.database.url),
      startServerProcess(cluster.bundle.entry, cluster.database.url),
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const socket of cluster.sockets) socket.close();
    const { a, b } = cluster;
    await Promise.all([a && stopServerProcess(a), b && stopServerProcess(b)]);
    await cluster.database?.drop();
    cluster.bundle?.remove();
  }, 30_000);
  return cluster;
}
