import { BULK_MAX_IDS, bulkResponseSchema, VendorMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertVendor } from '../../test/factories';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const BULK = '/api/v1/admin/data/vendors/bulk';
const UPDATE = '/api/v1/admin/data/updatevendors';

describe(`POST /admin/data/vendors/bulk/approve and /reject (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const db = () => t.database.handle.db;
  const bulk = (kind: 'approve' | 'reject', body: unknown, as: string | undefined = token) =>
    t.request('POST', `${BULK}/${kind}`, { body, token: as });
  const rows = (ids: number[]) =>
    db().selectFrom('vendors').selectAll().where('vendor_id', 'in', ids).orderBy('vendor_id').execute();
  const auditOf = (ids: number[]) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'vendor')
      // The decisions' own rows; their messages (message.queued) are messages/events.test.ts's.
      .where('action', '!=', 'message.queued')
      .where(
        'entity_id',
        'in',
        ids.map((id) => String(id)),
      )
      .orderBy('id')
      .execute();
  const pendingVendors = async (n: number) =>
    Promise.all(Array.from({ length: n }, () => insertVendor(db()))).then((vendors) =>
      vendors.map((v) => v.vendor_id).sort((a, b) => a - b),
    );

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('approves 18 of 20 pending vendors when two were decided meanwhile, answering each', async () => {
    const ids = await pendingVendors(20);
    const [rejected, approved] = [ids[3]!, ids[11]!];
    // Another admin decides two of them first.
    expect(
      (await t.request('PUT', UPDATE, { body: { vendor_id: rejected, is_rejected: 1 }, token })).status,
    ).toBe(200);
    expect(
      (await t.request('PUT', UPDATE, { body: { vendor_id: approved, is_approved: 1 }, token })).status,
    ).toBe(200);
    const before = await rows([rejected, approved]);
    const auditBefore = (await auditOf(ids)).length;

    const res = await bulk('approve', { vendor_ids: ids });
    expect(res.status).toBe(200);
    expect(() => bulkResponseSchema.parse(res.body)).not.toThrow();
    expect(res.body.data.results).toEqual(
      ids.map((id) =>
        id === rejected || id === approved
          ? { id, ok: false, message: VendorMessages.notPending }
          : { id, ok: true },
      ),
    );
    // The two decided meanwhile are untouched; the 18 are approved by the token's admin.
    expect(await rows([rejected, approved])).toEqual(before);
    const done = ids.filter((id) => id !== rejected && id !== approved);
    for (const row of await rows(done)) {
      expect(row).toMatchObject({ is_approved: 1, is_rejected: 0, approved_by: t.adminId });
    }
    const audit = (await auditOf(ids)).slice(auditBefore);
    expect(audit).toHaveLength(18);
    expect(audit.map((a) => Number(a.entity_id)).sort((a, b) => a - b)).toEqual(done);
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['vendor.approved']));
    expect(new Set(audit.map((a) => a.admin_id))).toEqual(new Set([t.adminId]));
  });

  it('rejects several pending vendors, each audited', async () => {
    const ids = await pendingVendors(3);
    const res = await bulk('reject', { vendor_ids: ids });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual(ids.map((id) => ({ id, ok: true })));
    for (const row of await rows(ids)) {
      expect(row).toMatchObject({ is_rejected: 1, is_approved: 0, rejected_by: t.adminId });
    }
    const audit = await auditOf(ids);
    expect(audit.map((a) => a.action)).toEqual(['vendor.rejected', 'vendor.rejected', 'vendor.rejected']);
  });

  it('answers an unknown vendor as not ok and decides the others', async () => {
    const [id] = await pendingVendors(1);
    const res = await bulk('approve', { vendor_ids: [id, 2_000_000_000] });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      { id, ok: true },
      { id: 2_000_000_000, ok: false, message: VendorMessages.notFound },
    ]);
  });

  it('decides each vendor once when bulk approvals and rejections of the same vendors race', async () => {
    const ids = await pendingVendors(10);
    const requests = await Promise.all([
      bulk('approve', { vendor_ids: ids }),
      bulk('reject', { vendor_ids: [...ids].reverse() }),
      bulk('approve', { vendor_ids: ids }),
      bulk('reject', { vendor_ids: ids }),
    ]);
    for (const res of requests) expect(res.status).toBe(200);
    for (const id of ids) {
      const outcomes = requests.map((res) => res.body.data.results.find((r: { id: number }) => r.id === id));
      expect(outcomes.filter((r) => r.ok)).toHaveLength(1);
      for (const refused of outcomes.filter((r) => !r.ok)) {
        expect(refused.message).toBe(VendorMessages.notPending);
      }
    }
    const audit = await auditOf(ids);
    expect(audit).toHaveLength(10);
    expect(new Set(audit.map((a) => a.entity_id)).size).toBe(10);
    for (const row of await rows(ids)) expect(row.is_approved + row.is_rejected).toBe(1);
  });

  describe('refuses a bad body with 400 and writes nothing', () => {
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1);
    it.each([
      ['no body', undefined],
      ['no vendor_ids', {}],
      ['an empty list', { vendor_ids: [] }],
      [`more than ${BULK_MAX_IDS} ids`, { vendor_ids: tooMany }],
      ['a repeated id', { vendor_ids: [1, 2, 1] }],
      ['a non-integer id', { vendor_ids: [1, 2.5] }],
      ['a text id', { vendor_ids: ['1'] }],
      ['a zero id', { vendor_ids: [0] }],
      ['vendor_ids not a list', { vendor_ids: 5 }],
      ['an unknown field', { vendor_ids: [1], is_approved: 1 }],
    ])('%s', async (_, body) => {
      const ids = await pendingVendors(2);
      const withReal =
        body &&
        typeof body === 'object' &&
        'vendor_ids' in body &&
        Array.isArray(body.vendor_ids) &&
        body.vendor_ids.length === 1 &&
        body.vendor_ids[0] === 1
          ? { ...body, vendor_ids: [ids[0]] }
          : body;
      const counts = await rowCounts(db());
      for (const kind of ['approve', 'reject'] as const) {
        const res = await bulk(kind, withReal);
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect(await rowCounts(db())).toEqual(counts);
      for (const row of await rows(ids)) expect(row).toMatchObject({ is_approved: 0, is_rejected: 0 });
    });
  });

  it('names the problem of a refused list', async () => {
    const res = await bulk('approve', { vendor_ids: [] });
    expect(res.body.errors).toEqual([
      { path: 'vendor_ids', message: 'vendor_ids must name at least one id' },
    ]);
  });

  it('approves a pending vendor that is also blocked, as the single approval does', async () => {
    const blocked = await insertVendor(db(), {
      is_blocked: 1,
      blocked_reason: 'Spam',
      blocked_date: daysFromNow(-1),
    });
    const res = await bulk('approve', { vendor_ids: [blocked.vendor_id] });
    expect(res.body.data.results).toEqual([{ id: blocked.vendor_id, ok: true }]);
  });
});
