import type { FastifyBaseLogger } from 'fastify';
import type { createClient } from 'redis';

const CONNECT_TIMEOUT_MS = 5000;

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects `clients` (made from one REDIS_URL) within 5 s or fails: a wrong REDIS_URL should stop the
 * start, not leave a process that silently works alone. Their errors are logged as `<purpose> Redis …`.
 */
export async function connectRedisClients(
  clients: Record<string, RedisClient>,
  log: FastifyBaseLogger,
  purpose: string,
): Promise<void> {
  for (const [name, client] of Object.entries(clients)) {
    client.on('error', (err: unknown) => log.error({ err }, `${purpose} Redis ${name} client error`));
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Could not connect to Redis (REDIS_URL) within ${CONNECT_TIMEOUT_MS / 1000} s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([Promise.all(Object.values(clients).map((client) => client.connect())), timeout]);
  } catch (err) {
    for (const client of Object.values(clients)) client.destroy();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

const CLOSE_TIMEOUT_MS = 2000;

/**
 * Closes `clients` gracefully (their queued commands answered), but never waits on a client that is not
 * ready: node-redis holds a graceful close of a client that is reconnecting (e.g. after Redis went away)
 * until it is back, which can be never. Such a client, or one whose close takes over 2 s, is destroyed.
 */
export async function closeRedisClients(clients: readonly RedisClient[]): Promise<void> {
  await Promise.allSettled(
    clients.map(async (client) => {
      if (!client.isReady) {
        if (client.isOpen) client.destroy();
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), CLOSE_TIMEOUT_MS);
      });
      try {
        if ((await Promise.race([client.close(), late])) === 'late') client.destroy();
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
