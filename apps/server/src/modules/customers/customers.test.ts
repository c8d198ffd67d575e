import { type Customer, customerListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, insertCustomer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const LIST = '/api/v1/admin/data/getcustomers';

describe(`GET /admin/data/getcustomers (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const ids: number[] = [];
  const get = (query = '') => t.request('GET', `${LIST}${query}`, { token });
  const namesOf = (data: Customer[]) => data.map((c) => c.customer_name);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    for (const [name, address] of [
      ['Asha Menon', JSON.stringify(ADDRESS)],
      ['Ravi Sharma', null],
      ['Élodie Sharma', JSON.stringify({ street: '1 Park St', city: 'Kolkata', zip: 700016 })],
      ['Kiran Rao', 'not json'],
    ] as const) {
      ids.push((await insertCustomer(db, { customer_name: name, customer_address: address })).customer_id);
    }
  });
  afterAll(() => t.close());

  it('lists every customer by id in the contract shape, the address as an object', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(customerListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).not.toHaveProperty('total');
    expect(res.body.data.map((c: Customer) => c.customer_id)).toEqual(ids);
    const [asha, ravi, elodie, kiran] = res.body.data as Customer[];
    expect(asha).toMatchObject({
      customer_name: 'Asha Menon',
      mobile: expect.any(String),
      customer_email: expect.any(String),
      customer_country: 'India',
      gender: 'Female',
      customer_address: ADDRESS,
    });
    expect(ravi!.customer_address).toBeNull();
    expect(elodie!.customer_address).toEqual({
      street: '1 Park St',
      city: 'Kolkata',
      state: null,
      zip: '700016',
    });
    expect(kiran!.customer_address).toBeNull();
  });

  it('searches customer_name case-insensitively, pages and counts', async () => {
    expect(namesOf((await get('?q=SHARMA')).body.data)).toEqual(['Ravi Sharma', 'Élodie Sharma']);
    expect(namesOf((await get('?q=élo')).body.data)).toEqual(['Élodie Sharma']);
    const page = await get('?limit=2&offset=1');
    expect(page.body.total).toBe(4);
    expect(namesOf(page.body.data)).toEqual(['Ravi Sharma', 'Élodie Sharma']);
    expect((await get('?q=zz&limit=5')).body).toEqual({ success: true, data: [], total: 0 });
  });

  it('sorts by name descending on request', async () => {
    expect(namesOf((await get('?sort=-customer_name')).body.data)).toEqual([
      'Élodie Sharma',
      'Ravi Sharma',
      'Kiran Rao',
      'Asha Menon',
    ]);
  });

  it.each(['limit=0', 'offset=x', 'sort=mobile', `q=${'a'.repeat(101)}`])(
    'refuses ?%s with 400',
    async (q) => {
      const res = await get(`?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    },
  );
});
