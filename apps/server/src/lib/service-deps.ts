import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { ChangeMark } from '../db/driver/change-mark';
import type { Dialect } from '../db/driver/database';
import type { Reads } from '../db/driver/slow-reads';
import type { Database } from '../db/schema';
import type { LiveEvents } from './live-events';

/**
 * What every domain service is built from (one object, the same for every domain): the database, its
 * dialect, where its slow reads run and its change mark, the configuration, the clock services read "now"
 * from, and the live events they tell admins of arrivals with.
 */
export interface ServiceDeps {
  /** The main connection: writes and quick reads. */
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where a read that may take long runs: `reads.slow('request' | 'idle')` (db/driver/slow-reads.ts, ADR 021). */
  reads: Reads;
  /** Whether any row changed since an earlier mark (db/driver/change-mark.ts): totals kept meanwhile, ADR 022. */
  changeMark: ChangeMark;
  config: Config;
  clock: () => number;
  events: LiveEvents;
}

export function serviceDepsOf(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    dialect: app.dialect,
    reads: app.reads,
    changeMark: app.changeMark,
    config: app.config,
    // Read through the global Date at each call, so a test that fakes Date (vi.setSystemTime) moves it too.
    clock: () => Date.now(),
    events: app.liveEvents,
  };
}
