import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

/**
 * What every domain service is built from (one object, the same for every domain): the database, its
 * dialect, the list settings of the configuration (ADR 007) and the clock lists read "now" from.
 */
export interface ServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Pick<Config, 'listCountCacheMs' | 'vendorCacheSize'>;
  clock: () => number;
}

export function serviceDepsOf(app: FastifyInstance): ServiceDeps {
  return { db: app.db, dialect: app.dialect, config: app.config, clock: Date.now };
}
