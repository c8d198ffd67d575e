import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { closeRedisClients, connectRedisClients } from '../../lib/redis-client';

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
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapterHandle> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await connectRedisClients({ publish: pub, subscribe: sub }, log, 'chat');
  return {
    adapter: createAdapter(pub, sub),
    async subscribed() {
      // Redis answers one connection's commands in order: once this round trip is confirmed, the
      // adapter's earlier (un-awaited) SUBSCRIBE and PSUBSCRIBE are too.
      const probe = `seva:chat:ready:${process.pid}`;
      await sub.subscribe(probe, () => undefined);
      await sub.unsubscribe(probe);
    },
    async close() {
      await closeRedisClients([pub, sub]);
    },
  };
}
