import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`the deciding admin's name on a vendor (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const db = () => t.database.handle.db;
  const decide = (vendorId: number, body: object) =>
    t.request('PUT', '/api/v1/admin/data/updatevendors', { token, body: { vendor_id: vendorId, ...body } });

  beforeAll(async () => {
    t = await createTestApp({ LIST_COUNT_CACHE_MS: '0' });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('answers approved_by_name with the decision, on the vendor and in the list', async () => {
    const { vendor_id } = await insertVendor(db(), { vendor_name: 'Named Approval' });
    const pending = await t.request('GET', `/api/v1/admin/data/vendors/${vendor_id}`, { token });
    expect(pending.body.data).toMatchObject({
      approved_by: null,
      approved_by_name: null,
      rejected_by_name: null,
    });

    const approved = await decide(vendor_id, { is_approved: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ approved_by: t.adminId, approved_by_name: 'Test Admin' });

    const one = await t.request('GET', `/api/v1/admin/data/vendors/${vendor_id}`, { token });
    expect(one.body.data).toMatchObject({ approved_by: t.adminId, approved_by_name: 'Test Admin' });
    const list = await t.request('GET', '/api/v1/admin/data/vendors?limit=1000', { token });
    const listed = list.body.data.find((v: { vendor_id: number }) => v.vendor_id === vendor_id);
    expect(listed).toMatchObject({ approved_by_name: 'Test Admin' });
  });

  it('answers rejected_by_name with a rejection', async () => {
    const { vendor_id } = await insertVendor(db(), { vendor_name: 'Named Rejection' });
    const rejected = await decide(vendor_id, { is_rejected: 1 });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      rejected_by: t.adminId,
      rejected_by_name: 'Test Admin',
      approved_by_name: null,
    });
  });

  it("a team member's decision names that member: approved_by, its name and the audit row", async () => {
    const reviewer = await t.signInAs('kyc_reviewer', { name: 'Kavya Reviewer' });
    // kyc_reviewer is one of MFA_REQUIRED_ROLES by default: two-step sign-in on first.
    await t.enableMfa(reviewer.token);
    const { vendor_id } = await insertVendor(db(), { vendor_name: 'Named By Member' });
    const approved = await t.request('PUT', '/api/v1/admin/data/updatevendors', {
      token: reviewer.token,
      body: { vendor_id, is_approved: 1 },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      approved_by: reviewer.id,
      approved_by_name: 'Kavya Reviewer',
    });
    const audited = await db()
      .selectFrom('audit_log')
      .select(['admin_id', 'action'])
      .where('entity', '=', 'vendor')
      .where('entity_id', '=', String(vendor_id))
      .execute();
    expect(audited.length).toBeGreaterThan(0);
    expect(audited.map((row) => row.admin_id)).toEqual(audited.map(() => reviewer.id));
  });
});
