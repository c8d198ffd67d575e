import {
  AuthMessages,
  ComplaintMessages,
  type ComplaintStatus,
  updateVendorComplaintResponseSchema,
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
import { rowCount } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

const BASE = '/api/v1/admin/data/complaints';
const kinds = ['vendor', 'customer'] as const;
type Kind = (typeof kinds)[number];
const statuses: ComplaintStatus[] = ['open', 'in_progress', 'resolved'];
const allowed = new Set(['open>in_progress', 'in_progress>resolved', 'resolved>open']);

describe(`complaint workflow on ${testDialect}`, () => {
  let t: TestApp;
  let token: string;
  let vendor: Selectable<VendorsTable>;
  let customer: Selectable<CustomersTable>;
  let otherAdminId: number;

  const db = () => t.database.handle.db;
  const put = (kind: Kind, id: number | string, body: unknown, auth: string | undefined = token) =>
    t.request('PUT', `${BASE}/${kind}/${id}`, { body, token: auth });
  const notes = (kind: Kind, id: number | string, auth: string | undefined = token) =>
    t.request('GET', `${BASE}/${kind}/${id}/notes`, { token: auth });

  /** A new complaint of `kind` in `status`; answers its id. */
  async function complaint(kind: Kind, status: ComplaintStatus = 'open'): Promise<number> {
    const resolved = status === 'resolved' ? { resolved_at: daysFromNow(-0.5), resolution_note: 'Paid' } : {};
    if (kind === 'vendor') {
      const row = await insertVendorComplaint(db(), vendor, {
        vend_comp_date: daysFromNow(-1),
        status,
        ...resolved,
      });
      return row.vend_comp_id;
    }
    const row = await insertCustomerComplaint(db(), customer, {
      cust_comp_date: daysFromNow(-1),
      status,
      ...resolved,
    });
    return row.cust_comp_id;
  }

  const auditOf = (kind: Kind, id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'admin_id', 'before', 'after'])
      .where('entity', '=', `${kind}_complaint`)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const countOf = (table: 'audit_log' | 'complaint_notes') => rowCount(db(), table);
  const stateOf = async (kind: Kind, id: number) => {
    const row =
      kind === 'vendor'
        ? await db()
            .selectFrom('vendor_complaints')
            .selectAll()
            .where('vend_comp_id', '=', id)
            .executeTakeFirst()
        : await db()
            .selectFrom('customer_complaints')
            .selectAll()
            .where('cust_comp_id', '=', id)
            .executeTakeFirst();
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    vendor = await insertVendor(db(), { vendor_name: 'Ravi Kulkarni' });
    customer = await insertCustomer(db(), { customer_name: 'Asha Deshpande' });
    otherAdminId = (
      await ensureAdmin(db(), {
        name: 'Priya Nair',
        email: 'priya@seva.test',
        password: 'Another-Horse-2',
        phone: '9876500001',
      })
    ).id;
  });
  afterAll(() => t.close());

  describe.each(kinds)('%s complaints', (kind) => {
    it.each(statuses.flatMap((from) => statuses.map((to) => [from, to] as const)))(
      'moves %s → %s only when the workflow allows it',
      async (from, to) => {
        const id = await complaint(kind, from);
        const audits = await countOf('audit_log');
        const res = await put(kind, id, { status: to });
        if (allowed.has(`${from}>${to}`)) {
          expect(res.status).toBe(200);
          expect(res.body.data.status).toBe(to);
          expect((await stateOf(kind, id))?.status).toBe(to);
          const audit = await auditOf(kind, id);
          expect(audit.map((a) => a.action)).toEqual(['complaint.moved']);
          expect(JSON.parse(audit[0]?.before ?? '{}').status).toBe(from);
          expect(JSON.parse(audit[0]?.after ?? '{}').status).toBe(to);
          expect(audit[0]?.admin_id).toBe(t.adminId);
        } else {
          expect(res.status).toBe(409);
          expect(res.body).toMatchObject({
            success: false,
            message: ComplaintMessages.moveNotAllowed(from, to),
          });
          expect((await stateOf(kind, id))?.status).toBe(from);
          expect(await countOf('audit_log')).toBe(audits);
        }
      },
    );

    it('resolves with a note: the resolution note, a resolution note in the history, resolved_at; reopening clears them', async () => {
      const id = await complaint(kind, 'in_progress');
      const resolved = await put(kind, id, { status: 'resolved', note: '  Refunded the visit fee  ' });
      expect(resolved.status).toBe(200);
      expect(updateVendorComplaintResponseSchema.shape.success.parse(resolved.body.success)).toBe(true);
      expect(resolved.body.data).toMatchObject({
        status: 'resolved',
        resolution_note: 'Refunded the visit fee',
        resolved_at: expect.stringMatching(/Z$/),
      });
      const history = await notes(kind, id);
      expect(history.body.data).toEqual([
        {
          note_id: expect.any(Number),
          kind: 'resolution',
          channel: null,
          text: 'Refunded the visit fee',
          author_id: t.adminId,
          author_name: 'Test Admin',
          created_at: expect.stringMatching(/Z$/),
        },
      ]);
      const reopened = await put(kind, id, { status: 'open' });
      expect(reopened.body.data).toMatchObject({ status: 'open', resolved_at: null, resolution_note: null });
      expect((await notes(kind, id)).body.data).toHaveLength(1);
      const audit = await auditOf(kind, id);
      expect(audit.map((a) => a.action)).toEqual(['complaint.moved', 'complaint.moved']);
      expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
        status: 'resolved',
        resolution_note: 'Refunded the visit fee',
        resolved_at: resolved.body.data.resolved_at,
      });
      expect(JSON.parse(audit[1]?.before ?? '{}')).toMatchObject({
        status: 'resolved',
        resolution_note: 'Refunded the visit fee',
      });
    });

    it('keeps internal notes oldest first with their author, each audited', async () => {
      const id = await complaint(kind);
      expect((await notes(kind, id)).body).toEqual({ success: true, data: [] });
      expect((await put(kind, id, { note: 'Called the vendor' })).status).toBe(200);
      const other = await t.login('priya@seva.test', 'Another-Horse-2');
      expect((await put(kind, id, { note: 'Waiting for the invoice' }, other)).status).toBe(200);
      const list = await notes(kind, id);
      expect(
        list.body.data.map((n: { text: string; kind: string; author_name: string }) => [
          n.kind,
          n.text,
          n.author_name,
        ]),
      ).toEqual([
        ['note', 'Called the vendor', 'Test Admin'],
        ['note', 'Waiting for the invoice', 'Priya Nair'],
      ]);
      expect(list.body.data[0].note_id).toBeLessThan(list.body.data[1].note_id);
      const audit = await auditOf(kind, id);
      expect(audit.map((a) => [a.action, a.admin_id])).toEqual([
        ['complaint.noted', t.adminId],
        ['complaint.noted', otherAdminId],
      ]);
      expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({ note_id: list.body.data[0].note_id });
      expect((await stateOf(kind, id))?.status).toBe('open');
    });

    it('refuses a blank or too long note with 400 and writes nothing', async () => {
      const id = await complaint(kind);
      const [notesBefore, auditsBefore] = [await countOf('complaint_notes'), await countOf('audit_log')];
      for (const note of ['', '   ', 'x'.repeat(2001)]) {
        const res = await put(kind, id, { note });
        expect(res.status, JSON.stringify(note).slice(0, 10)).toBe(400);
        expect(res.body.message).toMatch(/note must/);
      }
      expect(await countOf('complaint_notes')).toBe(notesBefore);
      expect(await countOf('audit_log')).toBe(auditsBefore);
    });

    it('sets, changes and clears the assignee (audited); an unknown assignee is 404', async () => {
      const id = await complaint(kind);
      const set = await put(kind, id, { assignee_id: otherAdminId });
      expect(set.status).toBe(200);
      expect(set.body.data).toMatchObject({ assignee_id: otherAdminId, assignee_name: 'Priya Nair' });
      const changed = await put(kind, id, { assignee_id: t.adminId });
      expect(changed.body.data).toMatchObject({ assignee_id: t.adminId, assignee_name: 'Test Admin' });
      const cleared = await put(kind, id, { assignee_id: null });
      expect(cleared.body.data).toMatchObject({ assignee_id: null, assignee_name: null });
      const audits = await countOf('audit_log');
      const unknown = await put(kind, id, { assignee_id: 999_999 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(ComplaintMessages.assigneeNotFound);
      // With a move beside it, the move is rolled back with the assignee.
      const withMove = await put(kind, id, {
        status: 'in_progress',
        assignee_id: 999_999,
        note: 'Taking it',
      });
      expect(withMove.status).toBe(404);
      expect(withMove.body.message).toBe(ComplaintMessages.assigneeNotFound);
      expect(await stateOf(kind, id)).toMatchObject({ status: 'open', assignee_id: null });
      expect(await countOf('audit_log')).toBe(audits);
      const audit = await auditOf(kind, id);
      expect(audit.map((a) => [a.action, JSON.parse(a.before ?? '{}'), JSON.parse(a.after ?? '{}')])).toEqual(
        [
          ['complaint.assigned', { assignee_id: null }, { assignee_id: otherAdminId }],
          ['complaint.assigned', { assignee_id: otherAdminId }, { assignee_id: t.adminId }],
          ['complaint.assigned', { assignee_id: t.adminId }, { assignee_id: null }],
        ],
      );
    });

    it('does a move, an assignment and a note of one PUT together, one audit row each', async () => {
      const id = await complaint(kind);
      const res = await put(kind, id, { status: 'in_progress', assignee_id: otherAdminId, note: 'On it' });
      expect(res.body.data).toMatchObject({ status: 'in_progress', assignee_id: otherAdminId });
      expect((await auditOf(kind, id)).map((a) => a.action)).toEqual([
        'complaint.moved',
        'complaint.assigned',
        'complaint.noted',
      ]);
      // A refused move takes the rest of the PUT with it.
      const notesBefore = await countOf('complaint_notes');
      const refused = await put(kind, id, { status: 'open', assignee_id: null, note: 'Nope' });
      expect(refused.status).toBe(409);
      expect(await countOf('complaint_notes')).toBe(notesBefore);
      expect((await stateOf(kind, id))?.assignee_id).toBe(otherAdminId);
    });

    it('answers 404 for an unknown complaint, on PUT and notes', async () => {
      const put404 = await put(kind, 999_999, { status: 'in_progress' });
      expect(put404.status).toBe(404);
      expect(put404.body.message).toBe(ComplaintMessages.notFound);
      const notes404 = await notes(kind, 999_999);
      expect(notes404.status).toBe(404);
      expect(notes404.body.message).toBe(ComplaintMessages.notFound);
    });

    it('refuses bad bodies and ids with 400 and writes nothing', async () => {
      const id = await complaint(kind);
      const audits = await countOf('audit_log');
      const bad: [unknown, RegExp][] = [
        [{}, /at least one/],
        [{ status: 'closed' }, /status must be one of/],
        [{ status: 'open', colour: 'red' }, /colour|unrecognized|Unrecognized/],
        [{ assignee_id: 'me' }, /assignee_id/],
        [{ assignee_id: 0 }, /assignee_id/],
      ];
      for (const [body, message] of bad) {
        const res = await put(kind, id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toMatch(message);
      }
      for (const badId of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await put(kind, badId, { status: 'in_progress' })).status, badId).toBe(400);
        expect((await notes(kind, badId)).status, badId).toBe(400);
      }
      expect(await countOf('audit_log')).toBe(audits);
      expect((await stateOf(kind, id))?.status).toBe('open');
    });

    it('refuses every new route without a token or with a bad one (401)', async () => {
      const id = await complaint(kind);
      // '' sends no Authorization header.
      for (const auth of ['', 'not-a-token']) {
        const changed = await put(kind, id, { status: 'in_progress' }, auth);
        expect(changed.status).toBe(401);
        expect(changed.body.message).toBe(auth ? AuthMessages.invalidToken : AuthMessages.noToken);
        expect((await notes(kind, id, auth)).status).toBe(401);
      }
      expect((await stateOf(kind, id))?.status).toBe('open');
    });

    it('lets exactly one of 10 concurrent moves of one complaint win; the others get 409', async () => {
      const id = await complaint(kind);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          put(kind, id, { status: 'in_progress', assignee_id: i % 2 ? otherAdminId : t.adminId }),
        ),
      );
      const codes = results.map((r) => r.status).sort();
      expect(codes).toEqual([200, ...Array(9).fill(409)]);
      for (const loser of results.filter((r) => r.status === 409)) {
        expect([
          ComplaintMessages.changedMeanwhile,
          ComplaintMessages.moveNotAllowed('in_progress', 'in_progress'),
        ]).toContain(loser.body.message);
      }
      const audit = await auditOf(kind, id);
      expect(audit.filter((a) => a.action === 'complaint.moved')).toHaveLength(1);
      expect(audit.filter((a) => a.action === 'complaint.assigned')).toHaveLength(1);
    });
  });

  it('shows every change of a complaint on GET /admin/audit', async () => {
    const id = await complaint('vendor');
    await put('vendor', id, { status: 'in_progress', note: 'Looking' });
    const res = await t.request('GET', `/api/v1/admin/audit?entity=vendor_complaint&entity_id=${id}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { action: string }) => a.action).sort()).toEqual([
      'complaint.moved',
      'complaint.noted',
    ]);
  });
});
