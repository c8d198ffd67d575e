import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDatabase, type SqliteSynchronous } from './database';

/** PRAGMA synchronous answers 1 for NORMAL and 2 for FULL. */
const LEVEL: Record<SqliteSynchronous, number> = { normal: 1, full: 2 };

describe('SQLite synchronous setting (ADR 013)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seva-synchronous-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const levelOf = async (sqliteSynchronous?: SqliteSynchronous) => {
    const handle = createDatabase(join(dir, `${sqliteSynchronous ?? 'default'}.db`), {
      onIdleConnectionError: () => {},
      sqliteSynchronous,
    });
    try {
      const result = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
      return result.rows[0]?.synchronous;
    } finally {
      await handle.destroy();
    }
  };

  it('is NORMAL unless FULL is asked for', async () => {
    expect(await levelOf()).toBe(LEVEL.normal);
    expect(await levelOf('normal')).toBe(LEVEL.normal);
    expect(await levelOf('full')).toBe(LEVEL.full);
  });

  it('comes from SQLITE_SYNCHRONOUS, and only normal or full are accepted', () => {
    expect(loadConfig({}).sqliteSynchronous).toBe('normal');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('full');
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'off' })).toThrow('SQLITE_SYNCHRONOUS');
  });
});
