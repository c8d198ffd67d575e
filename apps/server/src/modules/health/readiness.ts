import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { readMigrationState } from '../../db/migrations/migration-state';
import { serviceUnavailable } from '../../lib/http-error';
import { connectRedisClients } from '../../lib/redis-client';
import { OVERLOADED_MESSAGE } from '../../plugins/load-shedding';

/** A check that has not answered by then counts as failed: a probe must answer, not hang with it. */
const CHECK_TIMEOUT_MS = 2000;

export const ReadinessMessages = {
  databaseUnreachable: 'The database is unreachable',
  redisUnreachable: 'Redis is unreachable',
  overloaded: OVERLOADED_MESSAGE,
  pending: (names: string[]) => `The database is missing migrations of this version: ${names.join(', ')}`,
  unknown: (names: string[]) =>
    `The database was migrated by a newer version (unknown migrations: ${names.join(', ')})`,
} as const;

export interface ReadinessChecks {
  database: 'ok';
  migrations: 'ok';
  redis: 'ok' | 'not configured';
  load: 'ok';
}

export interface RedisProbe {
  ping(): Promise<void>;
  close(): void;
}

/**
 * A Redis connection of the readiness check's own, without an offline queue: while Redis is down its
 * PING fails at once instead of waiting for the reconnection.
 */
export async function connectRedisProbe(url: string, log: FastifyBaseLogger): Promise<RedisProbe> {
  const client = createClient({ url, disableOfflineQueue: true });
  await connectRedisClients({ probe: client }, log, 'readiness');
  return {
    async ping() {
      await client.ping();
    },
    close: () => client.destroy(),
  };
}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `check`; a failure or timeout becomes a 503 with `message`, and the cause goes to the log. */
async function mustPass<T>(check: () => Promise<T>, message: string, log: FastifyBaseLogger): Promise<T> {
  try {
    return await within(check(), CHECK_TIMEOUT_MS);
  } catch (err) {
    log.warn({ err }, `readiness: ${message}`);
    throw serviceUnavailable(message);
  }
}

/**
 * Whether this process should get traffic: the database answers, its migrations are exactly this
 * build's, Redis answers when REDIS_URL is set, and the process is not shedding load. The first failed
 * check is the 503's message.
 */
export async function checkReadiness(
  app: FastifyInstance,
  redis: RedisProbe | undefined,
  log: FastifyBaseLogger,
): Promise<ReadinessChecks> {
  await mustPass(() => sql`select 1`.execute(app.db), ReadinessMessages.databaseUnreachable, log);
  const { pending, unknown } = await mustPass(
    () => readMigrationState(app.db),
    ReadinessMessages.databaseUnreachable,
    log,
  );
  if (unknown.length > 0) throw serviceUnavailable(ReadinessMessages.unknown(unknown));
  if (pending.length > 0) throw serviceUnavailable(ReadinessMessages.pending(pending));
  if (redis) await mustPass(() => redis.ping(), ReadinessMessages.redisUnreachable, log);
  if (app.isUnderPressure()) throw serviceUnavailable(ReadinessMessages.overloaded);
  return { database: 'ok', migrations: 'ok', redis: redis ? 'ok' : 'not configured', load: 'ok' };
}
