import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerComplaint,
  insertCustomerPayment,
  insertVendor,
  insertVendorComplaint,
  insertVendorPayment,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { readsOf, type SlowReaders } from './slow-reads';
import { sqliteReadWorkers } from './sqlite-read-workers';

const DATA = '/api/v1/admin/data';

/**
 * On a SQLite file, the reads that may take long run on the read worker (ADR 021): the dashboard's
 * aggregates, every list's unpaged ids and export ids, a text search's count and page. A plain page and
 * its count stay on the main connection. The app here is built over a database handle whose slow reads
 * (`reads`) run on a worker that records what it runs.
 */
describe.skipIf(testDialect !== 'sqlite')('read worker use on sqlite', () => {
  let t: TestApp;
  let token: string;
  let recording: SlowReaders;
  let recorded: FastifyInstance;
  let baseUrl: string;
  const onWorker: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const vendor = await insertVendor(db, { vendor_name: 'Kiran Electricals' });
    const customer = await insertCustomer(db, { customer_name: 'Asha Rao' });
    const booking = await insertBooking(db, customer, await insertCategory(db));
    await insertCustomerPayment(db, booking);
    await insertVendorPayment(db, vendor);
    await insertVendorComplaint(db, vendor);
    await insertCustomerComplaint(db, customer);
    recording = sqliteReadWorkers(t.database.url, (event) => {
      if (event.level === 'query') onWorker.push(event.query.sql);
    });
    recorded = await buildApp({
      config: t.app.config,
      database: { ...t.database.handle, reads: readsOf(db, recording) },
    });
    await recorded.listen({ host: '127.0.0.1', port: 0 });
    const address = recorded.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await recorded.close();
    await recording.destroy();
    await t.close();
  });

  /** The statements the read worker ran to answer `path`. */
  async function workerStatementsOf(path: string): Promise<string[]> {
    onWorker.length = 0;
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    await res.arrayBuffer();
    return [...onWorker];
  }

  const reading = (table: string) => expect.stringMatching(new RegExp(`from "${table}"`));

  it('runs the dashboard statements there, the money of the month included', async () => {
    const statements = await workerStatementsOf('/api/v1/admin/dashboard?days=90');
    // The KPIs and three series, then the money's figures and its commission per day (an owner reads payments).
    expect(statements).toHaveLength(6);
    expect(statements).toEqual(
      expect.arrayContaining([
        reading('customer_service_bookings'),
        reading('customer_payments'),
        reading('vendor_ledger'),
      ]),
    );
  });

  it.each([
    ['getcustomerservicedetails', 'customer_service_bookings', 'Asha'],
    ['allpaymentdetails', 'customer_payments', 'Asha'],
    ['getvendorpaymentdetails', 'vendor_payments', 'Kiran'],
    ['getcustomers', 'customers', 'Asha'],
    ['getvendorscomplaints', 'vendor_complaints', 'Kiran'],
    ['getCUSTOMERCOMPLAINTS', 'customer_complaints', 'Asha'],
    ['vendors', 'vendors', 'Kiran'],
  ])('runs %s unpaged, exported and searched there, and a plain page not', async (list, table, q) => {
    expect(await workerStatementsOf(`${DATA}/${list}`)).toEqual([reading(table)]);
    expect(await workerStatementsOf(`${DATA}/${list}?format=csv`)).toEqual([reading(table)]);
    // The search's count (limit 1 with a match proves no total) and its page.
    const search = await workerStatementsOf(`${DATA}/${list}?limit=1&q=${q}`);
    expect(search.length).toBeGreaterThanOrEqual(2);
    expect(search).toEqual(search.map(() => reading(table)));
    expect(await workerStatementsOf(`${DATA}/${list}?limit=1`)).toEqual([]);
  });

  it('counts a vendor search beside its page, and walks no page once nothing is known to match', async () => {
    const counting = expect.stringMatching(/^select count\(\*\) as n from "vendors_fts"/);
    const walking = expect.stringMatching(/^select vendors\.vendor_id as id/);
    const countAndPage = expect.arrayContaining([counting, walking]);
    const nothing = `${DATA}/vendors?is_blocked=0&limit=50&q=zzzq`;
    const first = await workerStatementsOf(nothing);
    expect(first).toHaveLength(2);
    expect(first).toEqual(countAndPage);
    expect(await workerStatementsOf(nothing)).toEqual([]);
    const found = await workerStatementsOf(`${DATA}/vendors?is_blocked=0&limit=50&q=Kiran`);
    expect(found).toHaveLength(2);
    expect(found).toEqual(countAndPage);
    // Known now: the count is not asked again while the database is unchanged.
    expect(await workerStatementsOf(`${DATA}/vendors?is_blocked=0&limit=50&q=Kiran`)).toEqual([walking]);
  });

  it('runs the audit trail unpaged, exported and searched there', async () => {
    expect(await workerStatementsOf('/api/v1/admin/audit')).toEqual([reading('audit_log')]);
    expect(await workerStatementsOf('/api/v1/admin/audit?format=csv')).toEqual([reading('audit_log')]);
    const search = await workerStatementsOf('/api/v1/admin/audit?limit=1&q=exported');
    expect(search.length).toBeGreaterThanOrEqual(2);
  });
});
