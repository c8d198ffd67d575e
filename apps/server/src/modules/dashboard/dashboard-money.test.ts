import type { Insertable, Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPaymentsTable, VendorsTable } from '../../db/schema/marketplace-tables';
import type { RefundsTable } from '../../db/schema/refund-tables';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerPayment,
  insertVendor,
  insertVendorPayment,
} from '../../test/factories';
import { insertRow } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { appendLedgerEntry, balanceAndSum, type NewLedgerEntry } from '../ledger/repository';

const DASHBOARD = '/api/v1/admin/dashboard';
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

/** The Asia/Kolkata date of an instant, by the time-zone database (not the server's 330-minute shift). */
const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const istDate = (ms: number) => kolkata.format(new Date(ms));
const iso = (ms: number) => new Date(ms).toISOString();
/** Midnight (Asia/Kolkata) starting the 1st of `YYYY-MM`, as UTC milliseconds. */
const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00+05:30`);
/** Every `YYYY-MM-DD` of an Asia/Kolkata month, the 1st first. */
function datesOf(month: string): string[] {
  const dates: string[] = [];
  for (let at = monthStart(month) + HOUR; istDate(at).startsWith(month); at += DAY) dates.push(istDate(at));
  return dates;
}

// This month and the previous one, in Asia/Kolkata; every instant below is named by where it falls.
const thisMonth = istDate(Date.now()).slice(0, 7);
const thisStart = monthStart(thisMonth);
const prevMonth = istDate(thisStart - HOUR).slice(0, 7);
const prevStart = monthStart(prevMonth);
const nextStart = monthStart(istDate(thisStart + 32 * DAY).slice(0, 7));
const at = {
  /** The 1st of the previous month, 00:00:00 IST. */
  prevFirst: prevStart,
  /** The last second of the previous month: 23:59:59 IST on its last day (18:29:59Z). */
  prevLast: thisStart - SECOND,
  /** Midnight starting the 1st of this month (18:30:00Z of the UTC day before). */
  thisFirst: thisStart,
  /** The 1st of this month, 09:00 IST. */
  thisFirstMorning: thisStart + 9 * HOUR,
  /** The 10th of this month, 14:00 IST. */
  thisTenth: thisStart + 9 * DAY + 14 * HOUR,
  /** The last second of this month. */
  thisLast: nextStart - SECOND,
  /** Midnight starting the next month: not this month's. */
  nextFirst: nextStart,
};

describe(`dashboard money on ${testDialect}`, () => {
  let t: TestApp;
  let token: string;
  let vendors: Selectable<VendorsTable>[];
  let refundNo = 0;

  /** One ledger entry through appendLedgerEntry in its own transaction, dated `when` (ms). */
  async function entry(
    vendor: Selectable<VendorsTable>,
    when: number,
    values: Omit<NewLedgerEntry, 'vendor_id'>,
  ) {
    // The ledger dates an entry when it is written; a test of month boundaries gives the date itself,
    // through the same function (an object with created_at is still a NewLedgerEntry to the compiler).
    const dated = { ...values, vendor_id: vendor.vendor_id, created_at: iso(when) };
    const row = await t.database.handle.db.transaction().execute((trx) => appendLedgerEntry(trx, dated));
    expect(row?.created_at).toBe(iso(when));
  }

  async function refund(
    payment: Selectable<CustomerPaymentsTable>,
    amount: number,
    status: 'processed' | 'pending' | 'failed',
    processedAt: number | null,
  ) {
    refundNo += 1;
    const row: Insertable<RefundsTable> = {
      payment_id: payment.payment_id,
      booking_id: payment.booking_id,
      customer_id: payment.customer_id,
      customer_name: payment.customer_name,
      amount,
      reason: `refund ${refundNo}`,
      status,
      requested_by_name: 'Test Admin',
      processed_at: processedAt === null ? null : iso(processedAt),
    };
    return insertRow(t.database.handle.db, 'refunds', row);
  }

  async function payout(
    vendor: Selectable<VendorsTable>,
    amountPaise: number,
    status: 'queued' | 'processing' | 'processed' | 'reversed' | 'failed',
    processedAt: number | null,
  ) {
    return insertRow(t.database.handle.db, 'payouts', {
      vendor_id: vendor.vendor_id,
      vendor_name: vendor.vendor_name,
      amount_paise: amountPaise,
      status,
      requested_by_name: 'Test Admin',
      processed_at: processedAt === null ? null : iso(processedAt),
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    vendors = [await insertVendor(db), await insertVendor(db), await insertVendor(db)];
    const [a, b] = vendors as [Selectable<VendorsTable>, Selectable<VendorsTable>];
    const category = await insertCategory(db);
    const customer = await insertCustomer(db);
    const pay = async (amount: number, when: number) => {
      const booking = await insertBooking(db, customer, category, { vendor_id: a.vendor_id });
      return insertCustomerPayment(db, booking, { payment_amount: amount, payment_date: iso(when) });
    };

    // Customer payments: this month 1 000.10 + 0.01 + 2 499.99 + 0.30 = 3 500.40; the previous month
    // 700.20 + 0.10 = 700.30; the next month's first instant counts in neither.
    const p1 = await pay(1000.1, at.thisFirst);
    await pay(0.01, at.thisFirstMorning);
    const p3 = await pay(2499.99, at.thisTenth);
    await pay(0.3, at.thisLast);
    const p5 = await pay(700.2, at.prevFirst);
    await pay(0.1, at.prevLast);
    await pay(5000, at.nextFirst);
    // Subscription payments (in net revenue only): this month 999.50, the previous month 499.
    await insertVendorPayment(db, b, { price: 999.5, payment_date: iso(at.thisTenth) });
    await insertVendorPayment(db, b, { price: 499, payment_date: iso(at.prevLast) });

    // Refunds: processed this month 100.05 + 0.15 = 100.20; the previous month 50.50; pending and failed
    // ones and one processed next month do not count.
    const r1 = await refund(p3, 100.05, 'processed', at.thisTenth + HOUR);
    await refund(p1, 0.15, 'processed', at.thisFirst);
    const r3 = await refund(p5, 50.5, 'processed', at.prevLast);
    await refund(p1, 10, 'pending', null);
    await refund(p3, 20, 'failed', at.thisTenth);
    await refund(p3, 30, 'processed', at.nextFirst);

    // The ledger, in paise. Vendor A: two earnings this month (the 1st at midnight and the 10th), one
    // on the previous month's last second, a clawback on the 10th, an adjustment (no commission) and a
    // payout. Vendor B: an earning, then an adjustment that leaves its balance negative.
    await entry(a, at.thisFirst, {
      type: 'earning',
      amount_paise: 85_009,
      commission_paise: 15_001,
      booking_id: 1,
    });
    await entry(a, at.thisTenth, {
      type: 'earning',
      amount_paise: 212_499,
      commission_paise: 37_500,
      booking_id: 3,
    });
    await entry(a, at.thisTenth + HOUR, {
      type: 'refund_clawback',
      amount_paise: -8_504,
      commission_paise: -1_501,
      booking_id: 3,
      refund_id: r1.refund_id,
    });
    await entry(a, at.prevLast, {
      type: 'earning',
      amount_paise: 59_517,
      commission_paise: 10_503,
      booking_id: 5,
    });
    await entry(a, at.prevLast, {
      type: 'refund_clawback',
      amount_paise: -4_293,
      commission_paise: -757,
      booking_id: 5,
      refund_id: r3.refund_id,
    });
    await entry(a, at.thisTenth, { type: 'adjustment', amount_paise: 1_000, reason: 'goodwill' });
    const paid = await payout(a, 100_000, 'processed', at.thisTenth + 2 * HOUR);
    await entry(a, at.thisTenth + 2 * HOUR, {
      type: 'payout',
      amount_paise: -100_000,
      payout_id: paid.payout_id,
    });
    // A clawback on the last day of this month larger than that day's earnings: a negative day.
    await entry(b, at.thisLast, {
      type: 'earning',
      amount_paise: 1_700,
      commission_paise: 300,
      booking_id: 8,
    });
    await entry(b, at.thisLast, {
      type: 'refund_clawback',
      amount_paise: -2_000,
      commission_paise: -400,
      booking_id: 9,
      refund_id: 999_001,
    });
    await entry(b, at.nextFirst, {
      type: 'earning',
      amount_paise: 5_000,
      commission_paise: 900,
      booking_id: 10,
    });
    await entry(b, at.thisFirst, { type: 'adjustment', amount_paise: -10_000, reason: 'recovered' });

    // Payouts: processed this month 1 000.00 (above) + 250.75; the previous month 300; reversed, failed,
    // queued and processing ones are not payouts made.
    await payout(a, 25_075, 'processed', at.thisLast);
    await payout(b, 30_000, 'processed', at.prevFirst);
    await payout(a, 40_000, 'reversed', null);
    await payout(a, 41_000, 'failed', null);
    await payout(b, 42_000, 'queued', null);
    await payout(b, 43_000, 'processing', null);
  });
  afterAll(() => t.close());

  /** Vendor A: 85 009 + 212 499 − 8 504 + 59 517 − 4 293 + 1 000 − 100 000; B: 1 700 − 2 000 + 5 000 − 10 000. */
  const balances = { a: 245_228, b: -5_300, c: 0 };

  it('keeps each balance the sum of its entries', async () => {
    const db = t.database.handle.db;
    const [a, b, c] = vendors as [
      Selectable<VendorsTable>,
      Selectable<VendorsTable>,
      Selectable<VendorsTable>,
    ];
    expect(await balanceAndSum(db, a.vendor_id)).toEqual({ balance: balances.a, sum: balances.a });
    expect(await balanceAndSum(db, b.vendor_id)).toEqual({ balance: balances.b, sum: balances.b });
    expect(await balanceAndSum(db, c.vendor_id)).toEqual({ balance: 0, sum: 0 });
  });

  it('counts the failed payouts not paid again, each vendor once at most, on the dashboard and the bell', async () => {
    const c = vendors[2] as Selectable<VendorsTable>;
    const failed = async () => ({
      kpi: (await t.request('GET', DASHBOARD, { token })).body.data.kpis.failed_payouts as number,
      bell: (await t.request('GET', '/api/v1/admin/notifications', { token })).body.data.counts
        .failed_payouts as number,
    });
    // A: processed, processed, reversed, then failed: the failed one (the reversed one has a later payout).
    // B: processed, queued, processing: none.
    expect(await failed()).toEqual({ kpi: 1, bell: 1 });
    // C: reversed; then paid again (queued) it is dealt with; the new one failing too counts it once more.
    await payout(c, 50_000, 'reversed', null);
    expect(await failed()).toEqual({ kpi: 2, bell: 2 });
    const again = await payout(c, 50_000, 'queued', null);
    expect(await failed()).toEqual({ kpi: 1, bell: 1 });
    await t.database.handle.db
      .updateTable('payouts')
      .set({ status: 'failed' })
      .where('payout_id', '=', again.payout_id)
      .execute();
    expect(await failed()).toEqual({ kpi: 2, bell: 2 });
  });

  it("answers this month's money by default, summed in paise, with every day of the month", async () => {
    const res = await t.request('GET', DASHBOARD, { token });
    expect(res.status).toBe(200);
    const { commission_per_day, ...figures } = res.body.data.money;
    expect(figures).toEqual({
      month: thisMonth,
      gross_booking_value: 3500.4,
      // 15 001 + 37 500 − 1 501 + 300 − 400 paise.
      commission_earned: 509,
      refunds: 100.2,
      payouts_made: 1250.75,
      // Only vendor A's balance is positive.
      balance_owed: 2452.28,
      // 3 500.40 + 999.50 − 100.20.
      net_revenue: 4399.7,
    });
    const dates = datesOf(thisMonth);
    const first = dates[0]!;
    const tenth = dates[9]!;
    const last = dates[dates.length - 1]!;
    expect(first).toBe(istDate(at.thisFirst));
    expect(tenth).toBe(istDate(at.thisTenth));
    expect(last).toBe(istDate(at.thisLast));
    const expected: Record<string, number> = { [first]: 150.01, [tenth]: 359.99, [last]: -1 };
    expect(commission_per_day).toEqual(dates.map((date) => ({ date, commission: expected[date] ?? 0 })));
  });

  it('answers the month asked for, split from the next at midnight Asia/Kolkata', async () => {
    const res = await t.request('GET', `${DASHBOARD}?month=${prevMonth}`, { token });
    expect(res.status).toBe(200);
    const { commission_per_day, ...figures } = res.body.data.money;
    expect(figures).toEqual({
      month: prevMonth,
      gross_booking_value: 700.3,
      // 10 503 − 757 paise.
      commission_earned: 97.46,
      refunds: 50.5,
      payouts_made: 300,
      balance_owed: 2452.28,
      // 700.30 + 499 − 50.50.
      net_revenue: 1148.8,
    });
    const dates = datesOf(prevMonth);
    expect(commission_per_day).toEqual(
      dates.map((date) => ({ date, commission: date === istDate(at.prevLast) ? 97.46 : 0 })),
    );
    expect(commission_per_day[0].date).toBe(`${prevMonth}-01`);
    // The previous month's last day and this month's 1st are told apart by the second at 18:30:00Z.
    expect(istDate(at.prevLast)).toBe(dates[dates.length - 1]);
    expect(istDate(at.thisFirst)).toBe(`${thisMonth}-01`);
  });

  it('answers zeros for a month without money, but the balance owed now', async () => {
    const res = await t.request('GET', `${DASHBOARD}?month=2020-02`, { token });
    expect(res.status).toBe(200);
    const { commission_per_day, ...figures } = res.body.data.money;
    expect(figures).toEqual({
      month: '2020-02',
      gross_booking_value: 0,
      commission_earned: 0,
      refunds: 0,
      payouts_made: 0,
      balance_owed: 2452.28,
      net_revenue: 0,
    });
    // A leap year's February.
    expect(commission_per_day).toHaveLength(29);
    expect(commission_per_day.at(-1)).toEqual({ date: '2020-02-29', commission: 0 });
  });

  it('keeps the revenue KPI as documented: payments dated since the 1st, refunds not subtracted', async () => {
    const res = await t.request('GET', DASHBOARD, { token });
    // 1 000.10 + 0.01 + 2 499.99 + 0.30 + 5 000 (the next month's first instant is after the 1st too)
    // + 999.50 of subscriptions; the month's 100.20 of refunds are in money.net_revenue only.
    expect(res.body.data.kpis.revenue_month).toBe(9499.9);
  });

  it('gives the money to members holding payments.read, null to the others', async () => {
    const operations = await t.signInAs('operations');
    const withMoney = await t.request('GET', DASHBOARD, { token: operations.token });
    expect(withMoney.status).toBe(200);
    expect(withMoney.body.data.money.commission_earned).toBe(509);

    for (const role of ['dispatcher', 'support']) {
      const member = await t.signInAs(role);
      const res = await t.request('GET', `${DASHBOARD}?month=${prevMonth}`, { token: member.token });
      expect(res.status, role).toBe(200);
      expect(res.body.data.money, role).toBeNull();
      expect(res.body.data.kpis.pending_approvals, role).toBeTypeOf('number');
    }
  });

  it('refuses a month that is not YYYY-MM naming the field (400)', async () => {
    for (const month of ['2026-13', '2026-00', '2026-1', 'abc', '2026-11-01', '']) {
      const res = await t.request('GET', `${DASHBOARD}?month=${month}`, { token });
      expect(res.status, month).toBe(400);
      expect(res.body.message).toMatch(/month/);
      expect(res.body.errors[0].path).toMatch(/month/);
    }
  });
});
