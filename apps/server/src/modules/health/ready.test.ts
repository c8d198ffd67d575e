import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { RedisRelay } from '../../test/redis-relay';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const READY = '/api/v1/health/ready';
const LATEST = Object.keys(migrations).at(-1) ?? '';
const FROM_A_NEWER_VERSION = '2999-01-01-001-from-a-newer-version';

describe(`GET /api/v1/health/ready (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with every check, without a token', async () => {
    const res = await t.request('GET', READY);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { database: 'ok', migrations: 'ok', redis: 'not configured', load: 'ok' },
    });
  });

  it('answers 503 naming the missing migration when the database lacks one of this version', async () => {
    const db = t.database.handle.db;
    const [recorded] = (
      await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${LATEST}`.execute(
        db,
      )
    ).rows;
    await sql`delete from kysely_migration where name = ${LATEST}`.execute(db);
    try {
      const res = await t.request('GET', READY);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        message: `The database is missing migrations of this version: ${LATEST}`,
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${LATEST}, ${recorded?.timestamp ?? ''})`.execute(
        db,
      );
    }
    expect((await t.request('GET', READY)).status).toBe(200);
  });

  it('answers 503 when a newer version has migrated the database', async () => {
    const db = t.database.handle.db;
    await sql`insert into kysely_migration (name, timestamp) values (${FROM_A_NEWER_VERSION}, ${new Date().toISOString()})`.execute(
      db,
    );
    try {
      const res = await t.request('GET', READY);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        message: `The database was migrated by a newer version (unknown migrations: ${FROM_A_NEWER_VERSION})`,
      });
    } finally {
      await sql`delete from kysely_migration where name = ${FROM_A_NEWER_VERSION}`.execute(db);
    }
  });

  it('answers 503 when the database is closed, while liveness is a separate question', async () => {
    const closing = await createTestApp();
    try {
      await closing.database.handle.destroy();
      const res = await closing.request('GET', READY);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, message: 'The database is unreachable' });
    } finally {
      await closing.close();
    }
  });
});

describe(`GET /api/v1/health/ready with REDIS_URL (${testDialect})`, () => {
  const relay = new RedisRelay();
  let t: TestApp;
  beforeAll(async () => {
    await relay.open();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${relay.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await relay.cut();
  });

  it('checks Redis: 200 while it answers, 503 while it is unreachable, 200 again once it is back', async () => {
    const up = await t.request('GET', READY);
    expect(up.status).toBe(200);
    expect(up.body.data.redis).toBe('ok');

    await relay.cut();
    const down = await t.request('GET', READY);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ success: false, message: 'Redis is unreachable' });

    await relay.open();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await t.request('GET', READY)).status;
    }
    expect(status).toBe(200);
  });
});
