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
import { auditedCrudSuite } from '../audit/audited-crud-suite';

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
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

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

  it('deletes a category once the sub-services that held it are gone (ADR 006)', async () => {
    const category = await insertCategory(db(), { service_category_name: 'Gardening' });
    await insertSubService(db(), category);
    expect((await remove(category.service_cat_id)).status).toBe(409);
    await db().deleteFrom('services').where('service_cat_id', '=', category.service_cat_id).execute();
    expect((await remove(category.service_cat_id)).status).toBe(200);
    expect((await list()).map((c) => c.service_cat_id)).not.toContain(category.service_cat_id);
  });

  it('never deletes a category while a sub-service is being added to it', async () => {
    for (let round = 0; round < 5; round++) {
      const category = await insertCategory(db(), { service_category_name: `Race ${round}` });
      const [added, deleted] = await Promise.all([
        t.request('POST', '/api/v1/admin/data/insertSERVICES', {
          token,
          body: {
            service_cat_id: category.service_cat_id,
            service_name: 'Racing Sub-service',
            service_description: 'Added while the category is deleted.',
            service_price: 10,
            service_image_url: ICON,
          },
        }),
        remove(category.service_cat_id),
      ]);
      // Either the sub-service came first and holds the category, or the category went first.
      expect([added.status, deleted.status]).toSatisfy(
        ([a, d]: number[]) => (a === 201 && d === 409) || (a === 422 && d === 200),
      );
      const left = await db()
        .selectFrom('services')
        .select('service_id')
        .where('service_cat_id', '=', category.service_cat_id)
        .execute();
      expect(left).toHaveLength(added.status === 201 ? 1 : 0);
    }
  });

  auditedCrudSuite(() => ({ t, token }), {
    entity: 'service_category',
    table: 'service_categories',
    idField: 'service_cat_id',
    nameField: 'service_name',
    nameColumn: 'service_category_name',
    paths: {
      list: '/api/v1/admin/data/getSERVICE_CATEGORIES',
      insert: '/api/v1/admin/data/insertSERVICE_CATEGORIES',
      update: '/api/v1/admin/data/updateSERVICE_CATEGORIES',
      remove: (id) => `/api/v1/admin/data/deleteSERVICE_CATEGORIES/${id}`,
    },
    messages: {
      notFound: 'Service category not found',
      deleted: 'Service category deleted',
      duplicate: (name) => `A service category named "${name}" already exists`,
    },
    insertBody: (name) => ({ ...valid, service_category_name: name }),
    updateBody: (id, name) => ({ service_cat_id: id, service_category_name: name, service_desc: 'x' }),
    seed: async (db, name) => (await insertCategory(db, { service_category_name: name })).service_cat_id,
    invalidInserts: badInserts.map(([label, body, message]) => [label, 400, () => body, message]),
    refusals: [
      [
        'sub-services still belong to',
        async (db) => {
          const category = await insertCategory(db, { service_category_name: 'Sub-serviced' });
          await insertSubService(db, category);
          await insertSubService(db, category);
          return category.service_cat_id;
        },
        '"Sub-serviced" still has 2 sub-services. Delete its sub-services first.',
      ],
      [
        'bookings and vendors refer to',
        async (db) => {
          const category = await insertCategory(db, { service_category_name: 'Cleaning' });
          await insertBooking(db, await insertCustomer(db), category);
          await insertVendor(db, { service_cat_id: category.service_cat_id });
          return category.service_cat_id;
        },
        '"Cleaning" still has 1 vendor and 1 booking. A category that vendors or bookings refer to is kept for their history.',
      ],
    ],
  });
});
