import { serviceCategoryListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const PATH = '/api/v1/admin/data/getSERVICE_CATEGORIES';

describe(`GET /admin/data/getSERVICE_CATEGORIES (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const get = (query = '') => t.request('GET', `${PATH}${query}`, { token });
  const names = (res: { body: { data: { service_name: string }[] } }) =>
    res.body.data.map((c) => c.service_name);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    await insertCategory(db, {
      service_category_name: 'Plumbing',
      service_desc: 'Taps and pipes',
      service_category_url: '/uploads/p.png',
    });
    await insertCategory(db, {
      service_category_name: 'Electrical',
      service_desc: 'Wiring',
      service_category_url: null,
    });
    await insertCategory(db, { service_category_name: 'Pest Control', service_desc: 'Termites' });
  });
  afterAll(() => t.close());

  it('answers every category in the screen shape, oldest first, without total', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(serviceCategoryListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).not.toHaveProperty('total');
    expect(names(res)).toEqual(['Plumbing', 'Electrical', 'Pest Control']);
    expect(res.body.data[0]).toEqual({
      service_cat_id: expect.any(Number),
      service_name: 'Plumbing',
      service_description: 'Taps and pipes',
      service_image_url: '/uploads/p.png',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.body.data[1].service_image_url).toBeNull();
    expect(Object.keys(res.body.data[0])).not.toContain('service_category_name');
  });

  it('searches the name case-insensitively', async () => {
    expect(names(await get('?q=CONTROL'))).toEqual(['Pest Control']);
    expect(names(await get('?q=c'))).toEqual(['Electrical', 'Pest Control']);
  });

  it('pages with a total and sorts by screen field names', async () => {
    const page = await get('?limit=2&offset=1&sort=service_name');
    expect(page.body.total).toBe(3);
    expect(names(page)).toEqual(['Pest Control', 'Plumbing']);
    expect(names(await get('?sort=-service_name'))).toEqual(['Plumbing', 'Pest Control', 'Electrical']);
  });

  it.each(['limit=0', 'sort=service_category_name', 'offset=-1'])('refuses ?%s with 400', async (query) => {
    expect((await get(`?${query}`)).status).toBe(400);
  });
});
