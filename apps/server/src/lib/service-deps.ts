import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import type { LiveEvents } from './live-events';

/**
 * What every domain service is built from (one object, the same for every domain): the database, its
 * dialect, the configuration, the clock services read "now" from, and the live events they tell admins
 * of arrivals with.
 */
export interface ServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  clock: () => number;
  events: LiveEvents;
}

export function serviceDepsOf(app: FastifyInstance): ServiceDeps {
  return { db: app.db, dialect: app.dialect, config: app.config, clock: Date.now, events: app.liveEvents };
}
