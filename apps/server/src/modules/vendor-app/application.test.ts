import {
  type LiveEvent,
  needsNewApprovalMessage,
  VendorAppMessages,
  vendorApplicationResponseSchema,
  vendorMeResponseSchema,
} from '@seva/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import { daysFromNow, insertCategory, insertVendor, type VendorInsert } from '../../test/factories';
import { onLiveEvent } from '../../test/live-events';
import { rowCount } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { applicationBody } from './application-body';

const APPLICATION = '/api/v1/vendor/me/application';
const PENDING = '/api/v1/admin/data/getvendors_pending';

describe(`PUT /vendor/me/application (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;
  let otherCategoryId: number;
  let events: LiveEvent[];
  let phoneCounter = 0;
  const db = () => t.database.handle.db;
  const newPhone = () => `81${String(++phoneCounter).padStart(8, '0')}`;
  const apply = (token: string, body: unknown) => t.request('PUT', APPLICATION, { token, body });
  const vendorByPhone = (phone: string) =>
    db().selectFrom('vendors').selectAll().where('vendor_mobile', '=', phone).executeTakeFirst();
  const vendorCount = () => rowCount(db(), 'vendors');
  const auditOf = (vendorId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'vendor')
      .where('entity_id', '=', String(vendorId))
      .where('action', '!=', 'vendor.chat_login')
      .where('action', '!=', 'message.queued')
      .orderBy('id')
      .execute();

  /** A vendor of `phone` in the given state, and the phone's vendor token. */
  async function vendorIn(values: Partial<VendorInsert>) {
    const phone = newPhone();
    const vendor = await insertVendor(db(), {
      vendor_mobile: phone,
      service_cat_id: categoryId,
      bussiness_category: 'Plumbing',
      ...values,
    });
    return { phone, vendor, token: await appToken(t, 'vendor', phone) };
  }

  beforeAll(async () => {
    // Totals are kept a whole minute: a list that shows an application at once was told of it.
    t = await createTestApp({ LIST_COUNT_CACHE_MS: '60000' });
    admin = await t.login();
    categoryId = (await insertCategory(db(), { service_category_name: 'Plumbing' })).service_cat_id;
    otherCategoryId = (await insertCategory(db(), { service_category_name: 'Electrical' })).service_cat_id;
    onLiveEvent(t.app, (event) => events.push(event));
  });
  beforeEach(() => {
    events = [];
  });
  afterAll(() => t.close());

  describe('an applicant (no vendor yet)', () => {
    it('creates a pending vendor of the signed-in phone: 201, audited without the KYC numbers, told to admins', async () => {
      const phone = newPhone();
      const token = await appToken(t, 'vendor', phone);
      const res = await apply(token, { ...applicationBody(categoryId), vendor_mobile: '9999999999' });

      expect(res.status).toBe(201);
      expect(() => vendorApplicationResponseSchema.parse(res.body)).not.toThrow();
      expect(res.body.message).toBe(VendorAppMessages.applied);
      expect(res.body.data).toMatchObject({
        vendor_mobile: phone,
        vendor_name: 'Ravi Kumar',
        bussiness_category: 'Plumbing',
        service_cat_id: categoryId,
        status: 'pending',
        is_approved: 0,
        is_rejected: 0,
        is_blocked: 0,
        image_url: ['/uploads/work-1.jpg', '/uploads/work-2.jpg'],
        kyc_docs: { pan: 'XXXXXX939F', aadhar: 'XXXX XXXX 1238', pan_photo: '/uploads/pan.jpg' },
        account_details: { ifsc: 'HDFC0001234', accountNumber: 'XXXXXXXXXX6789', bankName: 'HDFC Bank' },
      });
      const stored = await vendorByPhone(phone);
      expect(stored).toMatchObject({ vendor_id: res.body.data.vendor_id, is_approved: 0, is_rejected: 0 });
      expect(JSON.parse(stored?.kyc_docs ?? '{}')).toMatchObject({
        pan: 'AAPFU0939F',
        aadhar: '234567891238',
      });
      expect(await vendorByPhone('9999999999')).toBeUndefined();

      const audit = await auditOf(res.body.data.vendor_id);
      expect(audit.map((a) => [a.action, a.admin_id])).toEqual([['vendor.applied', null]]);
      expect(audit[0]?.after).not.toContain('234567891238');
      expect(JSON.parse(audit[0]!.after!).kyc_docs.pan).toBe('XXXXXX939F');
      expect(audit[0]?.after).not.toContain('50100123456789');
      expect(events).toEqual([
        expect.objectContaining({ type: 'vendor.applied', id: res.body.data.vendor_id }),
      ]);

      // The same token now belongs to the vendor.
      const me = await t.request('GET', '/api/v1/vendor/me', { token });
      expect(me.status).toBe(200);
      expect(() => vendorMeResponseSchema.parse(me.body)).not.toThrow();
      expect(me.body.data).toMatchObject({ vendor_id: res.body.data.vendor_id, status: 'pending' });
    });

    it('shows up in getvendors_pending at once, the total counted again', async () => {
      // Two pending vendors and a page of one: the total comes from the count, not from a short page.
      await insertVendor(db());
      await insertVendor(db());
      const before = await t.request('GET', `${PENDING}?limit=1`, { token: admin });
      expect(before.status).toBe(200);
      const token = await appToken(t, 'vendor', newPhone());
      const res = await apply(token, applicationBody(categoryId, { vendor_name: 'Fresh Applicant' }));
      expect(res.status).toBe(201);

      const after = await t.request('GET', `${PENDING}?limit=1`, { token: admin });
      expect(after.body.total).toBe(before.body.total + 1);
      expect(after.body.data[0]).toMatchObject({
        vendor_id: res.body.data.vendor_id,
        vendor_name: 'Fresh Applicant',
      });
    });

    it('of many applications at once from one phone, exactly one creates the vendor', async () => {
      const phone = newPhone();
      const token = await appToken(t, 'vendor', phone);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          apply(token, applicationBody(categoryId, { vendor_name: `Racer ${i}` })),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      const vendors = await db()
        .selectFrom('vendors')
        .select('vendor_id')
        .where('vendor_mobile', '=', phone)
        .execute();
      expect(vendors).toHaveLength(1);
      const audit = await auditOf(vendors[0]!.vendor_id);
      expect(audit.filter((a) => a.action === 'vendor.applied')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'vendor.applied')).toHaveLength(1);
    });

    it('is told it has not applied yet', async () => {
      const token = await appToken(t, 'vendor', newPhone());
      for (const [method, path, body] of [
        ['GET', '/api/v1/vendor/me', undefined],
        ['GET', '/api/v1/vendor/me/bookings', undefined],
        ['POST', '/api/v1/vendor/me/complaints', { vend_comp_desc: 'Hello' }],
        ['POST', '/api/v1/vendor/me/bookings/1/complete', undefined],
      ] as const) {
        const res = await t.request(method, path, { token, body });
        expect(res.status, path).toBe(404);
        expect(res.body.message).toBe(VendorAppMessages.notApplied);
      }
    });

    it('refuses an unknown service category with 422 and writes nothing', async () => {
      const phone = newPhone();
      const token = await appToken(t, 'vendor', phone);
      const res = await apply(token, applicationBody(999_999));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Service category not found');
      expect(await vendorByPhone(phone)).toBeUndefined();
    });
  });

  describe('a pending vendor', () => {
    it('replaces its application and stays pending (200, audited), and the pending list shows it at once', async () => {
      const { vendor, token } = await vendorIn({});
      const listed = async () =>
        (await t.request('GET', `${PENDING}?limit=1000`, { token: admin })).body.data.find(
          (v: { vendor_id: number }) => v.vendor_id === vendor.vendor_id,
        );
      expect((await listed()).vendor_name).toBe(vendor.vendor_name);
      const res = await apply(
        token,
        applicationBody(otherCategoryId, { vendor_name: 'Renamed Pending', service_radius: 40 }),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(VendorAppMessages.applicationUpdated);
      expect(res.body.data).toMatchObject({
        vendor_id: vendor.vendor_id,
        vendor_name: 'Renamed Pending',
        bussiness_category: 'Electrical',
        service_radius: 40,
        status: 'pending',
      });
      const audit = await auditOf(vendor.vendor_id);
      expect(audit.map((a) => [a.action, a.admin_id])).toEqual([['vendor.application_updated', null]]);
      expect(JSON.parse(audit[0]!.before!)).toMatchObject({ vendor_name: vendor.vendor_name });
      expect(JSON.parse(audit[0]!.after!)).toMatchObject({ vendor_name: 'Renamed Pending' });
      expect(audit[0]?.after).not.toContain('234567891238');
      expect(events).toEqual([]);
      expect(await listed()).toMatchObject({
        vendor_name: 'Renamed Pending',
        bussiness_category: 'Electrical',
      });
    });

    it("moves between the categories' totals at once, though admins are not told of the edit", async () => {
      const { vendor, token } = await vendorIn({});
      // Pages of one: the totals come from the count cache, kept a minute, not from a short page.
      await vendorIn({});
      const total = async (catId: number) =>
        (await t.request('GET', `${PENDING}?service_cat_id=${catId}&limit=1`, { token: admin })).body.total;
      const [plumbing, electrical] = [await total(categoryId), await total(otherCategoryId)];
      const res = await apply(token, applicationBody(otherCategoryId, { vendor_name: vendor.vendor_name }));
      expect(res.status).toBe(200);
      expect(events).toEqual([]);
      expect(await total(categoryId)).toBe(plumbing - 1);
      expect(await total(otherCategoryId)).toBe(electrical + 1);
    });
  });

  describe('a rejected vendor', () => {
    it('resubmits: back to pending, the rejection cleared, audited and told to admins', async () => {
      const { vendor, token } = await vendorIn({
        is_rejected: 1,
        rejected_by: t.adminId,
        rejected_date: daysFromNow(-2),
      });
      const rejectedBefore = await t.request('GET', '/api/v1/admin/data/getvendors_reject?limit=100', {
        token: admin,
      });
      expect(rejectedBefore.body.data.map((v: { vendor_id: number }) => v.vendor_id)).toContain(
        vendor.vendor_id,
      );

      const res = await apply(token, applicationBody(categoryId, { vendor_name: 'Second Try' }));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(VendorAppMessages.resubmitted);
      expect(res.body.data).toMatchObject({
        status: 'pending',
        is_rejected: 0,
        rejected_by: null,
        rejected_date: null,
        vendor_name: 'Second Try',
      });
      const audit = await auditOf(vendor.vendor_id);
      expect(audit.map((a) => [a.action, a.admin_id])).toEqual([['vendor.resubmitted', null]]);
      expect(JSON.parse(audit[0]!.before!)).toMatchObject({ is_rejected: 1, rejected_by: t.adminId });
      expect(JSON.parse(audit[0]!.after!)).toMatchObject({ is_rejected: 0, rejected_by: null });
      expect(events).toEqual([expect.objectContaining({ type: 'vendor.resubmitted', id: vendor.vendor_id })]);

      const rejected = await t.request('GET', '/api/v1/admin/data/getvendors_reject?limit=100', {
        token: admin,
      });
      expect(rejected.body.data.map((v: { vendor_id: number }) => v.vendor_id)).not.toContain(
        vendor.vendor_id,
      );
      const pending = await t.request('GET', `${PENDING}?limit=100`, { token: admin });
      expect(pending.body.data.map((v: { vendor_id: number }) => v.vendor_id)).toContain(vendor.vendor_id);
    });
  });

  describe('an approved vendor', () => {
    const approved = () => ({
      is_approved: 1 as const,
      approved_by: t.adminId,
      approved_date: daysFromNow(-10),
    });

    it('changes its operating details at once and stays approved', async () => {
      const { vendor, token } = await vendorIn(approved());
      const current = applicationBody(categoryId);
      // Make the stored row the application as it stands, then change only operating details.
      await db()
        .updateTable('vendors')
        .set({
          vendor_name: current.vendor_name,
          vendor_email: current.vendor_email,
          name_of_bussiness: current.name_of_bussiness,
          fast_service_category_name: current.fast_service_category_name,
          company_category: current.company_category,
          bussiness_proof_doc_url: current.bussiness_proof_doc_url,
          gst_number: current.gst_number,
          account_details: JSON.stringify(current.account_details),
          kyc_docs: JSON.stringify(current.kyc_docs),
        })
        .where('vendor_id', '=', vendor.vendor_id)
        .execute();
      const res = await apply(
        token,
        applicationBody(categoryId, {
          service_radius: 25,
          service_start_time: '07:30',
          service_end_time: '21:00',
          bussiness_desc: 'Now open late.',
          image_url: ['/uploads/new.jpg'],
          bussiness_address: '99 FC Road, Pune',
          pincode: '411004',
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'approved',
        is_approved: 1,
        service_radius: 25,
        service_start_time: '07:30',
        service_end_time: '21:00',
        bussiness_desc: 'Now open late.',
        image_url: ['/uploads/new.jpg'],
        bussiness_address: '99 FC Road, Pune',
        pincode: '411004',
      });
      const audit = await auditOf(vendor.vendor_id);
      expect(audit.map((a) => a.action)).toEqual(['vendor.application_updated']);
      expect(Object.keys(JSON.parse(audit[0]!.after!)).sort()).toEqual(
        [
          'bussiness_address',
          'bussiness_desc',
          'image_url',
          'pincode',
          'service_end_time',
          'service_radius',
          'service_start_time',
        ].sort(),
      );
    });

    it('is refused any other change with 409 naming the fields, and nothing is written', async () => {
      const { vendor, token } = await vendorIn(approved());
      const before = await vendorByPhone(vendor.vendor_mobile);
      const res = await apply(token, applicationBody(categoryId, { service_radius: 30 }));
      expect(res.status).toBe(409);
      // The fixture vendor differs from the application in its identity, business, bank and KYC fields.
      expect(res.body.message).toBe(
        needsNewApprovalMessage([
          'vendor_name',
          'vendor_email',
          'name_of_bussiness',
          'fast_service_category_name',
          'bussiness_proof_doc_url',
          'gst_number',
          'company_category',
          'kyc_docs',
        ]),
      );
      expect(await vendorByPhone(vendor.vendor_mobile)).toEqual(before);
      expect(await auditOf(vendor.vendor_id)).toEqual([]);
    });

    it('names exactly the one field that needs a new approval', async () => {
      const { vendor, token } = await vendorIn(approved());
      const body = applicationBody(categoryId);
      await db()
        .updateTable('vendors')
        .set({
          vendor_name: body.vendor_name,
          vendor_email: body.vendor_email,
          name_of_bussiness: body.name_of_bussiness,
          fast_service_category_name: body.fast_service_category_name,
          company_category: body.company_category,
          bussiness_proof_doc_url: body.bussiness_proof_doc_url,
          gst_number: body.gst_number,
          // Stored in another key order: still the same account.
          account_details: JSON.stringify({
            bankName: 'HDFC Bank',
            accountNumber: '50100123456789',
            ifsc: 'HDFC0001234',
          }),
          kyc_docs: JSON.stringify(body.kyc_docs),
        })
        .where('vendor_id', '=', vendor.vendor_id)
        .execute();
      const res = await apply(token, applicationBody(otherCategoryId, { pincode: '411002' }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Changing service_cat_id needs a new approval. Please contact support.');
      expect((await vendorByPhone(vendor.vendor_mobile))?.pincode).toBe(vendor.pincode);
    });
  });

  describe('an application racing an approval', () => {
    it('lands before it (200, then approved) or meets the approved vendor (409); never lost, never both', async () => {
      for (let round = 0; round < 5; round++) {
        const { vendor, token } = await vendorIn({});
        const [applied, approved] = await Promise.all([
          apply(token, applicationBody(categoryId, { vendor_name: `Raced ${round}` })),
          t.request('PUT', '/api/v1/admin/data/updatevendors', {
            token: admin,
            body: { vendor_id: vendor.vendor_id, is_approved: 1 },
          }),
        ]);
        expect(approved.status).toBe(200);
        const stored = await vendorByPhone(vendor.vendor_mobile);
        expect(stored?.is_approved).toBe(1);
        if (applied.status === 200) {
          expect(stored?.vendor_name).toBe(`Raced ${round}`);
        } else {
          expect(applied.status).toBe(409);
          expect(applied.body.message).toContain('vendor_name');
          expect(stored?.vendor_name).toBe(vendor.vendor_name);
        }
        const actions = (await auditOf(vendor.vendor_id)).map((a) => a.action);
        expect(actions.filter((a) => a === 'vendor.approved')).toHaveLength(1);
        expect(actions.filter((a) => a === 'vendor.application_updated')).toHaveLength(
          applied.status === 200 ? 1 : 0,
        );
      }
    });
  });

  describe('a blocked vendor', () => {
    it.each([
      ['pending', {}],
      ['approved', { is_approved: 1 as const, approved_date: daysFromNow(-5) }],
    ])('is refused with 403 (%s and blocked) and nothing is written', async (_state, values) => {
      const { vendor, token } = await vendorIn({
        ...values,
        is_blocked: 1,
        blocked_reason: 'Fake documents',
        blocked_date: daysFromNow(-1),
      });
      const before = await vendorByPhone(vendor.vendor_mobile);
      const res = await apply(token, applicationBody(categoryId));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(VendorAppMessages.blocked);
      expect(await vendorByPhone(vendor.vendor_mobile)).toEqual(before);
      expect(await auditOf(vendor.vendor_id)).toEqual([]);

      const me = await t.request('GET', '/api/v1/vendor/me', { token });
      expect(me.body.data).toMatchObject({ status: 'blocked', blocked_reason: 'Fake documents' });
    });
  });

  describe('refused formats: 400 naming the field, nothing written', () => {
    const body = (overrides: Record<string, unknown>) => ({ ...applicationBody(1), ...overrides });
    const kyc = (overrides: Record<string, unknown>) => ({
      kyc_docs: { ...applicationBody(1).kyc_docs, ...overrides },
    });
    const account = (overrides: Record<string, unknown>) => ({
      account_details: { ...applicationBody(1).account_details, ...overrides },
    });

    it.each([
      [
        'a PAN out of pattern',
        kyc({ pan: 'ABCD1234FF' }),
        'kyc_docs.pan: must be a PAN: 5 letters, 4 digits, 1 letter',
      ],
      [
        'an Aadhaar with a wrong check digit',
        kyc({ aadhar: '234567891234' }),
        'kyc_docs.aadhar: must be a valid Aadhaar number',
      ],
      [
        'an Aadhaar starting with 1',
        kyc({ aadhar: '134567891238' }),
        'kyc_docs.aadhar: must be a valid Aadhaar number',
      ],
      ['an IFSC without its 0', account({ ifsc: 'HDFC1001234' }), 'account_details.ifsc: must be an IFSC'],
      [
        'an account number of 8 digits',
        account({ accountNumber: '12345678' }),
        'account_details.accountNumber: must be 9 to 18 digits',
      ],
      [
        'a GSTIN with a wrong check character',
        { gst_number: '27AAPFU0939F1ZW' },
        'gst_number: must be a valid GSTIN',
      ],
      ['a pincode starting with 0', { pincode: '011001' }, 'pincode: must be 6 digits'],
      ['a pincode of 5 digits', { pincode: '41100' }, 'pincode: must be 6 digits'],
      [
        'an end before the start',
        { service_start_time: '18:00', service_end_time: '09:00' },
        'service_end_time: must be after service_start_time',
      ],
      [
        'an end equal to the start',
        { service_start_time: '09:00', service_end_time: '09:00' },
        'service_end_time: must be after service_start_time',
      ],
      ['a time that is not HH:MM', { service_start_time: '9am' }, 'service_start_time: must be a time HH:MM'],
      ['a radius of 0', { service_radius: 0 }, 'service_radius must be greater than 0'],
      ['a negative radius', { service_radius: -5 }, 'service_radius must be greater than 0'],
      ['a radius over 100 km', { service_radius: 101 }, 'service_radius must be at most 100'],
      ['a missing name', { vendor_name: '  ' }, 'vendor_name is required'],
      ['a bad email', { vendor_email: 'not-an-email' }, 'vendor_email must be an email address'],
      [
        'eleven images',
        { image_url: Array.from({ length: 11 }, (_, i) => `/uploads/w${i}.jpg`) },
        'image_url must have at most 10 images',
      ],
      [
        'an image that is not an upload',
        { image_url: ['javascript:alert(1)'] },
        'image_url.0: image_url must be the URL of an uploaded image',
      ],
      ['no KYC', { kyc_docs: undefined }, 'kyc_docs is required'],
      [
        'a control character',
        { vendor_name: 'Ravi\u0000' },
        'vendor_name: must not contain control characters',
      ],
    ])('%s', async (_why, overrides, message) => {
      const phone = newPhone();
      const token = await appToken(t, 'vendor', phone);
      const count = await vendorCount();
      const res = await apply(token, body({ ...overrides, service_cat_id: categoryId }));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await vendorCount()).toBe(count);
    });

    it('accepts lower-case and spaced identifiers, storing them normalised', async () => {
      const phone = newPhone();
      const token = await appToken(t, 'vendor', phone);
      const res = await apply(
        token,
        body({
          service_cat_id: categoryId,
          gst_number: '27aapfu0939f1zv',
          ...kyc({ pan: 'aapfu0939f', aadhar: '2345 6789 1238' }),
          ...account({ ifsc: 'hdfc0001234' }),
        }),
      );
      expect(res.status).toBe(201);
      const stored = await vendorByPhone(phone);
      expect(stored?.gst_number).toBe('27AAPFU0939F1ZV');
      expect(JSON.parse(stored?.kyc_docs ?? '{}')).toMatchObject({
        pan: 'AAPFU0939F',
        aadhar: '234567891238',
      });
      expect(JSON.parse(stored?.account_details ?? '{}')).toMatchObject({ ifsc: 'HDFC0001234' });
    });
  });
});
