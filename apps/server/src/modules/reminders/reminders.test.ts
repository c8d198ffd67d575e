import { MESSAGE_EVENTS, renderMessage } from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type DatabaseHandle } from '../../db/driver/database';
import { approvedColumns, insertRow, vendorRow } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { DailyJobs, RETRY_AFTER_MS, RUN_LEASE_MS } from '../daily-jobs/service';

const METRICS_TOKEN = 'metrics-token-of-the-reminders-test';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const silent = { info() {}, warn() {}, error() {} };

/** The instant of `hh:mm` India time on `day` (`YYYY-MM-DD`): Asia/Kolkata is UTC+05:30. */
const india = (day: string, time: string) => Date.parse(`${day}T${time}:00+05:30`);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The daily reminders (docs/product/reminders.md) with a controlled clock (Date faked, timers real): two
 * apps on one database stand for two server processes; each test works on days of its own, far from the
 * real date, so the runs of one do not meet another's. On PostgreSQL each app has its own pool; on SQLite
 * they share the test's connection, as one process cannot hold two connections that write (better-sqlite3
 * waits synchronously for the lock the other holds); daily-jobs-processes.test.ts runs real processes.
 */
describe(`daily reminders (${testDialect})`, () => {
  let t: TestApp;
  let otherDb: DatabaseHandle;
  let other: FastifyInstance;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
    otherDb = secondHandle();
    other = await buildApp({ config: t.app.config, database: otherDb, sms: t.app.sms });
    await other.ready();
    await other.shared.dailyJobs.check();
  });
  afterAll(async () => {
    await other?.close();
    if (otherDb !== t?.database.handle) await otherDb?.destroy();
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Another process's connection to the test's database (on SQLite, the same one: see above). */
  const secondHandle = (): DatabaseHandle =>
    testDialect === 'postgres'
      ? createDatabase(t.database.url, { onIdleConnectionError: () => undefined })
      : t.database.handle;
  const setNow = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };
  const checkBoth = () => Promise.all([t.app.shared.dailyJobs.check(), other.shared.dailyJobs.check()]);
  const runsOf = (day: string) =>
    db().selectFrom('daily_job_runs').selectAll().where('day', '=', day).execute();
  const messagesTo = (vendorId: number) =>
    db()
      .selectFrom('messages')
      .select(['event', 'to_phone', 'text', 'dedupe_key', 'channel'])
      .where('vendor_id', '=', vendorId)
      .orderBy('message_id')
      .execute();

  /** An approved vendor on a free trial ending at `expiry`. */
  const trialVendor = (expiry: string, overrides: Parameters<typeof vendorRow>[0] = {}) =>
    insertRow(
      db(),
      'vendors',
      vendorRow({
        ...approvedColumns(t.adminId),
        subscription_name: 'Free Trial',
        subscription_price: 0,
        subscription_start_date: new Date(Date.parse(expiry) - 14 * DAY_MS).toISOString(),
        subscription_expiry_date: expiry,
        subscription_status: 'trial',
        ...overrides,
      }),
    );
  /** An approved vendor on a paid plan (`active`) expiring at `expiry`. */
  const planVendor = (expiry: string, overrides: Parameters<typeof vendorRow>[0] = {}) =>
    trialVendor(expiry, {
      subscription_name: 'Gold',
      subscription_price: 999,
      subscription_status: 'active',
      ...overrides,
    });

  it('runs once a day across two processes, from REMINDER_HOUR, and tells each vendor once', async () => {
    const day = '2027-03-01';
    // The trial ends on 4 Mar at 15:00 India time; the plan ended the day before at 18:00.
    const trial = await trialVendor(new Date(india('2027-03-04', '15:00')).toISOString(), {
      vendor_name: 'Ravi Kumar',
      name_of_bussiness: 'Ravi Plumbing Works',
      vendor_mobile: '9876503210',
    });
    const plan = await planVendor(new Date(india('2027-02-28', '18:00')).toISOString(), {
      vendor_name: 'Meena Iyer',
      name_of_bussiness: 'Iyer Electricals',
      vendor_mobile: '9876504321',
    });

    setNow(india(day, '09:59'));
    expect((await checkBoth()).flat().map((o) => o.result)).toEqual(['not_due', 'not_due']);
    expect(await runsOf(day)).toEqual([]);

    setNow(india(day, '10:00'));
    const outcomes = (await checkBoth()).flat();
    expect(outcomes.map((o) => o.result).sort()).toEqual(['done', 'taken']);
    expect(outcomes.find((o) => o.result === 'done')).toMatchObject({
      job: 'reminders',
      day,
      counts: { trial_ending_found: 1, trial_ending_sent: 1, plan_expired_found: 1, plan_expired_sent: 1 },
    });

    for (const time of ['10:01', '14:00', '23:59']) {
      setNow(india(day, time));
      expect((await checkBoth()).flat().map((o) => o.result)).toEqual(['taken', 'taken']);
    }
    const runs = await runsOf(day);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ job: 'reminders', status: 'done', attempts: 1 });

    expect(await messagesTo(trial.vendor_id)).toEqual([
      {
        event: 'vendor.trial_ending',
        to_phone: '9876503210',
        channel: 'sms',
        text: 'Hi Ravi Kumar, your free trial ends on 4 Mar 2027. Choose a plan in the app to keep getting jobs. - Seva',
        dedupe_key: `vendor.trial_ending:vendor:${trial.vendor_id}:2027-03-04`,
      },
    ]);
    expect(await messagesTo(plan.vendor_id)).toEqual([
      {
        event: 'vendor.plan_expired',
        to_phone: '9876504321',
        channel: 'sms',
        text: renderMessage(MESSAGE_EVENTS['vendor.plan_expired'].text, {
          vendor_name: 'Meena Iyer',
          plan: 'Gold',
          expiry_date: '28 Feb 2027',
        }),
        dedupe_key: `vendor.plan_expired:vendor:${plan.vendor_id}:2027-02-28`,
      },
    ]);
    // Each message has its delivery in the outbox, under the same key.
    const deliveries = await db()
      .selectFrom('outbox')
      .select(['kind', 'dedupe_key'])
      .where('dedupe_key', 'in', [
        `vendor.trial_ending:vendor:${trial.vendor_id}:2027-03-04`,
        `vendor.plan_expired:vendor:${plan.vendor_id}:2027-02-28`,
      ])
      .execute();
    expect(deliveries.map((d) => d.kind)).toEqual(['sms', 'sms']);

    // The next days find the same expiries (the trial still ends within 3 days, the plan ended within
    // 7) and tell nobody again.
    for (const next of [1, 2]) {
      setNow(india(addDays(day, next), '10:00'));
      const found = (await checkBoth()).flat().find((o) => o.result === 'done');
      expect(found).toMatchObject({
        counts: { trial_ending_found: 1, trial_ending_sent: 0, plan_expired_found: 1, plan_expired_sent: 0 },
      });
    }
    expect(await messagesTo(trial.vendor_id)).toHaveLength(1);
    expect(await messagesTo(plan.vendor_id)).toHaveLength(1);
  });

  it('catches up: a process starting after the hour runs the day’s job when none has', async () => {
    const day = '2027-04-10';
    const trial = await trialVendor(new Date(india('2027-04-13', '09:00')).toISOString());
    // Down at 10:00: the server starts at 14:00.
    setNow(india(day, '14:00'));
    const database = secondHandle();
    const late = await buildApp({ config: t.app.config, database, sms: t.app.sms });
    const runs: string[] = [];
    late.shared.dailyJobs.observe((job, result) => runs.push(`${job} ${result}`));
    try {
      // Its check when it became ready (the app's onReady) ran the day's job.
      await late.ready();
      await late.shared.dailyJobs.check();
      expect(runs).toEqual(['reminders done']);
      expect(await runsOf(day)).toMatchObject([{ status: 'done', attempts: 1 }]);
      expect(await messagesTo(trial.vendor_id)).toMatchObject([
        { event: 'vendor.trial_ending', text: expect.stringContaining('ends on 13 Apr 2027') },
      ]);
    } finally {
      await late.close();
      if (database !== t.database.handle) await database.destroy();
    }

    // GET /metrics shows when the job last finished, read from the shared table.
    const res = await fetch(`${t.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain('# TYPE daily_job_last_run_timestamp_seconds gauge');
    const line = text
      .split('\n')
      .find((l) => l.startsWith('daily_job_last_run_timestamp_seconds{job="reminders"}'));
    expect(Number(line?.split(' ')[1])).toBe(india(day, '14:00') / 1000);
  });

  it('tells only approved vendors neither rejected nor blocked, trials within 3 days, plans within 7', async () => {
    const day = '2027-05-10';
    const at = (d: string, time = '12:00') => new Date(india(d, time)).toISOString();
    const told = await trialVendor(at('2027-05-13', '23:00'));
    const soonerTold = await trialVendor(at('2027-05-11'));
    const notYet = await trialVendor(at('2027-05-14', '00:30'));
    const blocked = await trialVendor(at('2027-05-12'), { is_blocked: 1, blocked_reason: 'No-shows' });
    const pending = await trialVendor(at('2027-05-12'), {
      is_approved: 0,
      approved_by: null,
      approved_date: null,
    });
    const rejected = await trialVendor(at('2027-05-12'), {
      is_approved: 0,
      is_rejected: 1,
      approved_date: null,
    });
    const trialOver = await trialVendor(at('2027-05-09'));
    const planRecent = await planVendor(at('2027-05-04'));
    const planLongAgo = await planVendor(at('2027-05-02'));
    const planRunning = await planVendor(at('2027-05-10', '18:00'));

    setNow(india(day, '10:00'));
    const [outcome] = await t.app.shared.dailyJobs.check();
    expect(outcome).toMatchObject({
      result: 'done',
      counts: { trial_ending_found: 2, trial_ending_sent: 2, plan_expired_found: 1, plan_expired_sent: 1 },
    });
    const eventsOf = async (vendor: { vendor_id: number }) =>
      (await messagesTo(vendor.vendor_id)).map((m) => m.event);
    expect(await eventsOf(told)).toEqual(['vendor.trial_ending']);
    expect(await eventsOf(soonerTold)).toEqual(['vendor.trial_ending']);
    expect(await eventsOf(planRecent)).toEqual(['vendor.plan_expired']);
    for (const vendor of [notYet, blocked, pending, rejected, trialOver, planLongAgo, planRunning]) {
      expect(await eventsOf(vendor)).toEqual([]);
    }
  });

  it('sends nothing while the template is disabled', async () => {
    const day = '2027-06-01';
    const trial = await trialVendor(new Date(india('2027-06-03', '12:00')).toISOString());
    await db()
      .insertInto('message_templates')
      .values({
        key: 'vendor.trial_ending',
        channel: 'sms',
        text: MESSAGE_EVENTS['vendor.trial_ending'].text,
        enabled: 0,
      })
      .execute();
    try {
      setNow(india(day, '10:00'));
      const [outcome] = await t.app.shared.dailyJobs.check();
      expect(outcome).toMatchObject({
        result: 'done',
        counts: { trial_ending_found: 1, trial_ending_sent: 0 },
      });
      expect(await messagesTo(trial.vendor_id)).toEqual([]);
    } finally {
      await db().deleteFrom('message_templates').where('key', '=', 'vendor.trial_ending').execute();
    }
  });

  it('takes over the run of a process that died once its lease has passed', async () => {
    const day = '2027-07-01';
    const trial = await trialVendor(new Date(india('2027-07-02', '12:00')).toISOString());
    const claimedAt = india(day, '10:00');
    await db()
      .insertInto('daily_job_runs')
      .values({
        job: 'reminders',
        day,
        status: 'running',
        claimed_by: 'a process that died',
        attempts: 1,
        locked_until: new Date(claimedAt + RUN_LEASE_MS).toISOString(),
        started_at: new Date(claimedAt).toISOString(),
      })
      .execute();
    setNow(claimedAt + RUN_LEASE_MS - 1000);
    expect((await checkBoth()).flat().map((o) => o.result)).toEqual(['taken', 'taken']);
    expect(await messagesTo(trial.vendor_id)).toEqual([]);

    setNow(claimedAt + RUN_LEASE_MS + 1000);
    expect(
      (await checkBoth())
        .flat()
        .map((o) => o.result)
        .sort(),
    ).toEqual(['done', 'taken']);
    expect(await runsOf(day)).toMatchObject([{ status: 'done', attempts: 2 }]);
    expect(await messagesTo(trial.vendor_id)).toHaveLength(1);
  });

  it('tries a failed run again after a while, the same day only', async () => {
    const day = '2027-08-01';
    let failures = 1;
    const runs: string[] = [];
    const jobs = new DailyJobs({ db: db(), clock: () => Date.now() }, { log: silent });
    jobs.register({
      name: 'test.flaky',
      hour: 10,
      async run({ day: runDay }) {
        runs.push(runDay);
        if (failures-- > 0) throw new Error('the database went away');
        return { items: 3 };
      },
    });
    setNow(india(day, '10:00'));
    expect(await jobs.check()).toMatchObject([{ result: 'failed', error: 'the database went away' }]);
    setNow(india(day, '10:00') + RETRY_AFTER_MS - 1000);
    expect(await jobs.check()).toMatchObject([{ result: 'taken' }]);
    setNow(india(day, '10:00') + RETRY_AFTER_MS + 1000);
    expect(await jobs.check()).toMatchObject([{ result: 'done', counts: { items: 3 } }]);
    const [row] = await db()
      .selectFrom('daily_job_runs')
      .selectAll()
      .where('job', '=', 'test.flaky')
      .execute();
    expect(row).toMatchObject({ day, status: 'done', attempts: 2, result: '{"items":3}', last_error: null });
    expect(runs).toEqual([day, day]);
    await jobs.stop();
  });
  it('a run stopped by a shutdown is left to be claimed again at once', async () => {
    const day = '2027-09-01';
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = new DailyJobs({ db: db(), clock: () => Date.now() }, { log: silent });
    slow.register({
      name: 'test.slow',
      hour: 10,
      async run({ signal }) {
        started();
        // A job that stops between items when told to.
        while (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, 10));
        signal.throwIfAborted();
        return {};
      },
    });
    setNow(india(day, '11:00'));
    const checking = slow.check();
    await running;
    await slow.stop();
    expect(await checking).toMatchObject([{ result: 'failed', error: 'Stopped when the server closed' }]);

    const next = new DailyJobs({ db: db(), clock: () => Date.now() }, { log: silent });
    next.register({ name: 'test.slow', hour: 10, run: async () => ({ items: 1 }) });
    expect(await next.check()).toMatchObject([{ result: 'done', counts: { items: 1 } }]);
    const [row] = await db()
      .selectFrom('daily_job_runs')
      .selectAll()
      .where('job', '=', 'test.slow')
      .execute();
    expect(row).toMatchObject({ day, status: 'done', attempts: 2 });
  });
});
