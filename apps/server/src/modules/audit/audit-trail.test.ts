import { auditListResponseSchema, auditTimelineResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEAR_KYC, insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

describe(`the audit trail (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let otherAdminId: number;
  const db = () => t.database.handle.db;
  const get = (query: string) => t.request('GET', `/api/v1/admin/audit${query}`, { token });
  const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((row) => row.id);

  /** Rows only this suite writes: entity 'trail_test', distinct actions, admins and times. */
  const rows: {
    id: number;
    admin_id: number | null;
    action: string;
    entity_id: string;
    created_at: string;
  }[] = [];
  const insert = async (
    row: Omit<(typeof rows)[number], 'id'>,
    before: unknown = null,
    after: unknown = null,
  ) => {
    const inserted = await db()
      .insertInto('audit_log')
      .values({
        ...row,
        entity: 'trail_test',
        before: before === null ? null : JSON.stringify(before),
        after: after === null ? null : JSON.stringify(after),
        ip: '10.0.0.7',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.push({ ...row, id: inserted.id });
    return inserted.id;
  };
  const newestFirst = (keep: (row: (typeof rows)[number]) => boolean) =>
    rows
      .filter(keep)
      .map((row) => row.id)
      .sort((a, b) => b - a);

  beforeAll(async () => {
    t = await createTestApp({ LIST_COUNT_CACHE_MS: '0' });
    token = await t.login();
    otherAdminId = (
      await ensureAdmin(db(), {
        name: 'Priya Auditor',
        email: 'priya@seva.test',
        password: 'Correct-Horse-2',
        phone: '9876500000',
      })
    ).id;
    // Asia/Kolkata days: 2026-03-01 runs from 2026-02-28T18:30Z to 2026-03-01T18:30Z.
    await insert({
      admin_id: t.adminId,
      action: 'trail.created',
      entity_id: '1',
      created_at: '2026-02-28T18:29:59.999Z',
    });
    await insert({
      admin_id: t.adminId,
      action: 'trail.created',
      entity_id: '2',
      created_at: '2026-02-28T18:30:00.000Z',
    });
    await insert(
      {
        admin_id: otherAdminId,
        action: 'trail.updated',
        entity_id: '2',
        created_at: '2026-03-01T10:00:00.000Z',
      },
      { id: 2, name: 'Old', pan: 'XXXXXX234F', same: 1 },
      { id: 2, name: 'New', pan: 'XXXXXX999Z', same: 1, extra: true },
    );
    await insert({
      admin_id: otherAdminId,
      action: 'trail.deleted',
      entity_id: '2',
      created_at: '2026-03-01T18:29:59.999Z',
    });
    await insert({
      admin_id: null,
      action: 'trail.updated',
      entity_id: '3',
      created_at: '2026-03-01T18:30:00.000Z',
    });
  });
  afterAll(() => t.close());

  it('answers the newest first, with the admin name, parsed rows and the changed fields', async () => {
    const res = await get('?entity=trail_test');
    expect(res.status).toBe(200);
    expect(() => auditListResponseSchema.parse(res.body)).not.toThrow();
    expect(ids(res)).toEqual(newestFirst(() => true));
    const updated = res.body.data.find(
      (row: { action: string; entity_id: string }) => row.action === 'trail.updated' && row.entity_id === '2',
    );
    expect(updated).toMatchObject({
      admin_id: otherAdminId,
      admin_name: 'Priya Auditor',
      entity: 'trail_test',
      ip: '10.0.0.7',
      created_at: '2026-03-01T10:00:00.000Z',
      before: { id: 2, name: 'Old', pan: 'XXXXXX234F', same: 1 },
      after: { id: 2, name: 'New', pan: 'XXXXXX999Z', same: 1, extra: true },
      changes: [
        { field: 'name', before: 'Old', after: 'New' },
        { field: 'pan', before: 'XXXXXX234F', after: 'XXXXXX999Z' },
        { field: 'extra', before: null, after: true },
      ],
    });
    const anonymous = res.body.data.find((row: { entity_id: string }) => row.entity_id === '3');
    expect(anonymous).toMatchObject({
      admin_id: null,
      admin_name: null,
      before: null,
      after: null,
      changes: [],
    });
  });

  it.each([
    ['admin_id', () => `admin_id=${otherAdminId}`, (r: (typeof rows)[number]) => r.admin_id === otherAdminId],
    ['action', () => 'action=trail.updated', (r: (typeof rows)[number]) => r.action === 'trail.updated'],
    ['entity_id', () => 'entity_id=2', (r: (typeof rows)[number]) => r.entity_id === '2'],
    [
      'an Asia/Kolkata day range',
      () => 'from=2026-03-01&to=2026-03-01',
      (r: (typeof rows)[number]) =>
        r.created_at >= '2026-02-28T18:30:00.000Z' && r.created_at < '2026-03-01T18:30:00.000Z',
    ],
    [
      'from alone',
      () => 'from=2026-03-02',
      (r: (typeof rows)[number]) => r.created_at >= '2026-03-01T18:30:00.000Z',
    ],
    [
      'to alone',
      () => 'to=2026-02-28',
      (r: (typeof rows)[number]) => r.created_at < '2026-02-28T18:30:00.000Z',
    ],
    [
      'ISO instants (to inclusive)',
      () => 'from=2026-03-01T10:00:00.000Z&to=2026-03-01T23:59:59.999%2B05:30',
      (r: (typeof rows)[number]) =>
        r.created_at >= '2026-03-01T10:00:00.000Z' && r.created_at <= '2026-03-01T18:29:59.999Z',
    ],
    [
      'a search on the admin name',
      () => 'q=priya',
      (r: (typeof rows)[number]) => r.admin_id === otherAdminId,
    ],
    ['a search on the action', () => 'q=DELETED', (r: (typeof rows)[number]) => r.action === 'trail.deleted'],
  ])('filters by %s', async (_, query, keep) => {
    const res = await get(`?entity=trail_test&${query()}`);
    expect(res.status).toBe(200);
    const expected = newestFirst(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res)).toEqual(expected);
  });

  it('combines filters and searches the entity and its id', async () => {
    const res = await get(`?q=trail_test&admin_id=${t.adminId}&action=trail.created`);
    expect(ids(res)).toEqual(newestFirst((r) => r.admin_id === t.adminId && r.action === 'trail.created'));
  });

  it('pages with the total of every match', async () => {
    const all = newestFirst(() => true);
    const first = await get('?entity=trail_test&limit=2');
    expect(first.body).toMatchObject({ total: all.length });
    expect(ids(first)).toEqual(all.slice(0, 2));
    const second = await get('?entity=trail_test&limit=2&offset=2');
    expect(second.body.total).toBe(all.length);
    expect(ids(second)).toEqual(all.slice(2, 4));
    const searched = await get(`?entity=trail_test&q=priya&limit=1&offset=1`);
    expect(searched.body.total).toBe(2);
    expect(ids(searched)).toEqual(newestFirst((r) => r.admin_id === otherAdminId).slice(1, 2));
    const past = await get('?entity=trail_test&limit=2&offset=50');
    expect(past.body).toEqual({ success: true, data: [], total: all.length });
  });

  it('shows a decision made through the API with its diff, and never a clear KYC number', async () => {
    const vendor = await insertVendor(db(), { vendor_name: 'Audited Vendor' });
    const decided = await t.request('PUT', '/api/v1/admin/data/updatevendors', {
      token,
      body: { vendor_id: vendor.vendor_id, is_approved: 1 },
    });
    expect(decided.status).toBe(200);
    const res = await get(`?entity=vendor&entity_id=${vendor.vendor_id}&limit=50`);
    // The decision and the message it sent the vendor (message.queued).
    expect(res.body.total).toBe(2);
    const row = res.body.data.find((r: { action: string }) => r.action === 'vendor.approved');
    expect(res.body.data.map((r: { action: string }) => r.action).sort()).toEqual([
      'message.queued',
      'vendor.approved',
    ]);
    expect(row).toMatchObject({
      admin_id: t.adminId,
      admin_name: 'Test Admin',
      entity_id: String(vendor.vendor_id),
    });
    expect(row.changes).toContainEqual(expect.objectContaining({ field: 'is_approved', after: 1 }));
    for (const clear of Object.values(CLEAR_KYC)) expect(JSON.stringify(res.body)).not.toContain(clear);

    const timeline = await t.request('GET', `/api/v1/admin/audit/entities/vendor/${vendor.vendor_id}`, {
      token,
    });
    expect(timeline.status).toBe(200);
    expect(() => auditTimelineResponseSchema.parse(timeline.body)).not.toThrow();
    expect(timeline.body.data.map((r: { id: number }) => r.id)).toContain(row.id);
    expect(timeline.body.data).toHaveLength(2);
  });

  it("answers an entity's timeline oldest first, and an empty one for an entity without rows", async () => {
    const res = await t.request('GET', '/api/v1/admin/audit/entities/trail_test/2', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(
      newestFirst((r) => r.entity_id === '2').reverse(),
    );
    expect(res.body.data.map((r: { action: string }) => r.action)).toEqual([
      'trail.created',
      'trail.updated',
      'trail.deleted',
    ]);
    const none = await t.request('GET', '/api/v1/admin/audit/entities/trail_test/404', { token });
    expect(none.body).toEqual({ success: true, data: [] });
  });

  it.each([
    ['admin_id=abc', 'admin_id'],
    ['admin_id=0', 'admin_id'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-01T10:00', 'from'],
    ['from=2026-03-02&to=2026-03-01', 'from'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    ['action=%00x', 'action'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await get(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(field);
  });

  it.each([['-1'], ['0'], ['abc'], ['12345678901234567890'], ['2147483648'], ['1.5']])(
    'refuses the timeline of id %s with 400, like every path id',
    async (id) => {
      const res = await t.request('GET', `/api/v1/admin/audit/entities/trail_test/${id}`, { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'must be a positive integer id',
        errors: [{ path: 'id', message: 'must be a positive integer id' }],
      });
    },
  );

  it('lists every admin by name for the admin filter', async () => {
    const res = await t.request('GET', '/api/v1/admin/audit/admins', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        { id: otherAdminId, name: 'Priya Auditor' },
        { id: t.adminId, name: 'Test Admin' },
      ],
    });
  });

  it('lists the admins to whoever works complaints (the assignee picker), and to nobody else without the audit trail', async () => {
    const support = await t.signInAs('support');
    const listed = await t.request('GET', '/api/v1/admin/audit/admins', { token: support.token });
    expect(listed.status).toBe(200);
    expect((listed.body as { data: { name: string }[] }).data.map((admin) => admin.name)).toContain(
      'Priya Auditor',
    );
    const dispatcher = await t.signInAs('dispatcher');
    const refused = await t.request('GET', '/api/v1/admin/audit/admins', { token: dispatcher.token });
    expect(refused.status).toBe(403);
    expect((await t.request('GET', '/api/v1/admin/audit', { token: support.token })).status).toBe(403);
  });

  it.each(['/api/v1/admin/audit', '/api/v1/admin/audit/entities/vendor/1', '/api/v1/admin/audit/admins'])(
    'answers %s without a valid token with 401',
    async (path) => {
      const missing = await t.request('GET', path);
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ success: false, message: 'No authentication token found' });
      expect((await t.request('GET', path, { token: 'not-a-real-token' })).status).toBe(401);
    },
  );
});
