import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { isPostgresUrl } from '../db/driver/database';
import { migrations } from '../db/migrations';
import { NewerDatabaseError, readMigrationState } from '../db/migrations/migration-state';

/** What the backup and restore commands share: the SQLite file, its checks, a consistent copy. */

/** A refusal or failure the user can act on: printed as is, exit code 1. */
export class CliError extends Error {}

export const PG_DUMP_HINT =
  'For PostgreSQL use its own tools: pg_dump -Fc -f seva.dump "$DATABASE_URL" to back up, ' +
  'pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" seva.dump to restore.';

/** The server's SQLite file, from the same environment the server reads (DATA_DIR, DATABASE_URL). */
export function sqliteDatabasePath(env: NodeJS.ProcessEnv, command: string): string {
  let url: string;
  try {
    url = loadConfig(env).databaseUrl;
  } catch (err) {
    throw err instanceof ConfigError ? new CliError(err.message) : err;
  }
  if (isPostgresUrl(url)) {
    throw new CliError(
      `DATABASE_URL is a PostgreSQL database; ${command} handles the SQLite file only. ${PG_DUMP_HINT}`,
    );
  }
  return resolve(url);
}

export interface DatabaseFacts {
  bytes: number;
  migrations: number;
  latestMigration: string;
}

/**
 * Checks, read-only, that `file` is a sound SQLite database of Seva Admin that this version can run:
 * its pages pass quick_check and every migration it ran is one of ours (an older version's file is
 * fine, the server migrates it on start; a newer version's is refused).
 */
export async function inspectDatabase(file: string): Promise<DatabaseFacts> {
  if (!existsSync(file)) throw new CliError(`No such file: ${file}`);
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CliError(`${file} cannot be opened as a SQLite database: ${(err as Error).message}`);
  }
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    let check: unknown;
    try {
      check = sqlite.pragma('quick_check', { simple: true });
    } catch (err) {
      throw new CliError(`${file} is not a SQLite database: ${(err as Error).message}`);
    }
    if (check !== 'ok') throw new CliError(`${file} is damaged (SQLite quick_check: ${String(check)})`);
    const { pending, unknown } = await readMigrationState(db);
    if (unknown.length > 0) throw new CliError(`${file}: ${new NewerDatabaseError(unknown).message}`);
    const ran = Object.keys(migrations).filter((name) => !pending.includes(name));
    const latest = ran.at(-1);
    if (!latest)
      throw new CliError(`${file} is a SQLite database but not Seva Admin's (none of its migrations ran)`);
    return { bytes: statSync(file).size, migrations: ran.length, latestMigration: latest };
  } finally {
    await db.destroy();
  }
}

/**
 * Copies the database `from` into `to` with SQLite's online backup, in one step: a single read
 * transaction, so the copy is one consistent moment even while a server writes (WAL readers do not block
 * writers, and a copy in several steps would start over after each of their commits). The copy is
 * written beside `to` and renamed into place, so `to` never holds half a database.
 */
export async function copyDatabase(from: string, to: string): Promise<void> {
  mkdirSync(dirname(to), { recursive: true });
  const partial = `${to}.partial-${process.pid}`;
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, { progress: () => ALL_REMAINING_PAGES });
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    source.close();
  }
  // A WAL or shared-memory file left by an earlier database at `to` would be read as part of the copy.
  rmSync(`${to}-wal`, { force: true });
  rmSync(`${to}-shm`, { force: true });
  renameSync(partial, to);
}

/** better-sqlite3 caps a step's page count at this; the whole file is copied in the step after the first. */
const ALL_REMAINING_PAGES = 0x7fffffff;

/**
 * Ids of the other processes on this machine that have `file` open, read from /proc (Linux; elsewhere
 * none are found). A server holds its database open for as long as it runs.
 */
export function processesHolding(file: string): number[] {
  if (!existsSync(file)) return [];
  const target = realpathSync(file);
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return [];
  }
  const holders: number[] = [];
  for (const pid of pids) {
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === target)) holders.push(Number(pid));
    } catch {
      // The process ended meanwhile, or belongs to another user.
    }
  }
  return holders;
}

/** `<file> [--force]`, the arguments of both commands; anything else prints `usage` and exits with 2. */
export function parseFileArguments(argv: string[], usage: string): { file: string; force: boolean } {
  let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  return { file: resolve(positionals[0] as string), force: values.force === true };
}

/** Runs a command's main: a CliError is printed without a stack trace and exits with 1. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof CliError ? err.message : err);
      process.exit(1);
    },
  );
}
