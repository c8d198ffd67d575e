import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Dialect } from '../driver/database';
import type { AnyDb } from './helpers';
import { migrations } from './index';
import { NewerDatabaseError, readMigrationState } from './migration-state';

/** Migrations are bundled (no file scanning), so the built server carries them. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(this.dialect)]));
  }
}

/** A Migrator over the bundled migrations (tests move it to a given migration with `migrateTo`). */
export function migratorFor(db: AnyDb, dialect: Dialect): Migrator {
  return new Migrator({ db, provider: new StaticMigrationProvider(dialect) });
}

/** Runs the pending migrations; refuses (NewerDatabaseError) a database a newer version has migrated. */
export async function migrateToLatest(db: AnyDb, dialect: Dialect): Promise<void> {
  const { unknown } = await readMigrationState(db);
  if (unknown.length > 0) throw new NewerDatabaseError(unknown);
  const { error, results } = await migratorFor(db, dialect).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
