import type { ServiceCategory } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertSubService,
  insertVendor,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const ICON = `/uploads/${'a'.repeat(64)}.png`;
const OTHER_ICON = `/uploads/${'b'.repeat(64)}.webp`;

describe(`service categories: insert, update, delete (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const db = () => t.database.handle.db;
  const insert = (body: unknown) =>
    t.request('POST', '/api/v1/admin/data/insertSERVICE_CATEGORIES', { body, token });
  const update = (body: unknown) =>
    t.request('PUT', '/api/v1/admin/data/updateSERVICE_CATEGORIES', { body, token });
  const remove = (id: number | string) =>
    t.request('DELETE', `/api/v1/admin/data/deleteSERVICE_CATEGORIES/${id}`, { token });
  const list = async (): Promise<ServiceCategory[]> =>
    (await t.request('GET', '/api/v1/admin/data/getSERVICE_CATEGORIES', { token })).body.data;
  const count = async (table: 'service_categories' | 'audit_log') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('adds, lists, updates and deletes a category, answering the screen shape and auditing each step', async () => {
    const added = await insert({
      service_category_name: '  Pest Control ',
      service_desc: 'Cockroach, termite and bed-bug treatment.',
      service_category_url: ICON,
      service_cat_id: 999,
    });
    expect(added.status).toBe(201);
    const category = added.body.data as ServiceCategory;
    expect(category).toMatchObject({
      service_name: 'Pest Control',
      service_description: 'Cockroach, termite and bed-bug treatment.',
      service_image_url: ICON,
    });
    expect(category.service_cat_id).not.toBe(999);
    expect(await list()).toContainEqual(category);

    const renamed = await update({
      service_cat_id: category.service_cat_id,
      service_category_name: 'Pest & Termite Control',
      service_desc: 'Safe, odourless treatments.',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      service_cat_id: category.service_cat_id,
      service_name: 'Pest & Termite Control',
      service_description: 'Safe, odourless treatments.',
      service_image_url: ICON,
    });

    const newIcon = await update({
      service_cat_id: category.service_cat_id,
      service_category_name: 'Pest & Termite Control',
      service_desc: 'Safe, odourless treatments.',
      service_category_url: OTHER_ICON,
    });
    expect(newIcon.body.data.service_image_url).toBe(OTHER_ICON);

    const deleted = await remove(category.service_cat_id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Service category deleted' });
    expect((await list()).map((c) => c.service_cat_id)).not.toContain(category.service_cat_id);

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'service_category')
      .where('entity_id', '=', String(category.service_cat_id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'service_category.created',
      'service_category.updated',
      'service_category.updated',
      'service_category.deleted',
    ]);
    expect(audit.every((a) => a.admin_id === t.adminId)).toBe(true);
    expect(JSON.parse(audit[1]?.before ?? '{}').service_category_name).toBe('Pest Control');
    expect(JSON.parse(audit[1]?.after ?? '{}').service_category_name).toBe('Pest & Termite Control');
  });

  const valid = {
    service_category_name: 'Carpentry',
    service_desc: 'Furniture repair.',
    service_category_url: ICON,
  };
  const badInserts: [string, Record<string, unknown>, RegExp][] = [
    ['a blank name', { ...valid, service_category_name: '   ' }, /service_category_name is required/],
    ['no name', { service_desc: 'x', service_category_url: ICON }, /service_category_name is required/],
    ['a blank description', { ...valid, service_desc: '' }, /service_desc is required/],
    ['no icon', { ...valid, service_category_url: undefined }, /service_category_url is required/],
    ['an empty icon', { ...valid, service_category_url: '' }, /service_category_url is required/],
    [
      'a script URL as icon',
      { ...valid, service_category_url: 'javascript:alert(1)' },
      /service_category_url must be the URL of an uploaded image/,
    ],
    ['a name of 101 characters', { ...valid, service_category_name: 'x'.repeat(101) }, /at most 100/],
  ];

  it.each(badInserts)('refuses an insert with %s: 400 and nothing written', async (_, body, message) => {
    const [before, auditBefore] = [await count('service_categories'), await count('audit_log')];
    const res = await insert(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect(await count('service_categories')).toBe(before);
    expect(await count('audit_log')).toBe(auditBefore);
  });

  it('refuses a name another category has, in any case, with 409 and nothing written', async () => {
    const existing = await insertCategory(db(), { service_category_name: 'Appliance Repair' });
    const other = await insertCategory(db(), { service_category_name: 'Painting' });
    const [before, auditBefore] = [await count('service_categories'), await count('audit_log')];

    const duplicate = await insert({ ...valid, service_category_name: 'APPLIANCE repair' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A service category named "APPLIANCE repair" already exists');

    const renamed = await update({
      service_cat_id: other.service_cat_id,
      service_category_name: 'appliance REPAIR',
      service_desc: 'x',
    });
    expect(renamed.status).toBe(409);
    expect(await count('service_categories')).toBe(before);
    expect(await count('audit_log')).toBe(auditBefore);

    // Keeping its own name (in another case) is not a duplicate.
    const recased = await update({
      service_cat_id: existing.service_cat_id,
      service_category_name: 'APPLIANCE REPAIR',
      service_desc: 'Fridges and washing machines.',
    });
    expect(recased.status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const missing = await update({ service_cat_id: 987654, service_category_name: 'X', service_desc: 'Y' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Service category not found');
    expect((await remove(987654)).status).toBe(404);
    expect((await remove('abc')).status).toBe(400);
    const badId = await update({ service_cat_id: 'seven', service_category_name: 'X', service_desc: 'Y' });
    expect(badId.status).toBe(400);
  });

  describe('delete refusals (ADR 006)', () => {
    it('refuses while sub-services remain, with the reason, and deletes once they are gone', async () => {
      const category = await insertCategory(db(), { service_category_name: 'Gardening' });
      await insertSubService(db(), category);
      await insertSubService(db(), category);
      const auditBefore = await count('audit_log');

      const refused = await remove(category.service_cat_id);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: '"Gardening" still has 2 sub-services. Delete its sub-services first.',
      });
      expect((await list()).map((c) => c.service_cat_id)).toContain(category.service_cat_id);
      expect(await count('audit_log')).toBe(auditBefore);

      await db().deleteFrom('services').where('service_cat_id', '=', category.service_cat_id).execute();
      expect((await remove(category.service_cat_id)).status).toBe(200);
    });

    it('refuses a category that bookings and vendors refer to, naming them', async () => {
      const category = await insertCategory(db(), { service_category_name: 'Cleaning' });
      const customer = await insertCustomer(db());
      await insertBooking(db(), customer, category);
      await insertVendor(db(), { service_cat_id: category.service_cat_id });

      const refused = await remove(category.service_cat_id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        '"Cleaning" still has 1 vendor and 1 booking. A category that vendors or bookings refer to is kept for their history.',
      );
      expect((await list()).map((c) => c.service_cat_id)).toContain(category.service_cat_id);
    });
  });

  const routes: [string, string, unknown?][] = [
    ['POST', '/api/v1/admin/data/insertSERVICE_CATEGORIES', valid],
    ['PUT', '/api/v1/admin/data/updateSERVICE_CATEGORIES', { ...valid, service_cat_id: 1 }],
    ['DELETE', '/api/v1/admin/data/deleteSERVICE_CATEGORIES/1'],
  ];

  it.each(routes)('%s %s without a token → 401 and nothing written', async (method, url, body) => {
    const before = await count('service_categories');
    const res = await t.request(method, url, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'No authentication token found' });
    const bad = await t.request(method, url, { body, token: 'not-a-real-token' });
    expect(bad.status).toBe(401);
    expect(await count('service_categories')).toBe(before);
  });
});
