// `npm run restore -- <file> [--force]`: a backup becomes the database in DATA_DIR.
import { existsSync } from 'node:fs';
import {
  CliError,
  copyDatabase,
  inspectDatabase,
  parseFileArguments,
  processesHolding,
  runCli,
  sqliteDatabasePath,
} from './database-file';

const USAGE = `Usage: npm run restore -- <file> [--force]

Checks that <file> is a sound Seva Admin SQLite database (from npm run backup) and makes it the
database in DATA_DIR (or the file DATABASE_URL names). Stop the server first: a database a running
process holds is never replaced. --force replaces an existing database, whose contents are then lost.
On PostgreSQL use pg_restore instead.`;

runCli(async () => {
  const { file: backup, force } = parseFileArguments(process.argv.slice(2), USAGE);
  const target = sqliteDatabasePath(process.env, 'npm run restore');
  if (backup === target) throw new CliError('The backup is the database itself; nothing to restore');
  const facts = await inspectDatabase(backup);
  if (existsSync(target) || existsSync(`${target}-wal`)) {
    const holders = processesHolding(target);
    if (holders.length > 0) {
      throw new CliError(
        `${target} is open in process ${holders.join(', ')} (a running server?); stop it before restoring`,
      );
    }
    if (!force) {
      throw new CliError(
        `${target} already exists; pass --force to replace it (its contents will be lost: back it up first)`,
      );
    }
  }
  await copyDatabase(backup, target);
  console.log(
    `Restored ${backup} to ${target}: ${facts.migrations} migrations up to ${facts.latestMigration}. ` +
      'Start the server; it applies any newer migrations.',
  );
});
