import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteChangeMark } from './change-mark';

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

  it('stays while nothing is written, whatever is read', () => {
    const mark = sqliteChangeMark(own);
    const first = mark();
    own.prepare('select count(*) from t').get();
    other.prepare('select count(*) from t').get();
    expect(first).toBeDefined();
    expect(mark()).toBe(first);
  });

  it("moves after this connection's write and after another connection's commit", () => {
    const mark = sqliteChangeMark(own);
    const first = mark();
    own.exec('insert into t values (1)');
    const afterOwn = mark();
    expect(afterOwn).not.toBe(first);
    other.exec('insert into t values (2)');
    expect(mark()).not.toBe(afterOwn);
  });

  it('is undefined inside a transaction and on a closed database', () => {
    const mark = sqliteChangeMark(own);
    own.exec('begin; insert into t values (1)');
    expect(mark()).toBeUndefined();
    own.exec('commit');
    expect(mark()).toBeDefined();
    own.close();
    expect(mark()).toBeUndefined();
    own = new SQLite(join(dir, 'mark.sqlite'));
  });
});
