import type { AnyDb } from './helpers';
import { migrations } from './index';

/** Kysely's Migrator records the migrations it ran in this table (its default name). */
const MIGRATION_TABLE = 'kysely_migration';

export interface MigrationState {
  /** Migrations of this build not yet run on the database, in order. */
  pending: string[];
  /** Migrations the database ran that this build does not know: a newer version migrated it. */
  unknown: string[];
}

/** Compares the migrations recorded in the database with those bundled in this build. */
export async function readMigrationState(db: AnyDb): Promise<MigrationState> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const ran = tables.some((t) => t.name === MIGRATION_TABLE)
    ? new Set(
        (await db.selectFrom(MIGRATION_TABLE).select('name').execute()).map(
          (row: { name: string }) => row.name,
        ),
      )
    : new Set<string>();
  return {
    pending: Object.keys(migrations).filter((name) => !ran.has(name)),
    unknown: [...ran].filter((name) => !(name in migrations)).sort(),
  };
}

/** The database belongs to a newer version of the server: this one must not run on it, nor change it. */
export class NewerDatabaseError extends Error {
  constructor(readonly unknownMigrations: string[]) {
    super(
      `the database was migrated by a newer version of Seva Admin (migrations this version does not know: ${unknownMigrations.join(', ')}). ` +
        'Run that version, or restore a backup taken before it was installed; the database was left unchanged.',
    );
    this.name = 'NewerDatabaseError';
  }
}
