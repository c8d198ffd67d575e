import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/driver/database';
import { migrateToLatest } from './db/migrations/migrate';
import { NewerDatabaseError } from './db/migrations/migration-state';
import { createLogger } from './logger';
import { ensureAdmin } from './modules/auth/bootstrap';
import { prepareData } from './prepare-data';

/** Past this, close-with-grace kills the process, whatever is still closing. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** Requests in flight get this long to finish; then their connections are closed so the database can be. */
const DRAIN_MS = 5_000;

/**
 * Stops taking requests and waits for those in flight, at most DRAIN_MS: a client that keeps a connection
 * busy (seen after heavy load) must not hold the shutdown until it is killed, which would skip closing
 * the database.
 */
async function closeHttp(app: FastifyInstance, logger: FastifyBaseLogger): Promise<void> {
  const timer = setTimeout(() => {
    logger.warn(`requests still open after ${DRAIN_MS / 1000} s of shutdown; closing their connections`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}

async function main(options: Pick<AppOptions, 'apiRoutes'>): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = createDatabase(config.databaseUrl, {
    sqliteSynchronous: config.sqliteSynchronous,
    onIdleConnectionError: (err) =>
      logger.warn({ err }, 'an idle database connection failed; it will be replaced'),
  });
  await migrateToLatest(database.db, database.dialect);
  const admin = await ensureAdmin(database.db, config.admin);
  await prepareData(database, config, admin.id, logger);

  const app = await buildApp({ config, database, logger, ...options });
  closeWithGrace({ delay: SHUTDOWN_LIMIT_MS }, async ({ err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    await closeHttp(app, logger);
    await database.destroy();
  });
  await app.listen({ host: config.host, port: config.port });

  const url = `http://localhost:${config.port}`;
  const password = admin.generatedPassword
    ? `password ${admin.generatedPassword}  (generated now and shown only once; set ADMIN_PASSWORD to choose one)`
    : admin.created
      ? 'the password from ADMIN_PASSWORD'
      : 'your current password (ADMIN_PASSWORD, or the one printed on first start)';
  process.stdout.write(
    `\nSeva Admin is running at ${url}\nDatabase: ${database.dialect}\nSign in at ${url}/adminlogin as ${admin.email} with ${password}\nAPI docs: ${url}/api/docs\n\n`,
  );
}

/**
 * Runs the server as `npm start` does (server.ts): configuration from the environment, migrations, the
 * first admin, the app listening until a signal. `apiRoutes` adds routes under /api/v1: only the bench's
 * server entry passes any (bench/ceiling/server.ts).
 */
export function runServer(options: Pick<AppOptions, 'apiRoutes'> = {}): void {
  main(options).catch(failed);
}

function failed(err: unknown): void {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else if (err instanceof NewerDatabaseError) {
    process.stderr.write(`Seva Admin will not start: ${err.message}\n`);
  } else {
    process.stderr.write(
      `Seva Admin failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
}
