import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('withStatementCache', () => {
  const sqlite = new SQLite(':memory:');
  const cached = withStatementCache(sqlite);
  sqlite.exec('create table t (n integer)');
  afterEach(() => sqlite.exec('delete from t'));

  it('prepares each SQL text once and keeps answering with current data', () => {
    const first = cached.prepare('select count(*) as n from t');
    expect(first.all([])).toEqual([{ n: 0 }]);
    cached.prepare('insert into t (n) values (?)').run([7]);
    const again = cached.prepare('select count(*) as n from t');
    expect(again).toBe(first);
    expect(again.all([])).toEqual([{ n: 1 }]);
  });

  it('prepares afresh while the cached statement is still being iterated', () => {
    cached.prepare('insert into t (n) values (?)').run([1]);
    cached.prepare('insert into t (n) values (?)').run([2]);
    const outer = cached.prepare('select n from t order by n');
    const rows = outer.iterate([]);
    rows.next();
    const inner = cached.prepare('select n from t order by n');
    expect(inner).not.toBe(outer);
    expect(inner.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
  });
});
