import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from '../lib/redis-client';

/** Counts one hit in a fixed window: the window starts with the key's first hit and ends with its expiry. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** The same window, read without counting. */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A @fastify/rate-limit store in Redis (docs/product/data-and-security.md#scale: several processes share REDIS_URL), so the
 * per-IP limits of the sign-in and recovery routes hold across every process instead of each process
 * allowing its own share. Keys: `<REDIS_PREFIX>rate-limit:<method><route>:<ip>` (`seva:rate-limit:…` by default), expiring with their window.
 */
export function redisRateLimitStore(client: RedisClient, redisPrefix: string): FastifyRateLimitStoreCtor {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = `${redisPrefix}rate-limit:`,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.run(INCREMENT, key, [String(timeWindow)], callback);
    }

    read(key: string, callback: Callback): void {
      this.run(READ, key, [], callback);
    }

    child(routeOptions: RouteOptions): RedisRateLimitStore {
      // The plugin passes the route's method and URL along (its typings leave routeInfo out).
      const { method, url } = (routeOptions as RouteOptions & { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new RedisRateLimitStore(routeOptions, `${this.prefix}${method}${url}:`);
    }

    private run(script: string, key: string, args: string[], callback: Callback): void {
      client.eval(script, { keys: [`${this.prefix}${key}`], arguments: args }).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (err: Error) => callback(err),
      );
    }
  };
}
