import { revealKycResponseSchema, TeamMessages, VendorMessages, vendorResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEAR_KYC, insertVendor } from '../../test/factories';
import { createTestApp, MEMBER_PASSWORD, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`KYC masking and reveal (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let vendorId: number;
  const db = () => t.database.handle.db;
  const reveal = (id: number, field: string) =>
    t.request('POST', `/api/v1/admin/data/vendors/${id}/kyc/reveal`, { token, body: { field } });
  const auditText = async () =>
    JSON.stringify(await db().selectFrom('audit_log').selectAll().where('entity', '=', 'vendor').execute());

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    // Revealing needs step-up: turning two-step sign-in on verifies this session for 10 minutes.
    await t.enableMfa(token);
    vendorId = (await insertVendor(db(), { vendor_name: 'Kavya Menon' })).vendor_id;
  });
  afterAll(() => t.close());

  describe('GET /admin/data/vendors/:vendorId', () => {
    it('answers one vendor with its numbers masked', async () => {
      const res = await t.request('GET', `/api/v1/admin/data/vendors/${vendorId}`, { token });
      expect(res.status).toBe(200);
      expect(() => vendorResponseSchema.parse(res.body)).not.toThrow();
      expect(res.body.data).toMatchObject({
        vendor_id: vendorId,
        vendor_name: 'Kavya Menon',
        kyc_docs: {
          pan: 'XXXXXX234F',
          aadhar: 'XXXX XXXX 1234',
          pan_photo: '/uploads/pan.jpg',
          aadhar_photo: null,
        },
        account_details: { accountNumber: 'XXXXXXXXXX6789', ifsc: 'HDFC0001234', bankName: 'HDFC Bank' },
      });
      for (const clear of Object.values(CLEAR_KYC)) expect(JSON.stringify(res.body)).not.toContain(clear);
    });

    it('answers an unknown vendor with 404', async () => {
      const res = await t.request('GET', '/api/v1/admin/data/vendors/2000000000', { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: VendorMessages.notFound });
    });

    it('masks the vendor that updatevendors answers with too', async () => {
      const vendor = await insertVendor(db());
      const res = await t.request('PUT', '/api/v1/admin/data/updatevendors', {
        token,
        body: { vendor_id: vendor.vendor_id, is_approved: 1 },
      });
      expect(res.body.data.kyc_docs.aadhar).toBe('XXXX XXXX 1234');
      for (const clear of Object.values(CLEAR_KYC)) expect(JSON.stringify(res.body)).not.toContain(clear);
      for (const clear of Object.values(CLEAR_KYC)) expect(await auditText()).not.toContain(clear);
    });
  });

  describe('POST /admin/data/vendors/:vendorId/kyc/reveal', () => {
    it.each([
      ['pan', CLEAR_KYC.pan],
      ['aadhar', CLEAR_KYC.aadhar],
      ['accountNumber', CLEAR_KYC.accountNumber],
    ])('shows %s in clear, uncached, and audits the field but not the value', async (field, value) => {
      const res = await reveal(vendorId, field);
      expect(res.status).toBe(200);
      expect(revealKycResponseSchema.parse(res.body)).toEqual({ success: true, data: { field, value } });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const [row] = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'vendor.kyc_revealed')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(row).toMatchObject({ admin_id: t.adminId, entity: 'vendor', entity_id: String(vendorId) });
      expect(JSON.parse(row!.after!)).toEqual({ field });
      expect(await auditText()).not.toContain(value);
    });

    it('needs step-up: two-step sign-in on and a code entered in this session, else 403 and nothing audited', async () => {
      const before = await auditText();
      const member = await t.signInAs('owner');
      const revealAs = (as: string) =>
        t.request('POST', `/api/v1/admin/data/vendors/${vendorId}/kyc/reveal`, {
          token: as,
          body: { field: 'pan' },
        });
      const off = await revealAs(member.token);
      expect(off.status).toBe(403);
      expect(off.body).toEqual({ success: false, message: TeamMessages.mfaNotEnabled });
      // A second session, opened before two-step sign-in was turned on in the first: no code entered in it.
      const second = await t.login(member.email, MEMBER_PASSWORD);
      await t.enableMfa(member.token);
      const unverified = await revealAs(second);
      expect(unverified.status).toBe(403);
      expect(unverified.body).toEqual({ success: false, message: TeamMessages.stepUpRequired });
      expect(await auditText()).toBe(before);

      expect((await revealAs(member.token)).status).toBe(200);
      await t.stepUp(second);
      expect((await revealAs(second)).status).toBe(200);
    });

    it('answers null for a number the vendor never gave', async () => {
      const bare = await insertVendor(db(), { kyc_docs: null, account_details: null });
      const res = await reveal(bare.vendor_id, 'aadhar');
      expect(res.body).toEqual({ success: true, data: { field: 'aadhar', value: null } });
      const vendor = await t.request('GET', `/api/v1/admin/data/vendors/${bare.vendor_id}`, { token });
      expect(vendor.body.data).toMatchObject({ kyc_docs: null, account_details: null });
    });

    it('answers an unknown vendor with 404 and audits nothing', async () => {
      const before = await auditText();
      const res = await reveal(2_000_000_000, 'pan');
      expect(res.status).toBe(404);
      expect(await auditText()).toBe(before);
    });

    it('is listed in the audit log API for the vendor', async () => {
      await reveal(vendorId, 'pan');
      const res = await t.request(
        'GET',
        `/api/v1/admin/audit?entity=vendor&entity_id=${vendorId}&action=vendor.kyc_revealed`,
        {
          token,
        },
      );
      expect(res.body.data.length).toBeGreaterThan(0);
    });
  });
});
