import type { SubService } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertSubService } from '../../test/factories';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { auditedCrudSuite } from '../audit/audited-crud-suite';

const IMAGE = `/uploads/${'c'.repeat(64)}.jpg`;

describe(`sub-services: insert, get, update, delete (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  let otherCategoryId: number;
  const db = () => t.database.handle.db;
  const insert = (body: unknown) => t.request('POST', '/api/v1/admin/data/insertSERVICES', { body, token });
  const update = (body: unknown) => t.request('PUT', '/api/v1/admin/data/updateSERVICES', { body, token });
  const remove = (id: number | string) =>
    t.request('DELETE', `/api/v1/admin/data/deleteSERVICES/${id}`, { token });
  const get = (query = '') => t.request('GET', `/api/v1/admin/data/getSERVICES${query}`, { token });
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    categoryId = (await insertCategory(db(), { service_category_name: 'Plumbing' })).service_cat_id;
    otherCategoryId = (await insertCategory(db(), { service_category_name: 'Electrical' })).service_cat_id;
  });
  afterAll(() => t.close());

  const valid = () => ({
    service_cat_id: categoryId,
    service_name: 'Tap Repair',
    service_description: 'Fix a leaking tap.',
    service_price: 199.99,
    service_image_url: IMAGE,
  });

  it('adds a sub-service with an exact price, lists it, updates it and deletes it, auditing each step', async () => {
    const added = await insert({ ...valid(), service_name: 'Geyser Installation', service_price: 19.99 });
    expect(added.status).toBe(201);
    const sub = added.body.data as SubService;
    expect(sub).toMatchObject({
      service_cat_id: categoryId,
      service_name: 'Geyser Installation',
      service_description: 'Fix a leaking tap.',
      service_price: 19.99,
      service_image_url: IMAGE,
    });
    expect((await get()).body.data).toContainEqual(sub);
    const stored = await db()
      .selectFrom('services')
      .select('service_price')
      .where('service_id', '=', sub.service_id)
      .executeTakeFirstOrThrow();
    expect(String(stored.service_price)).toBe('19.99');

    const updated = await update({
      service_id: sub.service_id,
      service_cat_id: otherCategoryId,
      service_name: 'Geyser Fitting',
      service_description: 'Wall-mounted geysers up to 25 L.',
      service_price: 1249.5,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      service_id: sub.service_id,
      service_cat_id: otherCategoryId,
      service_name: 'Geyser Fitting',
      service_price: 1249.5,
      service_image_url: IMAGE,
    });

    const deleted = await remove(sub.service_id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Sub-service deleted' });
    expect((await get()).body.data.map((s: SubService) => s.service_id)).not.toContain(sub.service_id);
    expect((await remove(sub.service_id)).status).toBe(404);

    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'sub_service')
      .where('entity_id', '=', String(sub.service_id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'sub_service.created',
      'sub_service.updated',
      'sub_service.deleted',
    ]);
  });

  it("lists one category's sub-services with service_cat_id, and searches names with q", async () => {
    const mine = await insertSubService(
      db(),
      { service_cat_id: otherCategoryId },
      { service_name: 'Fan Repair' },
    );
    await insertSubService(db(), { service_cat_id: categoryId }, { service_name: 'Drain Cleaning' });

    const byCategory = await get(`?service_cat_id=${otherCategoryId}`);
    expect(byCategory.body.data.every((s: SubService) => s.service_cat_id === otherCategoryId)).toBe(true);
    expect(byCategory.body.data.map((s: SubService) => s.service_id)).toContain(mine.service_id);

    const searched = await get('?q=FAN');
    expect(searched.body.data.map((s: SubService) => s.service_name)).toEqual(['Fan Repair']);
  });

  const badBodies: [string, Record<string, unknown>, number, RegExp][] = [
    ['a price of 0', { service_price: 0 }, 400, /service_price must be greater than 0/],
    ['a negative price', { service_price: -10 }, 400, /service_price must be greater than 0/],
    [
      'a price with three decimals',
      { service_price: 19.999 },
      400,
      /service_price must have at most two decimals/,
    ],
    ['a price in text', { service_price: 'abc' }, 400, /service_price must be a number/],
    ['a price as a numeric string', { service_price: '199' }, 400, /service_price must be a number/],
    ['a blank name', { service_name: ' ' }, 400, /service_name is required/],
    ['a blank description', { service_description: '' }, 400, /service_description is required/],
    ['no image', { service_image_url: undefined }, 400, /service_image_url is required/],
    ['an unknown category', { service_cat_id: 987654 }, 422, /Service category 987654 does not exist/],
    ['no category', { service_cat_id: undefined }, 400, /service_cat_id must be a positive integer id/],
  ];

  it('refuses a name its category already has (any case) with 409, but allows it in another category', async () => {
    await insertSubService(db(), { service_cat_id: categoryId }, { service_name: 'Toilet Repair' });
    const before = await rowCounts(db());
    const duplicate = await insert({ ...valid(), service_name: 'TOILET repair' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('"Plumbing" already has a sub-service named "TOILET repair"');
    expect(await rowCounts(db())).toEqual(before);

    const elsewhere = await insert({
      ...valid(),
      service_cat_id: otherCategoryId,
      service_name: 'Toilet Repair',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses updates of unknown sub-services (404), to unknown categories (422) and bad prices (400)', async () => {
    const sub = await insertSubService(db(), { service_cat_id: categoryId });
    const body = { ...valid(), service_id: sub.service_id, service_name: 'Renamed' };
    expect((await update({ ...body, service_id: 987654 })).status).toBe(404);
    expect((await update({ ...body, service_cat_id: 987654 })).status).toBe(422);
    expect((await update({ ...body, service_price: 0.001 })).status).toBe(400);
    const row = await db()
      .selectFrom('services')
      .selectAll()
      .where('service_id', '=', sub.service_id)
      .executeTakeFirst();
    expect(row?.service_name).toBe(sub.service_name);
    expect((await remove('x1')).status).toBe(400);
  });

  auditedCrudSuite(() => ({ t, token }), {
    entity: 'sub_service',
    table: 'services',
    idField: 'service_id',
    nameField: 'service_name',
    nameColumn: 'service_name',
    paths: {
      list: '/api/v1/admin/data/getSERVICES',
      insert: '/api/v1/admin/data/insertSERVICES',
      update: '/api/v1/admin/data/updateSERVICES',
      remove: (id) => `/api/v1/admin/data/deleteSERVICES/${id}`,
    },
    messages: {
      notFound: 'Sub-service not found',
      deleted: 'Sub-service deleted',
      duplicate: (name) => `"Plumbing" already has a sub-service named "${name}"`,
    },
    insertBody: (name) => ({ ...valid(), service_name: name }),
    updateBody: (id, name) => ({ ...valid(), service_id: id, service_name: name }),
    seed: async (db, name) =>
      (await insertSubService(db, { service_cat_id: categoryId }, { service_name: name })).service_id,
    invalidInserts: badBodies.map(([label, change, status, message]) => [
      label,
      status,
      () => ({ ...valid(), ...change }),
      message,
    ]),
    // Nothing refers to a sub-service: its delete is always allowed (ADR 006).
    refusals: [],
  });
});
