import { AuthMessages, InvoiceMessages, invoiceListResponseSchema, TeamMessages } from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorsTable } from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import { insertPlan, insertVendor, insertVendorPayment } from '../../test/factories';
import { approvedColumns } from '../../test/fixtures';
import { parseCsv } from '../../test/parse-csv';
import { capturedEvent, deliver, TEST_WEBHOOK_SECRET } from '../../test/payment-webhook';
import { getBytes, pdfText } from '../../test/pdf-text';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { CreditExceedsInvoiceError, issueCreditNote, issuePlanInvoice } from './service';

const INVOICES = '/api/v1/admin/data/invoices';
const SELLER_GSTIN = '29AAHCS4812K1Z0';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

/** docs/product/invoices.md over HTTP: each captured plan payment's GST tax invoice, its list and PDF. */
describe(`GST tax invoices (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let paymentNumber = 0;
  let planNumber = 0;
  const db = () => t.database.handle.db;
  const config = () => t.app.config.invoices;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    admin = await t.login();
  });
  afterAll(() => t.close());

  /** An approved vendor with `values`, its order of a plan at `price` and the captured payment's invoice row. */
  async function paidPlan(
    values: Partial<Parameters<typeof insertVendor>[1]>,
    price = 999,
    planName?: string,
  ) {
    const { vendor, token, order } = await orderedPlan(values, price, planName);
    const res = await deliver(t, capturedEvent(order, `pay_inv_${testDialect}_${++paymentNumber}`));
    expect(res.status).toBe(200);
    return { vendor, token, invoice: await invoiceOfVendor(vendor.vendor_id) };
  }

  async function orderedPlan(
    values: Partial<Parameters<typeof insertVendor>[1]>,
    price = 999,
    planName?: string,
  ) {
    const vendor = await insertVendor(db(), { ...approvedColumns(null), ...values });
    // Plan names are unique.
    const name = planName ?? `Plan ${testDialect} ${++planNumber}`;
    const plan = await insertPlan(db(), { subscription_name: name, subscription_price: price });
    const token = await appToken(t, 'vendor', vendor.vendor_mobile);
    const res = await t.request('POST', '/api/v1/vendor/me/subscription/orders', {
      token,
      body: { subscription_id: plan.subscription_id },
    });
    expect(res.status).toBe(201);
    return { vendor, token, order: res.body as { order_id: string; amount: number } };
  }

  const invoiceOfVendor = (vendorId: number) =>
    db()
      .selectFrom('invoices')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();

  const listed = async (query: string, token = admin) => {
    const res = await t.request('GET', `${INVOICES}?${query}`, { token });
    expect(res.status).toBe(200);
    return invoiceListResponseSchema.parse(res.body);
  };

  describe('an invoice with each captured plan payment', () => {
    it('a Karnataka vendor (GSTIN 29…) pays ₹999: CGST + SGST, numbered in the financial year, every field snapshot', async () => {
      const { vendor, invoice } = await paidPlan(
        {
          name_of_bussiness: 'Sharma Plumbing Works',
          gst_number: KARNATAKA_GSTIN,
          bussiness_address: '12 MG Road, Bengaluru',
          pincode: '560001',
        },
        999,
        'Gold',
      );
      const payment = await db()
        .selectFrom('vendor_payments')
        .selectAll()
        .where('vendor_id', '=', vendor.vendor_id)
        .executeTakeFirstOrThrow();
      expect(invoice).toMatchObject({
        kind: 'invoice',
        invoice_number: expect.stringMatching(/^SEVA\/\d{4}-\d{2}\/\d{6}$/),
        payment_id: payment.payment_id,
        issued_at: payment.payment_date,
        vendor_name: 'Sharma Plumbing Works',
        vendor_address: '12 MG Road, Bengaluru 560001',
        vendor_gstin: KARNATAKA_GSTIN,
        vendor_state_code: '29',
        vendor_state: 'Karnataka',
        seller_gstin: SELLER_GSTIN,
        seller_state_code: '29',
        sac_code: '998599',
        plan_name: 'Gold',
        gst_rate_bp: 1800,
        taxable_paise: 84_662,
        cgst_paise: 7_619,
        sgst_paise: 7_619,
        igst_paise: 0,
        total_paise: 99_900,
      });
      const year = invoice.financial_year;
      expect(invoice.invoice_number).toBe(`SEVA/${year}/${String(invoice.serial).padStart(6, '0')}`);
    });

    it('a vendor whose GSTIN is of Maharashtra pays IGST, even with a Bengaluru PIN code', async () => {
      const { invoice } = await paidPlan({ gst_number: MAHARASHTRA_GSTIN, pincode: '560034' }, 499);
      expect(invoice).toMatchObject({
        vendor_state_code: '27',
        vendor_state: 'Maharashtra',
        taxable_paise: 42_288,
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 7_612,
        total_paise: 49_900,
      });
    });

    it('without a GSTIN the PIN code decides: Mumbai pays IGST, Bengaluru CGST + SGST', async () => {
      const mumbai = await paidPlan({ gst_number: null, pincode: '400001' }, 1);
      expect(mumbai.invoice).toMatchObject({
        vendor_gstin: null,
        vendor_state_code: '27',
        igst_paise: 15,
        taxable_paise: 85,
      });
      const bengaluru = await paidPlan({ gst_number: null, pincode: '560095' }, 1);
      expect(bengaluru.invoice).toMatchObject({
        vendor_state_code: '29',
        cgst_paise: 8,
        sgst_paise: 8,
        taxable_paise: 84,
      });
    });

    it('a replayed capture writes no second invoice', async () => {
      const { vendor, order } = await orderedPlan({ pincode: '560001' });
      const event = capturedEvent(order, `pay_inv_${testDialect}_${++paymentNumber}`);
      expect((await deliver(t, event)).status).toBe(200);
      const before = await rowCounts(db());
      expect((await deliver(t, event)).status).toBe(200);
      expect(await rowCounts(db())).toEqual(before);
      const invoices = await db()
        .selectFrom('invoices')
        .select('invoice_id')
        .where('vendor_id', '=', vendor.vendor_id)
        .execute();
      expect(invoices).toHaveLength(1);
    });

    it('20 captures at once get consecutive numbers: every serial of the year from 1, none twice, none missing', async () => {
      const orders = await Promise.all(
        Array.from({ length: 20 }, (_, i) => orderedPlan({ pincode: i % 2 ? '560001' : '400001' }, 100 + i)),
      );
      const answers = await Promise.all(
        orders.map(({ order }) =>
          deliver(t, capturedEvent(order, `pay_inv_${testDialect}_${++paymentNumber}`)),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const ours = await Promise.all(orders.map(({ vendor }) => invoiceOfVendor(vendor.vendor_id)));
      const year = ours[0]!.financial_year;
      expect(new Set(ours.map((i) => i.financial_year))).toEqual(new Set([year]));
      const all = await db()
        .selectFrom('invoices')
        .select(['serial', 'invoice_number'])
        .where('kind', '=', 'invoice')
        .where('financial_year', '=', year)
        .orderBy('serial')
        .execute();
      expect(all.map((r) => r.serial)).toEqual(all.map((_, i) => i + 1));
      expect(new Set(all.map((r) => r.invoice_number)).size).toBe(all.length);
      const serials = ours.map((i) => i.serial).sort((a, b) => a - b);
      expect(serials).toEqual(serials.map((_, i) => serials[0]! + i));
      const counter = await db()
        .selectFrom('invoice_counters')
        .select('last_serial')
        .where('series', '=', 'invoice')
        .where('financial_year', '=', year)
        .executeTakeFirstOrThrow();
      expect(counter.last_serial).toBe(all.length);
    });

    it('the financial year turns at midnight of 1 April India time (31 March 18:29:59.999 vs 18:30 UTC)', async () => {
      const vendor = await insertVendor(db(), { ...approvedColumns(null), pincode: '560001' });
      const march = await insertVendorPayment(db(), vendor, { payment_date: '2031-03-31T18:29:59.999Z' });
      const april = await insertVendorPayment(db(), vendor, { payment_date: '2031-03-31T18:30:00.000Z' });
      const aprilToo = await insertVendorPayment(db(), vendor, { payment_date: '2031-04-02T10:00:00.000Z' });
      const issued = await db()
        .transaction()
        .execute(async (trx) => [
          await issuePlanInvoice(trx, config(), march.payment_id),
          await issuePlanInvoice(trx, config(), april.payment_id),
          await issuePlanInvoice(trx, config(), aprilToo.payment_id),
        ]);
      expect(issued.map((i) => [i.invoice_number, i.invoice_date])).toEqual([
        ['SEVA/2030-31/000001', '2031-03-31'],
        ['SEVA/2031-32/000001', '2031-04-01'],
        ['SEVA/2031-32/000002', '2031-04-02'],
      ]);
    });

    it('an invoice row cannot be changed or deleted', async () => {
      const { invoice } = await paidPlan({ pincode: '560001' });
      await expect(
        db()
          .updateTable('invoices')
          .set({ total_paise: 1 })
          .where('invoice_id', '=', invoice.invoice_id)
          .execute(),
      ).rejects.toThrow(/immutable|check/i);
      await expect(
        db()
          .updateTable('invoices')
          .set({ vendor_name: 'Someone else' })
          .where('invoice_id', '=', invoice.invoice_id)
          .execute(),
      ).rejects.toThrow(/immutable/);
      await expect(
        db().deleteFrom('invoices').where('invoice_id', '=', invoice.invoice_id).execute(),
      ).rejects.toThrow(/immutable/);
      expect(await invoiceOfVendor(invoice.vendor_id)).toEqual(invoice);
    });
  });

  describe('GET /admin/data/invoices', () => {
    it('lists newest first in rupees, searches the vendor name and the number, and pages with a total', async () => {
      const { invoice } = await paidPlan(
        { name_of_bussiness: 'Zebra Crossing Electricals', pincode: '400001' },
        1299.5,
        'Platinum',
      );
      const page = await listed('limit=1');
      expect(page.data).toEqual([
        {
          invoice_id: invoice.invoice_id,
          invoice_number: invoice.invoice_number,
          invoice_date: invoice.invoice_date,
          vendor_id: invoice.vendor_id,
          vendor_name: 'Zebra Crossing Electricals',
          plan: 'Platinum',
          taxable_value: 1101.27,
          cgst: 0,
          sgst: 0,
          igst: 198.23,
          total: 1299.5,
          kind: 'invoice',
        },
      ]);
      expect(page.total).toBeGreaterThan(25);
      expect((await listed('q=zebra crossing')).data.map((r) => r.invoice_id)).toEqual([invoice.invoice_id]);
      expect(
        (await listed(`q=${encodeURIComponent(invoice.invoice_number)}`)).data.map((r) => r.invoice_id),
      ).toEqual([invoice.invoice_id]);
      expect((await listed('q=no such vendor anywhere&limit=10')).total).toBe(0);
      const byTotal = (await listed('sort=-total&limit=1')).data[0]!;
      expect(byTotal.total).toBe(1299.5);
    });

    it('exports every match as CSV with the fields of a row', async () => {
      const res = await t.request('GET', `${INVOICES}?format=csv&q=zebra`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const { header, records } = parseCsv(res.body as string);
      expect(header).toEqual([
        'invoice_id',
        'invoice_number',
        'invoice_date',
        'vendor_id',
        'vendor_name',
        'plan',
        'taxable_value',
        'cgst',
        'sgst',
        'igst',
        'total',
        'kind',
      ]);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        vendor_name: 'Zebra Crossing Electricals',
        total: '1299.5',
        igst: '198.23',
      });
    });

    it('refuses a bad query (400), no token (401), a member without payments.read (403), CSV without reports.export (403)', async () => {
      expect((await t.request('GET', `${INVOICES}?limit=0`, { token: admin })).status).toBe(400);
      expect((await t.request('GET', `${INVOICES}?sort=vendor_mobile`, { token: admin })).status).toBe(400);
      const anonymous = await t.request('GET', INVOICES);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(AuthMessages.noToken);
      const dispatcher = await t.signInAs('dispatcher');
      const refused = await t.request('GET', INVOICES, { token: dispatcher.token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(TeamMessages.forbidden);
      const pdf = await getBytes(t.baseUrl, `${INVOICES}/1/pdf`, dispatcher.token);
      expect(pdf.status).toBe(403);
    });
  });

  describe('the PDF', () => {
    it('is one page with the number, both GSTINs, the state split and the amounts', async () => {
      const { invoice } = await paidPlan(
        {
          name_of_bussiness: 'Kulkarni Home Repairs',
          gst_number: MAHARASHTRA_GSTIN,
          bussiness_address: 'Flat 4, Shanti Niwas, FC Road, Pune',
          pincode: '411004',
        },
        999,
        'Gold Annual',
      );
      const res = await getBytes(t.baseUrl, `${INVOICES}/${invoice.invoice_id}/pdf`, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${invoice.invoice_number.replaceAll('/', '-')}.pdf"`,
      );
      expect(Buffer.from(res.bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const { pages, text } = await pdfText(res.bytes);
      expect(pages).toBe(1);
      for (const expected of [
        'TAX INVOICE',
        invoice.invoice_number,
        SELLER_GSTIN,
        MAHARASHTRA_GSTIN,
        'Seva Home Services Private Limited',
        'Kulkarni Home Repairs',
        'Maharashtra (27)',
        'Karnataka (code 29)',
        '998599',
        'Subscription plan: Gold Annual',
        'Rs. 846.61',
        'IGST',
        '18%',
        'Rs. 152.39',
        'Rs. 999.00',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('CGST');
    });

    it('prints CGST and SGST at 9% each within the state, and an unregistered vendor as such', async () => {
      const { invoice } = await paidPlan({ gst_number: null, pincode: '560034' }, 999);
      const { text } = await pdfText(
        (await getBytes(t.baseUrl, `${INVOICES}/${invoice.invoice_id}/pdf`, admin)).bytes,
      );
      for (const expected of ['CGST', 'SGST', '9%', 'Rs. 76.19', 'Rs. 846.62', 'GSTIN: Unregistered'])
        expect(text).toContain(expected);
    });

    it('writes a name in another script as ? and keeps dashes and curly quotes', async () => {
      const { invoice } = await paidPlan({
        name_of_bussiness: 'शर्मा “Sharma” Repairs – Pune',
        gst_number: null,
        pincode: '411001',
      });
      const { text } = await pdfText(
        (await getBytes(t.baseUrl, `${INVOICES}/${invoice.invoice_id}/pdf`, admin)).bytes,
      );
      expect(text).toContain('“Sharma” Repairs – Pune');
      expect(text).toMatch(/\?+ “Sharma”/);
    });

    it('404 for an unknown invoice, 400 for a bad id, 401 without a token', async () => {
      const missing = await t.request('GET', `${INVOICES}/999999/pdf`, { token: admin });
      expect([missing.status, missing.body.message]).toEqual([404, InvoiceMessages.notFound]);
      expect((await t.request('GET', `${INVOICES}/abc/pdf`, { token: admin })).status).toBe(400);
      expect((await t.request('GET', `${INVOICES}/1/pdf`)).status).toBe(401);
    });
  });

  describe('the vendor app', () => {
    it("lists only the vendor's own invoices, and a PDF of another's is 404", async () => {
      const mine = await paidPlan({ pincode: '560001' });
      const other = await paidPlan({ pincode: '560001' });
      const res = await t.request('GET', '/api/v1/vendor/me/invoices', { token: mine.token });
      expect(res.status).toBe(200);
      const body = invoiceListResponseSchema.parse(res.body);
      expect(body.data.map((r) => r.invoice_id)).toEqual([mine.invoice.invoice_id]);
      expect(body.total).toBe(1);
      const pdf = await getBytes(
        t.baseUrl,
        `/api/v1/vendor/me/invoices/${mine.invoice.invoice_id}/pdf`,
        mine.token,
      );
      expect(pdf.status).toBe(200);
      expect((await pdfText(pdf.bytes)).text).toContain(mine.invoice.invoice_number);
      const others = await t.request('GET', `/api/v1/vendor/me/invoices/${other.invoice.invoice_id}/pdf`, {
        token: mine.token,
      });
      expect([others.status, others.body.message]).toEqual([404, InvoiceMessages.notFound]);
    });

    it('refuses an admin token and no token (401), a bad page (400)', async () => {
      expect((await t.request('GET', '/api/v1/vendor/me/invoices', { token: admin })).status).toBe(401);
      expect((await t.request('GET', '/api/v1/vendor/me/invoices')).status).toBe(401);
      const { token } = await paidPlan({ pincode: '560001' });
      expect((await t.request('GET', '/api/v1/vendor/me/invoices?limit=500', { token })).status).toBe(400);
    });
  });

  describe('credit notes (not reachable over HTTP yet: plan payments have no refund)', () => {
    let vendor: Selectable<VendorsTable>;

    it('a partial refund: its own CN series, the same parties and split rule; then the rest, as the invoice split it', async () => {
      const paid = await paidPlan({ pincode: '560001' }, 999);
      vendor = paid.vendor;
      const at = '2026-12-05T06:00:00.000Z';
      const note = await db()
        .transaction()
        .execute((trx) =>
          issueCreditNote(trx, config(), {
            invoiceId: paid.invoice.invoice_id,
            amountPaise: 50_000,
            refundReference: `test-refund-${testDialect}-1`,
            reason: 'Plan cancelled within a week',
            at,
          }),
        );
      expect(note).toMatchObject({
        kind: 'credit_note',
        invoice_number: 'SEVA/CN/2026-27/000001',
        original_invoice_id: paid.invoice.invoice_id,
        payment_id: paid.invoice.payment_id,
        vendor_state_code: '29',
        taxable_paise: 42_372,
        cgst_paise: 3_814,
        sgst_paise: 3_814,
        igst_paise: 0,
        total_paise: 50_000,
      });
      const rest = await db()
        .transaction()
        .execute((trx) =>
          issueCreditNote(trx, config(), {
            invoiceId: paid.invoice.invoice_id,
            amountPaise: 49_900,
            refundReference: `test-refund-${testDialect}-2`,
            reason: 'The rest',
            at,
          }),
        );
      expect(rest.invoice_number).toBe('SEVA/CN/2026-27/000002');
      expect((await invoiceOfVendor(vendor.vendor_id)).credited_paise).toBe(99_900);
      const listedNotes = (await listed('q=SEVA/CN')).data;
      expect(listedNotes.map((r) => [r.invoice_number, r.kind, r.total])).toEqual([
        ['SEVA/CN/2026-27/000002', 'credit_note', 499],
        ['SEVA/CN/2026-27/000001', 'credit_note', 500],
      ]);
      const pdf = await pdfText(
        (await getBytes(t.baseUrl, `${INVOICES}/${note.invoice_id}/pdf`, admin)).bytes,
      );
      for (const expected of [
        'CREDIT NOTE',
        note.invoice_number,
        paid.invoice.invoice_number,
        'Plan cancelled within a week',
        'Rs. 500.00',
      ])
        expect(pdf.text).toContain(expected);
    });

    it('refuses more credit than the invoice, writing nothing; the same refund again answers its note', async () => {
      const paid = await paidPlan({ pincode: '400001' }, 999);
      const whole = {
        invoiceId: paid.invoice.invoice_id,
        amountPaise: 99_900,
        refundReference: `test-refund-${testDialect}-whole`,
        reason: 'Refunded in full',
        at: '2026-12-06T06:00:00.000Z',
      };
      const note = await db()
        .transaction()
        .execute((trx) => issueCreditNote(trx, config(), whole));
      // Credited whole, the note has the invoice's own parts.
      expect([note.taxable_paise, note.igst_paise]).toEqual([
        paid.invoice.taxable_paise,
        paid.invoice.igst_paise,
      ]);
      const again = await db()
        .transaction()
        .execute((trx) => issueCreditNote(trx, config(), whole));
      expect(again.invoice_id).toBe(note.invoice_id);
      const before = await rowCounts(db());
      await expect(
        db()
          .transaction()
          .execute((trx) =>
            issueCreditNote(trx, config(), { ...whole, amountPaise: 1, refundReference: 'another' }),
          ),
      ).rejects.toBeInstanceOf(CreditExceedsInvoiceError);
      expect(await rowCounts(db())).toEqual(before);
    });
  });
});
