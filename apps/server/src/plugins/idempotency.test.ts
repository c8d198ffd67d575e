import { IdempotencyMessages } from '@seva/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../test/app-tokens';
import { insertCategory, insertCustomer, insertSubService } from '../test/factories';
import { rowCounts } from '../test/row-counts';
import { firstAvailableSlot, insertSlotVendor } from '../test/slots';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialect } from '../test/test-database';

const BOOKINGS = '/api/v1/customer/me/bookings';
const COMPLAINTS = '/api/v1/customer/me/complaints';
const REPLAYED = 'idempotent-replayed';

describe(`Idempotency-Key (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let serviceId: number;
  /** A slot the customers may book (a vendor near them is free then). */
  let slot: string;
  let keyNumber = 0;
  const db = () => t.database.handle.db;
  const newKey = () => `key-${testDialect}-${++keyNumber}`;

  beforeAll(async () => {
    t = await createTestApp();
    const category = await insertCategory(db(), { service_category_name: 'Plumbing' });
    serviceId = (await insertSubService(db(), category)).service_id;
    const asha = await insertCustomer(db(), { customer_name: 'Asha Menon' });
    const ravi = await insertCustomer(db(), { customer_name: 'Ravi Sharma' });
    token = await appToken(t, 'customer', asha.mobile);
    otherToken = await appToken(t, 'customer', ravi.mobile);
    await insertSlotVendor(db(), category);
    slot = await firstAvailableSlot(t, token, serviceId);
  });
  afterAll(() => t.close());

  const book = (key: string | undefined, desc = 'Kitchen sink leaking', as = token) =>
    t.request('POST', BOOKINGS, {
      token: as,
      body: { service_id: serviceId, service_desc: desc, scheduled_start: slot },
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const bookingsOf = async (desc: string) =>
    (
      await db()
        .selectFrom('customer_service_bookings')
        .select('booking_id')
        .where('service_desc', '=', desc)
        .execute()
    ).length;

  it('makes one booking of 10 simultaneous identical requests with one key, and answers a retry the same', async () => {
    const key = newKey();
    const desc = 'Ten at once';
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(key, desc)));
    expect(await bookingsOf(desc)).toBe(1);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of created) expect(answer.body).toEqual(created[0]!.body);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ success: false, message: IdempotencyMessages.inProgress });
    }
    const retry = await book(key, desc);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(created[0]!.body);
    expect(retry.headers.get(REPLAYED)).toBe('true');
    expect(await bookingsOf(desc)).toBe(1);
  });

  it('refuses the key with another body with 409 and writes nothing', async () => {
    const key = newKey();
    expect((await book(key, 'First request')).status).toBe(201);
    const before = await rowCounts(db());
    const other = await book(key, 'Another request');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ success: false, message: IdempotencyMessages.otherRequest });
    expect(await rowCounts(db())).toEqual(before);
    const otherPath = await t.request('POST', COMPLAINTS, {
      token,
      body: { cust_comp_desc: 'First request' },
      headers: { 'idempotency-key': key },
    });
    expect(otherPath.status).toBe(409);
    expect(await rowCounts(db())).toEqual(before);
  });

  it('keeps keys per caller, and runs every request sent without a key', async () => {
    const key = newKey();
    expect((await book(key, 'Shared key')).status).toBe(201);
    const theirs = await book(key, 'Shared key', otherToken);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get(REPLAYED)).toBeNull();
    expect(await bookingsOf('Shared key')).toBe(2);
    await book(undefined, 'No key');
    await book(undefined, 'No key');
    expect(await bookingsOf('No key')).toBe(2);
  });

  it('replays a refusal too, naming the request that asked', async () => {
    const key = newKey();
    const send = () =>
      t.request('POST', BOOKINGS, {
        token,
        body: { service_id: 999_999, service_desc: 'Unknown service', scheduled_start: slot },
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    expect(first.status).toBe(404);
    const again = await send();
    expect(again.status).toBe(404);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAYED)).toBe('true');
  });

  it('does not keep a server failure: the retry runs again', async () => {
    const key = newKey();
    const desc = 'After an outage';
    await sql`alter table customer_complaints rename to customer_complaints_away`.execute(db());
    let failed: Awaited<ReturnType<TestApp['request']>>;
    try {
      failed = await t.request('POST', COMPLAINTS, {
        token,
        body: { cust_comp_desc: desc },
        headers: { 'idempotency-key': key },
      });
    } finally {
      await sql`alter table customer_complaints_away rename to customer_complaints`.execute(db());
    }
    expect(failed.status).toBe(500);
    const retry = await t.request('POST', COMPLAINTS, {
      token,
      body: { cust_comp_desc: desc },
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED)).toBeNull();
  });

  /** The key's claim as a server that stopped `minutesAgo` mid-request left it: made, never answered. */
  const leaveUnanswered = (key: string, minutesAgo: number) =>
    db()
      .updateTable('idempotency_keys')
      .set({
        status_code: null,
        response_body: null,
        created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      })
      .where('idempotency_key', '=', key)
      .execute();

  it('keeps a claim unanswered for less than 10 minutes in progress: the retry is 409 and writes nothing', async () => {
    const key = newKey();
    const desc = 'Server stopped just now';
    expect((await book(key, desc)).status).toBe(201);
    await leaveUnanswered(key, 9);
    const before = await rowCounts(db());
    const retry = await book(key, desc);
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual({ success: false, message: IdempotencyMessages.inProgress });
    expect(await rowCounts(db())).toEqual(before);
  });

  it('lets one of 10 simultaneous retries take over a claim left unanswered for 10 minutes, and replays its answer', async () => {
    const key = newKey();
    const desc = 'Server stopped mid-request';
    expect((await book(key, desc)).status).toBe(201);
    await leaveUnanswered(key, 11);
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(key, desc)));
    const ran = answers.filter((a) => a.status === 201 && a.headers.get(REPLAYED) === null);
    expect(ran).toHaveLength(1);
    expect(await bookingsOf(desc)).toBe(2);
    for (const answer of answers.filter((a) => a !== ran[0])) {
      if (answer.status === 201) expect(answer.body).toEqual(ran[0]!.body);
      else expect(answer.body).toEqual({ success: false, message: IdempotencyMessages.inProgress });
    }
    const retry = await book(key, desc);
    expect(retry.headers.get(REPLAYED)).toBe('true');
    expect(retry.body).toEqual(ran[0]!.body);
  });

  it('does not let another request take over an abandoned claim', async () => {
    const key = newKey();
    expect((await book(key, 'The first request')).status).toBe(201);
    await leaveUnanswered(key, 60);
    const other = await book(key, 'Another request');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ success: false, message: IdempotencyMessages.otherRequest });
    expect(await bookingsOf('Another request')).toBe(0);
  });

  it('forgets a key after 24 hours', async () => {
    const key = newKey();
    expect((await book(key, 'Yesterday')).status).toBe(201);
    await db()
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('idempotency_key', '=', key)
      .execute();
    const today = await book(key, 'Today');
    expect(today.status).toBe(201);
    expect(today.headers.get(REPLAYED)).toBeNull();
    expect(await bookingsOf('Today')).toBe(1);
  });

  it.each([
    ['an empty key', ''],
    ['a key of 256 characters', 'k'.repeat(256)],
  ])('refuses %s with 400 and writes nothing', async (_name, key) => {
    const before = await rowCounts(db());
    const res = await book(key, 'Bad key');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: IdempotencyMessages.invalidKey });
    expect(await rowCounts(db())).toEqual(before);
  });

  it('leaves admin routes and the apps’ reads alone', async () => {
    const admin = await t.login();
    const key = newKey();
    const headers = { 'idempotency-key': key };
    const insert = (name: string) =>
      t.request('POST', '/api/v1/admin/data/insertSUBSCRIPTIONS', {
        token: admin,
        headers,
        body: { subscription_name: name, subscription_price: 10, subscription_desc: 'Plan' },
      });
    expect((await insert('Idem One')).status).toBe(201);
    expect((await insert('Idem Two')).status).toBe(201);
    expect((await t.request('GET', BOOKINGS, { token, headers })).status).toBe(200);
    const stored = await db()
      .selectFrom('idempotency_keys')
      .select('caller')
      .where('idempotency_key', '=', key)
      .execute();
    expect(stored).toEqual([]);
  });
});
