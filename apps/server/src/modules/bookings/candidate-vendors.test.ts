import { type CandidateVendor, candidateVendorListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCustomer, insertTradeCategories, insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`GET /admin/data/bookings/{bookingId}/candidate-vendors (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let bookingId: number;
  const path = (query = '') => `/api/v1/admin/data/bookings/${bookingId}/candidate-vendors${query}`;
  const get = (p: string) => t.request('GET', p, { token });
  const names = (data: CandidateVendor[]) => data.map((v) => v.vendor_name);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const { plumbing, electrical } = await insertTradeCategories(db);
    const customer = await insertCustomer(db);
    bookingId = (await insertBooking(db, customer, plumbing)).booking_id;
    const ok = {
      is_approved: 1 as const,
      service_cat_id: plumbing.service_cat_id,
      bussiness_category: 'Plumbing',
    };
    await insertVendor(db, {
      ...ok,
      vendor_name: 'Zoya Plumber',
      service_start_time: '08:00',
      service_end_time: '20:00',
    });
    await insertVendor(db, { ...ok, vendor_name: 'Amit Plumber' });
    await insertVendor(db, {
      ...ok,
      vendor_name: 'Blocked Bhatt',
      is_blocked: 1,
      blocked_reason: 'No-shows',
    });
    await insertVendor(db, { service_cat_id: plumbing.service_cat_id, vendor_name: 'Pending Pai' });
    await insertVendor(db, {
      service_cat_id: plumbing.service_cat_id,
      vendor_name: 'Rejected Roy',
      is_rejected: 1,
    });
    await insertVendor(db, {
      ...ok,
      vendor_name: 'Electric Eshan',
      service_cat_id: electrical.service_cat_id,
      bussiness_category: 'Electrical',
    });
  });
  afterAll(() => t.close());

  it('lists the vendors that fit first (by name), then the others with the reason', async () => {
    const res = await get(path());
    expect(res.status).toBe(200);
    expect(candidateVendorListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).not.toHaveProperty('total');
    const rows = res.body.data as CandidateVendor[];
    expect(rows.map((v) => [v.vendor_name, v.eligible, v.reason])).toEqual([
      ['Amit Plumber', true, null],
      ['Zoya Plumber', true, null],
      ['Blocked Bhatt', false, 'Blocked'],
      ['Electric Eshan', false, 'Different service category'],
      ['Pending Pai', false, 'Not approved'],
      ['Rejected Roy', false, 'Rejected'],
    ]);
    expect(rows[1]).toMatchObject({
      bussiness_category: 'Plumbing',
      service_start_time: '08:00',
      service_end_time: '20:00',
      name_of_bussiness: expect.any(String),
      vendor_mobile: expect.any(String),
    });
  });

  it('pages across the two groups with a total', async () => {
    const all = names((await get(path())).body.data);
    const windows: [number, number][] = [
      [1, 0],
      [2, 1],
      [3, 2],
      [2, 4],
      [5, 5],
      [2, 9],
    ];
    for (const [limit, offset] of windows) {
      const res = await get(path(`?limit=${limit}&offset=${offset}`));
      expect(res.body.total).toBe(6);
      expect(names(res.body.data)).toEqual(all.slice(offset, offset + limit));
    }
  });

  it('narrows to eligible=1 or eligible=0, and searches name, business and category', async () => {
    expect(names((await get(path('?eligible=1'))).body.data)).toEqual(['Amit Plumber', 'Zoya Plumber']);
    expect((await get(path('?eligible=0&limit=10'))).body.total).toBe(4);
    expect(names((await get(path('?q=PLUMBER'))).body.data)).toEqual(['Amit Plumber', 'Zoya Plumber']);
    expect(names((await get(path('?q=electrical'))).body.data)).toEqual(['Electric Eshan']);
    expect((await get(path('?q=nobody&limit=5'))).body).toEqual({ success: true, data: [], total: 0 });
  });

  it('answers 404 for an unknown booking and 400 for bad input', async () => {
    const unknown = await get('/api/v1/admin/data/bookings/999999/candidate-vendors');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Booking not found' });
    expect((await get('/api/v1/admin/data/bookings/abc/candidate-vendors')).status).toBe(400);
    expect((await get(path('?eligible=2'))).status).toBe(400);
    expect((await get(path('?limit=0'))).status).toBe(400);
  });
});
