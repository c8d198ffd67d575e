import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/driver/database';
import { seedDemo } from './db/seed';

/** Loads the demo data into an empty database when SEED_DEMO is on (the default). */
export async function prepareData(
  database: DatabaseHandle,
  config: Config,
  adminId: number,
  logger: FastifyBaseLogger,
): Promise<void> {
  if (!config.seedDemo) return;
  const started = performance.now();
  const result = await seedDemo(database, {
    dataDir: config.dataDir,
    adminId,
    invoices: config.invoices,
    defaultCommissionPercent: config.defaultCommissionPercent,
  });
  if (result.seeded) {
    logger.info({ rows: result.rows, ms: Math.round(performance.now() - started) }, 'demo data loaded');
  }
}
