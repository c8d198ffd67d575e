import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/driver/database';
import { insertVendor } from '../test/factories';
import {
  buildServerProcesses,
  requestJson,
  type ServerProcess,
  type ServerProcesses,
  signInAdmin,
} from '../test/server-process';
import { testDialect } from '../test/test-database';

const ROOT = new URL('../../../..', import.meta.url).pathname;

/** `npm run backup|restore -- …args` as the root package.json runs it, with only `env` set. */
function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${command}.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/**
 * Writers pause between saves so that the plans saved before the backup starts are still in the WAL,
 * not yet checkpointed into the main file (SQLite does that every ~1 000 pages): a copy of the file
 * alone would miss them.
 */
const WRITE_PAUSE_MS = 100;

interface Plan {
  subscription_id: number;
  subscription_name: string;
}

describe.runIf(testDialect === 'sqlite')('npm run backup and npm run restore (sqlite)', () => {
  let processes: ServerProcesses;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'seva-backup-'));
    dirs.push(dir);
    return dir;
  };
  const start = (dir: string) => processes.start(join(dir, 'seva.db'), dir);
  const get = async (server: ServerProcess, token: string, path: string) => {
    const res = await requestJson(`${server.url}/api/v1${path}`, 'GET', undefined, token);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    processes = await buildServerProcesses();
  }, 60_000);

  afterAll(async () => {
    await processes?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while plans are being saved; a server on the restored copy serves the same rows', async () => {
    const live = dataDir();
    const a = await start(live);
    const file = createDatabase(join(live, 'seva.db'), { onIdleConnectionError: () => {} });
    for (let i = 0; i < 5; i++) await insertVendor(file.db);
    await file.destroy();
    const token = await signInAdmin(a);

    const acknowledged: number[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const res = await requestJson(
          `${a.url}/api/v1/admin/data/insertSUBSCRIPTIONS`,
          'POST',
          { subscription_name: `Backup ${w}-${i}`, subscription_price: 299, subscription_desc: 'Copied' },
          token,
        );
        expect(res.status).toBe(201);
        acknowledged.push(res.body.data.subscription_id);
        await new Promise((resolve) => setTimeout(resolve, WRITE_PAUSE_MS));
      }
    };
    const writers = Array.from({ length: 2 }, (_, w) => writer(w));
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(40);
    const beforeBackup = [...acknowledged];
    const backupFile = join(dataDir(), 'nightly.db');
    const backup = await runCommand('backup', [backupFile], { DATA_DIR: live });
    const afterBackup = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(afterBackup + 20);
    writing = false;
    await Promise.all(writers);
    expect(backup.output).toContain(`Backed up ${join(live, 'seva.db')} to ${backupFile}`);
    expect(backup.code).toBe(0);

    const fresh = dataDir();
    const restore = await runCommand('restore', [backupFile], { DATA_DIR: fresh });
    expect(restore.output).toContain(`Restored ${backupFile} to ${join(fresh, 'seva.db')}`);
    expect(restore.code).toBe(0);
    const b = await start(fresh);
    const tokenB = await signInAdmin(b);

    const plansA: Plan[] = await get(a, token, '/admin/data/getSUBSCRIPTIONS?sort=subscription_id');
    const plansB: Plan[] = await get(b, tokenB, '/admin/data/getSUBSCRIPTIONS?sort=subscription_id');
    const restoredIds = new Set(plansB.map((p) => p.subscription_id));
    expect(beforeBackup.filter((id) => !restoredIds.has(id))).toEqual([]);
    // One moment of the live database: the plans saved up to it, each with its audit row, none after.
    const last = Math.max(...restoredIds);
    expect(plansB).toEqual(plansA.filter((p) => p.subscription_id <= last));
    expect(plansB.length).toBeLessThan(plansA.length);
    const audited = (await get(b, tokenB, '/admin/audit?action=subscription.created&limit=500')) as {
      entity_id: string;
    }[];
    expect(audited.map((r) => Number(r.entity_id)).sort((x, y) => x - y)).toEqual([...restoredIds]);
    expect(await get(b, tokenB, '/admin/data/vendors')).toEqual(await get(a, token, '/admin/data/vendors'));
  }, 120_000);

  it('refuses a database a server holds, an existing one without --force, and files that are not ours or are newer', async () => {
    const live = dataDir();
    const server = await start(live);
    const env = { DATA_DIR: live };
    const backupFile = join(dataDir(), 'copy.db');
    expect((await runCommand('backup', [backupFile], env)).code).toBe(0);

    const again = await runCommand('backup', [backupFile], env);
    expect(again).toMatchObject({ code: 1, output: expect.stringContaining('already exists; pass --force') });
    expect((await runCommand('backup', [backupFile, '--force'], env)).code).toBe(0);

    const held = await runCommand('restore', [backupFile, '--force'], env);
    expect(held.code).toBe(1);
    expect(held.output).toContain(`is open in process ${server.child.pid}`);
    await processes.stop(server);
    const existing = await runCommand('restore', [backupFile], env);
    expect(existing).toMatchObject({
      code: 1,
      output: expect.stringContaining('already exists; pass --force'),
    });

    const text = join(live, 'notes.txt');
    writeFileSync(text, 'not a database at all, but long enough to have a header of sorts...');
    expect(await runCommand('restore', [text, '--force'], env)).toMatchObject({
      code: 1,
      output: expect.stringContaining('is not a SQLite database'),
    });
    const foreign = join(live, 'other.db');
    const other = new SQLite(foreign);
    other.exec('create table notes (body text)');
    other.close();
    expect(await runCommand('restore', [foreign, '--force'], env)).toMatchObject({
      code: 1,
      output: expect.stringContaining("not Seva Admin's"),
    });
    const newer = join(live, 'newer.db');
    copyFileSync(backupFile, newer);
    const future = new SQLite(newer);
    future
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('2099-01-01-999-next', '');
    future.close();
    expect(await runCommand('restore', [newer, '--force'], env)).toMatchObject({
      code: 1,
      output: expect.stringContaining('migrated by a newer version of Seva Admin'),
    });
    expect(await runCommand('restore', [], env)).toMatchObject({
      code: 2,
      output: expect.stringContaining('Usage'),
    });

    expect((await runCommand('restore', [backupFile, '--force'], env)).code).toBe(0);
    const restarted = await start(live);
    expect(await signInAdmin(restarted)).toEqual(expect.any(String));
  }, 120_000);
});

describe.runIf(testDialect === 'postgres')('npm run backup and npm run restore (postgres)', () => {
  it.each(['backup', 'restore'] as const)(
    '%s refuses a PostgreSQL DATABASE_URL and names pg_dump and pg_restore',
    async (command) => {
      const result = await runCommand(command, [join(tmpdir(), 'seva.dump')], {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/seva',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('DATABASE_URL is a PostgreSQL database');
      expect(result.output).toContain('pg_dump -Fc');
      expect(result.output).toContain('pg_restore');
    },
  );
});
