import { CatalogueMessages, VendorEditMessages, VendorMessages, vendorResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertVendor } from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const VENDORS = '/api/v1/admin/data/vendors';

describe(`PATCH /admin/data/vendors/{vendorId} (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  const db = () => t.database.handle.db;
  const edit = (id: number | string, body: unknown, auth: string | undefined = token) =>
    t.request('PATCH', `${VENDORS}/${id}`, { body, token: auth });
  const row = (id: number) =>
    db().selectFrom('vendors').selectAll().where('vendor_id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'vendor')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    categoryId = (await insertCategory(db(), { service_category_name: 'Carpentry' })).service_cat_id;
  });
  afterAll(() => t.close());

  it('saves the operating details and audits their before and after', async () => {
    const vendor = await insertVendor(db(), { service_radius: 5 });
    const res = await edit(vendor.vendor_id, {
      name_of_bussiness: '  Kumar Woodworks ',
      bussiness_address: '14 FC Road, Pune',
      service_cat_id: categoryId,
      service_radius: 12,
      service_start_time: '08:30',
      service_end_time: '20:00',
    });
    expect(res.status).toBe(200);
    expect(() => vendorResponseSchema.parse(res.body)).not.toThrow();
    const expected = {
      name_of_bussiness: 'Kumar Woodworks',
      bussiness_address: '14 FC Road, Pune',
      service_cat_id: categoryId,
      bussiness_category: 'Carpentry',
      service_radius: 12,
      service_start_time: '08:30',
      service_end_time: '20:00',
    };
    expect(res.body.data).toMatchObject(expected);
    const stored = await row(vendor.vendor_id);
    expect({ ...stored, service_radius: Number(stored.service_radius) }).toMatchObject(expected);
    expect(stored.updated_at > vendor.updated_at).toBe(true);
    const audit = await auditOf(vendor.vendor_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'vendor.edited', admin_id: t.adminId });
    expect(JSON.parse(audit[0]!.after!)).toEqual(expected);
    const before = JSON.parse(audit[0]!.before!);
    expect(before).toMatchObject({
      name_of_bussiness: vendor.name_of_bussiness,
      bussiness_address: vendor.bussiness_address,
      service_cat_id: vendor.service_cat_id,
      bussiness_category: vendor.bussiness_category,
      service_start_time: '09:00',
      service_end_time: '18:00',
    });
    expect(Number(before.service_radius)).toBe(5);
    // The vendor's lists show the change at once.
    const listed = await t.request('GET', `${VENDORS}?ids=${vendor.vendor_id}`, { token });
    expect(listed.body.data[0]).toMatchObject({ name_of_bussiness: 'Kumar Woodworks' });
  });

  it('writes only the fields that change, and nothing when none does', async () => {
    const vendor = await insertVendor(db());
    const res = await edit(vendor.vendor_id, {
      name_of_bussiness: vendor.name_of_bussiness,
      bussiness_address: 'New address',
    });
    expect(res.status).toBe(200);
    const audit = await auditOf(vendor.vendor_id);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ bussiness_address: 'New address' });
    const again = await edit(vendor.vendor_id, { bussiness_address: 'New address' });
    expect(again.status).toBe(200);
    expect(await auditOf(vendor.vendor_id)).toHaveLength(1);
  });

  describe('refuses an invalid field with 400 and writes nothing', () => {
    it.each([
      ['no field', {}, 'Send at least one of'],
      ['a blank business name', { name_of_bussiness: '   ' }, 'name_of_bussiness is required'],
      [
        'a business name too long',
        { name_of_bussiness: 'x'.repeat(201) },
        'name_of_bussiness must be at most 200',
      ],
      ['a blank address', { bussiness_address: '' }, 'bussiness_address is required'],
      ['a null address', { bussiness_address: null }, 'bussiness_address is required'],
      ['a text category id', { service_cat_id: '3' }, 'service_cat_id must be a positive integer id'],
      ['a zero radius', { service_radius: 0 }, 'service_radius must be greater than 0'],
      ['a radius too large', { service_radius: 101 }, 'service_radius must be at most 100'],
      ['a fractional radius', { service_radius: 2.5 }, 'service_radius must be a whole number'],
      ['a text radius', { service_radius: '10' }, 'service_radius must be a number'],
      [
        'a bad start time',
        { service_start_time: '9am', service_end_time: '18:00' },
        'service_start_time: must be a time',
      ],
      [
        'a bad end time',
        { service_start_time: '09:00', service_end_time: '25:00' },
        'service_end_time: must be a time',
      ],
      [
        'an end before the start',
        { service_start_time: '18:00', service_end_time: '09:00' },
        'service_end_time: must be after service_start_time',
      ],
      ['one hour alone', { service_start_time: '10:00' }, VendorEditMessages.hoursTogether],
      ['a field that is not an operating detail', { vendor_email: 'x@example.in' }, ''],
      ['a decision flag', { name_of_bussiness: 'Ok', is_approved: 1 }, ''],
    ])('%s', async (_, body, message) => {
      const vendor = await insertVendor(db());
      const counts = await rowCounts(db());
      const res = await edit(vendor.vendor_id, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      const said = [
        res.body.message,
        ...(res.body.errors ?? []).map((e: { message: string }) => e.message),
      ].join(' | ');
      expect(said).toContain(message);
      expect(await rowCounts(db())).toEqual(counts);
      expect(await row(vendor.vendor_id)).toEqual(vendor);
    });
  });

  it('answers 404 for an unknown vendor and 400 for a bad id', async () => {
    const res = await edit(2_000_000_000, { bussiness_address: 'Somewhere' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(VendorMessages.notFound);
    expect((await edit('abc', { bussiness_address: 'Somewhere' })).status).toBe(400);
  });

  it('answers 422 for an unknown category and writes nothing', async () => {
    const vendor = await insertVendor(db());
    const res = await edit(vendor.vendor_id, {
      service_cat_id: 2_000_000_000,
      bussiness_address: 'Elsewhere',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(CatalogueMessages.categoryNotFound);
    expect(await row(vendor.vendor_id)).toEqual(vendor);
  });

  it('refuses a request without a token or with a bad one (401) and writes nothing', async () => {
    const vendor = await insertVendor(db());
    expect((await edit(vendor.vendor_id, { bussiness_address: 'X' }, '')).status).toBe(401);
    expect((await edit(vendor.vendor_id, { bussiness_address: 'X' }, 'not-a-token')).status).toBe(401);
    expect(await row(vendor.vendor_id)).toEqual(vendor);
    expect(await auditOf(vendor.vendor_id)).toEqual([]);
  });

  it('lets one of several concurrent edits of one vendor win on the version it read; the others get 409 or see it done', async () => {
    const vendor = await insertVendor(db());
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => edit(vendor.vendor_id, { bussiness_address: `Address ${i}` })),
    );
    const ok = results.filter((r) => r.status === 200);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(VendorEditMessages.changedMeanwhile);
    }
    // Every 200 wrote one audit row, and the stored address is the last of them.
    expect(await auditOf(vendor.vendor_id)).toHaveLength(ok.length);
    const last = JSON.parse((await auditOf(vendor.vendor_id)).at(-1)!.after!);
    expect((await row(vendor.vendor_id)).bussiness_address).toBe(last.bussiness_address);
  });
});

describe(`GET /admin/data/vendors?ids= (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const db = () => t.database.handle.db;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('lists and exports only the vendors named', async () => {
    const vendors = await Promise.all([1, 2, 3, 4].map(() => insertVendor(db())));
    const wanted = [vendors[0]!.vendor_id, vendors[2]!.vendor_id];
    const json = await t.request('GET', `${VENDORS}?ids=${wanted.join(',')}`, { token });
    expect(json.status).toBe(200);
    expect(json.body.data.map((v: { vendor_id: number }) => v.vendor_id).sort()).toEqual([...wanted].sort());
    const res = await t.request('GET', `${VENDORS}?format=csv&is_blocked=0&ids=${wanted.join(',')}`, {
      token,
    });
    expect(res.status).toBe(200);
    const csv = parseCsv(res.body as string);
    expect(csv.records.map((r) => Number(r.vendor_id)).sort()).toEqual([...wanted].sort());
    const exported = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', '%export%')
      .execute();
    expect(exported).toHaveLength(1);
  });

  it.each(['', 'a', '1,,2', '0', '-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'refuses ids=%s with 400',
    async (ids) => {
      const res = await t.request('GET', `${VENDORS}?ids=${ids}`, { token });
      expect(res.status).toBe(400);
    },
  );
});
