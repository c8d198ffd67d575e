// `npm run backup -- <file> [--force]`: a consistent copy of the SQLite database while the server runs.
import { existsSync } from 'node:fs';
import {
  CliError,
  copyDatabase,
  inspectDatabase,
  parseFileArguments,
  runCli,
  sqliteDatabasePath,
} from './database-file';

const USAGE = `Usage: npm run backup -- <file> [--force]

Copies the SQLite database (DATA_DIR/seva.db, or the file DATABASE_URL names) to <file> with SQLite's
online backup: one consistent moment, taken while the server keeps running and writing. --force
replaces an existing <file>. Uploaded images (DATA_DIR/uploads) are files: copy that folder as well.
On PostgreSQL use pg_dump instead.`;

runCli(async () => {
  const { file: target, force } = parseFileArguments(process.argv.slice(2), USAGE);
  const source = sqliteDatabasePath(process.env, 'npm run backup');
  if (!existsSync(source)) throw new CliError(`No SQLite database at ${source} (check DATA_DIR)`);
  if (target === source) throw new CliError('The backup cannot be the database itself; name another file');
  if (existsSync(target) && !force) {
    throw new CliError(`${target} already exists; pass --force to replace it`);
  }
  const started = performance.now();
  await copyDatabase(source, target);
  const facts = await inspectDatabase(target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${source} to ${target}: ${(facts.bytes / 1_048_576).toFixed(1)} MB, ` +
      `${facts.migrations} migrations up to ${facts.latestMigration}, in ${seconds} s.`,
  );
});
