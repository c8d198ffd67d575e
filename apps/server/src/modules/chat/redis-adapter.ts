import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { closeRedisClients, connectRedisClients, type RedisClient } from '../../lib/redis-client';

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  /**
   * Resolves once the subscriptions the adapter issued so far are confirmed. Until then a message
   * another process publishes would not reach this one's sockets, so wait before accepting them.
   */
  subscribed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The socket.io Redis adapter (docs/product/data-and-security.md#scale): a publishing client and its duplicate for subscribing,
 * so a broadcast from one process reaches sockets on every process sharing REDIS_URL.
 */
export async function connectRedisAdapter(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<RedisAdapterHandle> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await connectRedisClients({ publish: pub, subscribe: sub }, log, 'chat');
  logUnawaitedRejections(pub, ['publish'], log);
  logUnawaitedRejections(sub, ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'], log);
  return {
    // The channels are `<REDIS_PREFIX>socket.io#…`: only processes of one deployment hear each other.
    adapter: createAdapter(pub, sub, { key: `${prefix}socket.io` }),
    async subscribed() {
      // Redis answers one connection's commands in order: once this round trip is confirmed, the
      // adapter's earlier (un-awaited) SUBSCRIBE and PSUBSCRIBE are too.
      const probe = `${prefix}chat:ready:${process.pid}`;
      await sub.subscribe(probe, () => undefined);
      await sub.unsubscribe(probe);
    },
    async close() {
      await closeRedisClients([pub, sub]);
    },
  };
}

/**
 * The adapter sends these commands without awaiting them. While Redis is away they wait in the offline
 * queue, and closing the client then rejects them (`Disconnects client`): left unhandled, that rejection
 * would crash the process on its way down. Each reply is observed here and a failure logged instead.
 */
function logUnawaitedRejections(
  client: RedisClient,
  commands: readonly string[],
  log: FastifyBaseLogger,
): void {
  const methods = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const command of commands) {
    const send = methods[command];
    if (typeof send !== 'function') throw new Error(`The Redis client has no ${command} command`);
    methods[command] = (...args: unknown[]) => {
      const reply = send.apply(client, args);
      if (reply instanceof Promise) {
        reply.catch((err: unknown) => log.warn({ err }, `chat Redis ${command} failed`));
      }
      return reply;
    };
  }
}
