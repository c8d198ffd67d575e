import {
  AuthMessages,
  BULK_MAX_IDS,
  bulkResponseSchema,
  ComplaintMessages,
  type ComplaintStatus,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomersTable, VendorsTable } from '../../db/schema/marketplace-tables';
import {
  daysFromNow,
  insertCustomer,
  insertCustomerComplaint,
  insertVendor,
  insertVendorComplaint,
} from '../../test/factories';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const BASE = '/api/v1/admin/data/complaints';
const kinds = ['vendor', 'customer'] as const;
type Kind = (typeof kinds)[number];

describe(`POST /admin/data/complaints/{vendor|customer}/bulk/resolve (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let vendor: Selectable<VendorsTable>;
  let customer: Selectable<CustomersTable>;
  const db = () => t.database.handle.db;
  const resolve = (kind: Kind, body: unknown, auth: string | undefined = token) =>
    t.request('POST', `${BASE}/${kind}/bulk/resolve`, { body, token: auth });

  async function complaint(kind: Kind, status: ComplaintStatus): Promise<number> {
    const resolved = status === 'resolved' ? { resolved_at: daysFromNow(-0.5), resolution_note: 'Paid' } : {};
    if (kind === 'vendor') {
      return (
        await insertVendorComplaint(db(), vendor, { vend_comp_date: daysFromNow(-1), status, ...resolved })
      ).vend_comp_id;
    }
    return (
      await insertCustomerComplaint(db(), customer, { cust_comp_date: daysFromNow(-1), status, ...resolved })
    ).cust_comp_id;
  }
  const statusOf = async (kind: Kind, id: number) =>
    kind === 'vendor'
      ? await db()
          .selectFrom('vendor_complaints')
          .select(['status', 'resolution_note'])
          .where('vend_comp_id', '=', id)
          .executeTakeFirstOrThrow()
      : await db()
          .selectFrom('customer_complaints')
          .select(['status', 'resolution_note'])
          .where('cust_comp_id', '=', id)
          .executeTakeFirstOrThrow();
  const movesOf = (kind: Kind, ids: number[]) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', `${kind}_complaint`)
      .where('action', '=', 'complaint.moved')
      .where(
        'entity_id',
        'in',
        ids.map((id) => String(id)),
      )
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    vendor = await insertVendor(db(), { vendor_name: 'Ravi Kulkarni' });
    customer = await insertCustomer(db(), { customer_name: 'Asha Deshpande' });
  });
  afterAll(() => t.close());

  describe.each(kinds)('%s complaints', (kind) => {
    it('resolves the complaints in progress and answers why the others were not', async () => {
      const working = [await complaint(kind, 'in_progress'), await complaint(kind, 'in_progress')];
      const open = await complaint(kind, 'open');
      const resolved = await complaint(kind, 'resolved');
      const ids = [working[0]!, open, working[1]!, resolved, 2_000_000_000];
      const res = await resolve(kind, { complaint_ids: ids, note: '  Refunded the visit  ' });
      expect(res.status).toBe(200);
      expect(() => bulkResponseSchema.parse(res.body)).not.toThrow();
      expect(res.body.data.results).toEqual([
        { id: working[0], ok: true },
        { id: open, ok: false, message: ComplaintMessages.moveNotAllowed('open', 'resolved') },
        { id: working[1], ok: true },
        { id: resolved, ok: false, message: ComplaintMessages.moveNotAllowed('resolved', 'resolved') },
        { id: 2_000_000_000, ok: false, message: ComplaintMessages.notFound },
      ]);
      for (const id of working) {
        expect(await statusOf(kind, id)).toEqual({
          status: 'resolved',
          resolution_note: 'Refunded the visit',
        });
      }
      expect(await statusOf(kind, open)).toEqual({ status: 'open', resolution_note: null });
      expect(await statusOf(kind, resolved)).toEqual({ status: 'resolved', resolution_note: 'Paid' });
      const moves = await movesOf(kind, ids);
      expect(moves.map((m) => Number(m.entity_id)).sort((a, b) => a - b)).toEqual(
        [...working].sort((a, b) => a - b),
      );
      for (const move of moves) {
        expect(move.admin_id).toBe(t.adminId);
        expect(JSON.parse(move.after!)).toMatchObject({
          status: 'resolved',
          resolution_note: 'Refunded the visit',
        });
      }
    });

    it('resolves each complaint once when bulk requests over the same complaints race', async () => {
      const ids = await Promise.all(Array.from({ length: 8 }, () => complaint(kind, 'in_progress')));
      const requests = await Promise.all(
        Array.from({ length: 4 }, (_, i) => resolve(kind, { complaint_ids: ids, note: `Done ${i}` })),
      );
      for (const res of requests) expect(res.status).toBe(200);
      for (const id of ids) {
        const outcomes = requests.map((res) =>
          res.body.data.results.find((r: { id: number }) => r.id === id),
        );
        expect(outcomes.filter((r) => r.ok)).toHaveLength(1);
      }
      expect(await movesOf(kind, ids)).toHaveLength(ids.length);
    });

    it('refuses a bad body with 400 and writes nothing', async () => {
      const id = await complaint(kind, 'in_progress');
      const counts = await rowCounts(db());
      const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1);
      for (const body of [
        undefined,
        {},
        { complaint_ids: [id] },
        { complaint_ids: [id], note: '   ' },
        { complaint_ids: [id], note: 'x'.repeat(2001) },
        { complaint_ids: [], note: 'Done' },
        { complaint_ids: tooMany, note: 'Done' },
        { complaint_ids: [id, id], note: 'Done' },
        { complaint_ids: ['1'], note: 'Done' },
        { complaint_ids: [id], note: 'Done', status: 'resolved' },
      ]) {
        const res = await resolve(kind, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.success).toBe(false);
      }
      expect(await rowCounts(db())).toEqual(counts);
      expect((await statusOf(kind, id)).status).toBe('in_progress');
    });

    it('refuses a request without a token or with a bad one (401) and writes nothing', async () => {
      const id = await complaint(kind, 'in_progress');
      for (const auth of ['', 'not-a-token']) {
        const res = await resolve(kind, { complaint_ids: [id], note: 'Done' }, auth);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(auth ? AuthMessages.invalidToken : AuthMessages.noToken);
      }
      expect((await statusOf(kind, id)).status).toBe('in_progress');
    });
  });
});
