import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import type { Database } from '../schema';
import type { Reads } from './slow-reads';

/**
 * On PostgreSQL, slow reads (`reads.slow()`) run on connections of their own (ADR 021): at most two
 * requests' reads at once, and a stale total's refresh on one more, so that they cannot take every core
 * from the short statements of other requests.
 */
describe.skipIf(testDialect !== 'postgres')('slow reads on postgres', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let reads: Reads;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db, reads } = database.handle);
  });

  afterAll(async () => {
    await database.drop();
  });

  /** Runs `sleeps` statements of 0.3 s through `reader` and answers the most seen active at once. */
  async function mostAtOnce(reader: Kysely<Database>, applicationName: string, sleeps: number) {
    const marker = `slow-read-${applicationName.replaceAll(' ', '-')}-${sleeps}`;
    const running = Array.from({ length: sleeps }, () =>
      // The marker is part of the query's text, which pg_stat_activity shows.
      sql<{ done: number }>`select pg_sleep(0.3), 1 as done, ${sql.lit(marker)} as marker`.execute(reader),
    );
    let finished = false;
    const all = Promise.all(running).finally(() => {
      finished = true;
    });
    let most = 0;
    while (!finished) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where application_name = ${applicationName} and state = 'active' and query like ${`%${marker}%`}
          and pid <> pg_backend_pid()`.execute(db);
      most = Math.max(most, rows[0]?.n ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const results = await all;
    expect(results.map((r) => r.rows[0]?.done)).toEqual(Array(sleeps).fill(1));
    return most;
  }

  it('runs them on connections of their own, not on worker threads', async () => {
    expect(reads.slow()).not.toBe(db);
    expect(reads.slow('idle')).not.toBe(reads.slow());
    expect(reads.onWorkers).toBe(false);
    const { rows } = await sql<{ name: string }>`select current_setting('application_name') as name`.execute(
      reads.slow(),
    );
    expect(rows[0]?.name).toBe('seva slow reads');
  });

  it("runs at most two requests' slow reads at once, every one answered", async () => {
    expect(await mostAtOnce(reads.slow(), 'seva slow reads', 5)).toBe(2);
  });

  it('runs one refresh at a time on a connection of its own', async () => {
    expect(await mostAtOnce(reads.slow('idle'), 'seva idle reads', 3)).toBe(1);
  });

  it("leaves the other connections to other requests' statements while slow reads are busy", async () => {
    let finished = 0;
    const sleeps = Array.from({ length: 6 }, () =>
      sql`select pg_sleep(0.5)`.execute(reads.slow()).then(() => {
        finished += 1;
      }),
    );
    await sql`select 1`.execute(db);
    expect(finished).toBe(0);
    await Promise.all(sleeps);
  });

  it('reads inside a transaction on the transaction itself, which sees its own writes', async () => {
    await db.transaction().execute(async (trx) => {
      expect(reads.within(trx).slow()).toBe(trx);
      await trx
        .insertInto('service_categories')
        .values({ service_category_name: 'Slow read check', service_desc: 'Inside a transaction' })
        .execute();
      const seen = await reads
        .within(trx)
        .slow()
        .selectFrom('service_categories')
        .select('service_category_name')
        .where('service_category_name', '=', 'Slow read check')
        .execute();
      expect(seen).toHaveLength(1);
    });
  });
});
