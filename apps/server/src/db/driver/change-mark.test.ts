import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCategory } from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { postgresChangeMark, sqliteChangeMark } from './change-mark';

/** Plain SQLite files, whatever the test dialect: two connections stand for two processes. */
describe('sqliteChangeMark', () => {
  let dir: string;
  let own: SQLite.Database;
  let other: SQLite.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'seva-mark-'));
    const file = join(dir, 'mark.sqlite');
    own = new SQLite(file);
    own.pragma('journal_mode = WAL');
    own.exec('create table t (x integer)');
    other = new SQLite(file);
  });

  afterEach(() => {
    own.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays while nothing is written, whatever is read', async () => {
    const mark = sqliteChangeMark(own);
    const first = await mark();
    own.prepare('select count(*) from t').get();
    other.prepare('select count(*) from t').get();
    expect(first).toBeDefined();
    expect(await mark()).toBe(first);
  });

  it("moves after this connection's write and after another connection's commit", async () => {
    const mark = sqliteChangeMark(own);
    const first = await mark();
    own.exec('insert into t values (1)');
    const afterOwn = await mark();
    expect(afterOwn).not.toBe(first);
    other.exec('insert into t values (2)');
    expect(await mark()).not.toBe(afterOwn);
  });

  it('is undefined inside a transaction and on a closed database', async () => {
    const mark = sqliteChangeMark(own);
    own.exec('begin; insert into t values (1)');
    expect(await mark()).toBeUndefined();
    own.exec('commit');
    expect(await mark()).toBeDefined();
    own.close();
    expect(await mark()).toBeUndefined();
    own = new SQLite(join(dir, 'mark.sqlite'));
  });
});

describe.skipIf(testDialect !== 'postgres')('postgresChangeMark', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('moves when a write commits, also after a mark read while it was in progress', async () => {
    const { db } = database.handle;
    const mark = postgresChangeMark(db);
    const first = await mark();
    expect(first).toMatch(/^\d+:\d+:/);
    await insertCategory(db);
    const afterWrite = await mark();
    expect(afterWrite).not.toBe(first);
    let during: string | undefined;
    await db.transaction().execute(async (trx) => {
      await insertCategory(trx);
      during = await mark();
    });
    expect(await mark()).not.toBe(during);
  });
});
