import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorsTable } from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import { insertCategory, insertVendor } from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { appendLedgerEntry, balanceAndSum, type NewLedgerEntry } from './repository';

const COMMISSIONS = '/api/v1/admin/data/commissions';
const BALANCES = '/api/v1/admin/data/vendor-balances';
const ledgerOf = (vendorId: number | string) => `/api/v1/admin/data/vendors/${vendorId}/ledger`;
const adjustmentsOf = (vendorId: number | string) => `${ledgerOf(vendorId)}/adjustments`;

/** docs/product/vendor-ledger.md: the commission and ledger routes, their refusals and their permissions. */
describe(`commission and vendor ledger routes (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let dispatcher: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_COMMISSION_PERCENT: '15' });
    owner = await t.login();
    viewer = (await t.signInAs('viewer')).token;
    dispatcher = (await t.signInAs('dispatcher')).token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const append = (entry: NewLedgerEntry) =>
    db()
      .transaction()
      .execute((trx) => appendLedgerEntry(trx, entry));

  /** A payout row of the vendor and its entry, as the payouts part writes them. */
  async function paidOut(vendor: Selectable<VendorsTable>, paise: number, status: 'processed' | 'reversed') {
    const payout = await db()
      .insertInto('payouts')
      .values({
        vendor_id: vendor.vendor_id,
        vendor_name: vendor.vendor_name,
        amount_paise: paise,
        status,
        requested_by_name: 'Admin',
        processed_at: status === 'processed' ? '2026-11-20T10:00:00.000Z' : null,
      })
      .returning('payout_id')
      .executeTakeFirstOrThrow();
    await append({
      vendor_id: vendor.vendor_id,
      type: 'payout',
      amount_paise: -paise,
      payout_id: payout.payout_id,
    });
    if (status === 'reversed')
      await append({
        vendor_id: vendor.vendor_id,
        type: 'payout_reversal',
        amount_paise: paise,
        payout_id: payout.payout_id,
      });
  }

  describe('commissions', () => {
    it('lists every category with the percentage in force; the default where none is set', async () => {
      const own = await insertCategory(db(), {
        service_category_name: 'AAA Cleaning',
        commission_percent: 7.5,
      });
      const none = await insertCategory(db(), { service_category_name: 'AAB Gardening' });
      const res = await t.request('GET', COMMISSIONS, { token: viewer });
      expect(res.status).toBe(200);
      const rows = res.body.data as Array<{ service_cat_id: number }>;
      expect(rows.find((r) => r.service_cat_id === own.service_cat_id)).toEqual({
        service_cat_id: own.service_cat_id,
        service_category_name: 'AAA Cleaning',
        commission_percent: 7.5,
        is_default: false,
      });
      expect(rows.find((r) => r.service_cat_id === none.service_cat_id)).toMatchObject({
        commission_percent: 15,
        is_default: true,
      });
    });

    it('sets percentages, audits each change with before and after, and null goes back to the default', async () => {
      const a = await insertCategory(db(), { service_category_name: 'Masonry' });
      const b = await insertCategory(db(), { service_category_name: 'Welding', commission_percent: 20 });
      const res = await t.request('PUT', COMMISSIONS, {
        token: owner,
        body: [
          { service_cat_id: a.service_cat_id, commission_percent: 12.25 },
          { service_cat_id: b.service_cat_id, commission_percent: null },
        ],
      });
      expect(res.status).toBe(200);
      const rows = res.body.data as Array<{ service_cat_id: number }>;
      expect(rows.find((r) => r.service_cat_id === a.service_cat_id)).toMatchObject({
        commission_percent: 12.25,
        is_default: false,
      });
      expect(rows.find((r) => r.service_cat_id === b.service_cat_id)).toMatchObject({
        commission_percent: 15,
        is_default: true,
      });
      // The same value again changes nothing and audits nothing.
      await t.request('PUT', COMMISSIONS, {
        token: owner,
        body: [{ service_cat_id: a.service_cat_id, commission_percent: 12.25 }],
      });
      const audit = await db()
        .selectFrom('audit_log')
        .select(['entity_id', 'before', 'after', 'admin_id'])
        .where('action', '=', 'commission.updated')
        .where('entity_id', 'in', [String(a.service_cat_id), String(b.service_cat_id)])
        .orderBy('id')
        .execute();
      expect(audit.map((row) => [row.entity_id, JSON.parse(row.before!), JSON.parse(row.after!)])).toEqual([
        [
          String(a.service_cat_id),
          { commission_percent: null, effective_percent: 15 },
          { commission_percent: 12.25, effective_percent: 12.25 },
        ],
        [
          String(b.service_cat_id),
          { commission_percent: 20, effective_percent: 20 },
          { commission_percent: null, effective_percent: 15 },
        ],
      ]);
      expect(audit.every((row) => row.admin_id === t.adminId)).toBe(true);
    });

    it('refuses bad input with 400 and an unknown category with 422, writing nothing', async () => {
      const category = await insertCategory(db(), { service_category_name: 'Roofing' });
      const id = category.service_cat_id;
      const before = await rowCounts(db());
      for (const body of [
        [{ service_cat_id: id, commission_percent: 100.01 }],
        [{ service_cat_id: id, commission_percent: -1 }],
        [{ service_cat_id: id, commission_percent: 12.345 }],
        [{ service_cat_id: id, commission_percent: '15' }],
        [{ service_cat_id: id }],
        [{ service_cat_id: id, commission_percent: 10, extra: 1 }],
        [
          { service_cat_id: id, commission_percent: 10 },
          { service_cat_id: id, commission_percent: 11 },
        ],
        [],
        { service_cat_id: id, commission_percent: 10 },
      ]) {
        const res = await t.request('PUT', COMMISSIONS, { token: owner, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.success).toBe(false);
      }
      const unknown = await t.request('PUT', COMMISSIONS, {
        token: owner,
        body: [
          { service_cat_id: id, commission_percent: 10 },
          { service_cat_id: 999_999, commission_percent: 10 },
        ],
      });
      expect(unknown).toMatchObject({ status: 422, body: { message: 'Service category 999999 not found' } });
      expect(await rowCounts(db())).toEqual(before);
      const stored = await db()
        .selectFrom('service_categories')
        .select('commission_percent')
        .where('service_cat_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.commission_percent).toBeNull();
    });

    it('answers 401 without a token and 403 without the permission', async () => {
      const body = [{ service_cat_id: 1, commission_percent: 10 }];
      expect((await t.request('GET', COMMISSIONS)).status).toBe(401);
      expect((await t.request('PUT', COMMISSIONS, { body })).status).toBe(401);
      expect((await t.request('GET', COMMISSIONS, { token: dispatcher })).status).toBe(403);
      expect((await t.request('PUT', COMMISSIONS, { token: viewer, body })).status).toBe(403);
    });
  });

  describe('ledger, adjustments and balances', () => {
    it("pages a vendor's ledger newest first, filters by type, exports it as CSV", async () => {
      const vendor = await insertVendor(db(), { vendor_name: 'Ledger Lata' });
      await append({
        vendor_id: vendor.vendor_id,
        type: 'earning',
        amount_paise: 85_000,
        commission_paise: 15_000,
        booking_id: 70_001,
      });
      await append({ vendor_id: vendor.vendor_id, type: 'adjustment', amount_paise: -1_050, reason: 'Fee' });
      await append({
        vendor_id: vendor.vendor_id,
        type: 'earning',
        amount_paise: 42_550,
        commission_paise: 7_450,
        booking_id: 70_002,
      });
      const page = await t.request('GET', `${ledgerOf(vendor.vendor_id)}?limit=2`, { token: viewer });
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(3);
      expect(page.body.data.map((e: { amount: number }) => e.amount)).toEqual([425.5, -10.5]);
      expect(page.body.data[1]).toEqual({
        entry_id: expect.any(Number),
        vendor_id: vendor.vendor_id,
        type: 'adjustment',
        amount: -10.5,
        commission: 0,
        booking_id: null,
        refund_id: null,
        payout_id: null,
        reason: 'Fee',
        created_at: expect.any(String),
      });
      const earnings = await t.request('GET', `${ledgerOf(vendor.vendor_id)}?type=earning`, {
        token: viewer,
      });
      expect(earnings.body.data.map((e: { commission: number }) => e.commission)).toEqual([74.5, 150]);
      expect(
        (await t.request('GET', `${ledgerOf(vendor.vendor_id)}?type=gift`, { token: viewer })).status,
      ).toBe(400);

      const csv = await t.request('GET', `${ledgerOf(vendor.vendor_id)}?format=csv`, { token: owner });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(/vendor-ledger-\d{4}-\d{2}-\d{2}\.csv/);
      const table = parseCsv(csv.body as string);
      expect(table.header).toEqual([
        'entry_id',
        'vendor_id',
        'type',
        'amount',
        'commission',
        'booking_id',
        'refund_id',
        'payout_id',
        'reason',
        'created_at',
      ]);
      expect(table.records.map((r) => r.amount)).toEqual(['425.5', '-10.5', '850']);
      // The viewer may read but not export.
      expect(
        (await t.request('GET', `${ledgerOf(vendor.vendor_id)}?format=csv`, { token: viewer })).status,
      ).toBe(403);
    });

    it('answers 404 for an unknown vendor, 401 without a token, 403 without the permission', async () => {
      expect((await t.request('GET', ledgerOf(999_999), { token: owner })).status).toBe(404);
      expect((await t.request('GET', `${ledgerOf(999_999)}?format=csv`, { token: owner })).status).toBe(404);
      expect((await t.request('GET', ledgerOf('abc'), { token: owner })).status).toBe(400);
      expect((await t.request('GET', ledgerOf(1))).status).toBe(401);
      expect((await t.request('GET', ledgerOf(1), { token: dispatcher })).status).toBe(403);
      expect((await t.request('GET', BALANCES)).status).toBe(401);
      expect((await t.request('GET', BALANCES, { token: dispatcher })).status).toBe(403);
    });

    it('adjusts a balance, refusing bad input (400), an unknown vendor (404) and members without ledger.adjust', async () => {
      const vendor = await insertVendor(db(), { vendor_name: 'Adjusted Arjun' });
      const before = await rowCounts(db());
      for (const body of [
        { amount: 0, reason: 'Nothing' },
        { amount: 1.234, reason: 'Too precise' },
        { amount: 10_000_000.01, reason: 'Too much' },
        { amount: '10', reason: 'A string' },
        { amount: 10 },
        { amount: 10, reason: '   ' },
        { amount: 10, reason: 'x', extra: true },
      ]) {
        const res = await t.request('POST', adjustmentsOf(vendor.vendor_id), { token: owner, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      const body = { amount: 10, reason: 'Bonus' };
      expect((await t.request('POST', adjustmentsOf(999_999), { token: owner, body })).status).toBe(404);
      expect((await t.request('POST', adjustmentsOf(vendor.vendor_id), { body })).status).toBe(401);
      expect((await t.request('POST', adjustmentsOf(vendor.vendor_id), { token: viewer, body })).status).toBe(
        403,
      );
      expect(await rowCounts(db())).toEqual(before);

      const res = await t.request('POST', adjustmentsOf(vendor.vendor_id), {
        token: owner,
        body: { amount: -99.99, reason: '  Overpaid last month ' },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        type: 'adjustment',
        amount: -99.99,
        reason: 'Overpaid last month',
      });
      expect(await balanceAndSum(db(), vendor.vendor_id)).toEqual({ balance: -9_999, sum: -9_999 });
    });

    it('lists balances with earned and paid out, searches by name, exports CSV', async () => {
      const vendor = await insertVendor(db(), { vendor_name: 'Zebra Balances' });
      await insertVendor(db(), { vendor_name: 'Zebra Without Entries' });
      await append({
        vendor_id: vendor.vendor_id,
        type: 'earning',
        amount_paise: 200_000,
        commission_paise: 30_000,
        booking_id: 80_001,
      });
      await append({
        vendor_id: vendor.vendor_id,
        type: 'refund_clawback',
        amount_paise: -20_000,
        commission_paise: -3_000,
        booking_id: 80_001,
        refund_id: 80_001,
      });
      await paidOut(vendor, 100_000, 'processed');
      await paidOut(vendor, 30_000, 'reversed');
      await append({ vendor_id: vendor.vendor_id, type: 'adjustment', amount_paise: 500, reason: 'Tip' });
      const res = await t.request('GET', `${BALANCES}?q=zebra&limit=10`, { token: viewer });
      expect(res.status).toBe(200);
      // earned 2000 − 200; paid out 1000 (+300 − 300); balance 1800 − 1000 + 5.
      expect(res.body).toEqual({
        success: true,
        total: 1,
        data: [
          {
            vendor_id: vendor.vendor_id,
            vendor_name: 'Zebra Balances',
            balance: 805,
            earned: 1800,
            paid_out: 1000,
            last_payout_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      });
      expect((await t.request('GET', `${BALANCES}?q=nobody-like-this`, { token: viewer })).body.data).toEqual(
        [],
      );
      const one = await t.request('GET', `${BALANCES}?vendor_id=${vendor.vendor_id}&limit=1`, {
        token: viewer,
      });
      expect(one.body.data.map((r: { vendor_id: number }) => r.vendor_id)).toEqual([vendor.vendor_id]);
      const csv = await t.request('GET', `${BALANCES}?q=zebra&format=csv`, { token: owner });
      expect(csv.status).toBe(200);
      const table = parseCsv(csv.body as string);
      expect(table.records).toEqual([
        {
          vendor_id: String(vendor.vendor_id),
          vendor_name: 'Zebra Balances',
          balance: '805',
          earned: '1800',
          paid_out: '1000',
          last_payout_at: '2026-11-20T10:00:00.000Z',
        },
      ]);
    });

    it("answers the vendor app's earnings to the vendor only", async () => {
      const vendor = await insertVendor(db(), { vendor_name: 'App Anil', vendor_mobile: '8400000001' });
      await append({
        vendor_id: vendor.vendor_id,
        type: 'adjustment',
        amount_paise: 12_345,
        reason: 'Welcome',
      });
      await paidOut(vendor, 10_000, 'processed');
      expect((await t.request('GET', '/api/v1/vendor/me/earnings')).status).toBe(401);
      expect((await t.request('GET', '/api/v1/vendor/me/earnings', { token: owner })).status).toBe(401);
      const token = await appToken(t, 'vendor', '8400000001');
      const res = await t.request('GET', '/api/v1/vendor/me/earnings', { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        balance: 23.45,
        entries: [
          { type: 'payout', amount: -100 },
          { type: 'adjustment', amount: 123.45, reason: 'Welcome' },
        ],
        payouts: [{ amount: 100, status: 'processed', processed_at: '2026-11-20T10:00:00.000Z' }],
      });
    });
  });
});
