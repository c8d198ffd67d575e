import { kolkataDayOf } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedColumns, daysFromNow, insertRow, vendorRow } from '../../test/fixtures';
import {
  buildServerBundle,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { TEST_ADMIN } from '../../test/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

/**
 * The daily jobs in real server processes (docs/product/reminders.md), on the real clock: with
 * REMINDER_HOUR=0 the day's run is due whenever the processes start (a start after the hour catches up).
 * Two processes starting together on one database run it once; a restart the same day does not run it
 * again; the vendor whose trial ends in two days is told once.
 */
describe(`daily jobs across server processes (${testDialect})`, () => {
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    bundle = await buildServerBundle();
    database = await createTestDatabase();
    await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server);
    await database?.drop();
    bundle?.remove();
  }, 30_000);

  const start = async () => {
    const server = await startServerProcess(bundle.entry, database.url, undefined, { REMINDER_HOUR: '0' });
    servers.push(server);
    return server;
  };
  const db = () => database.handle.db;
  async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('two processes starting together run the day’s reminders once, and a restart does not again', async () => {
    const vendor = await insertRow(
      db(),
      'vendors',
      vendorRow({
        ...approvedColumns(null),
        subscription_name: 'Free Trial',
        subscription_price: 0,
        subscription_start_date: daysFromNow(-12),
        subscription_expiry_date: daysFromNow(2),
        subscription_status: 'trial',
      }),
    );
    const day = kolkataDayOf(Date.now());
    const runs = () => db().selectFrom('daily_job_runs').selectAll().where('job', '=', 'reminders').execute();
    const messages = () =>
      db()
        .selectFrom('messages')
        .select(['event', 'dedupe_key'])
        .where('vendor_id', '=', vendor.vendor_id)
        .execute();

    const [first] = await Promise.all([start(), start()]);
    await until(async () => (await runs()).some((run) => run.status === 'done'));
    expect(await runs()).toMatchObject([{ day, status: 'done', attempts: 1 }]);
    expect(await messages()).toEqual([
      {
        event: 'vendor.trial_ending',
        dedupe_key: `vendor.trial_ending:vendor:${vendor.vendor_id}:${kolkataDayOf(vendor.subscription_expiry_date as string)}`,
      },
    ]);

    await stopServerProcess(first as ServerProcess);
    servers.splice(servers.indexOf(first as ServerProcess), 1);
    await start();
    expect(await runs()).toMatchObject([{ day, status: 'done', attempts: 1 }]);
    expect(await messages()).toHaveLength(1);
  });
});
