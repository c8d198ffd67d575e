import { AuthMessages } from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerComplaintsTable,
  CustomerPaymentsTable,
  CustomerServiceBookingsTable,
  VendorComplaintsTable,
  VendorPaymentsTable,
  VendorsTable,
} from '../../db/schema/marketplace-tables';
import {
  daysFromNow,
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerComplaint,
  insertCustomerPayment,
  insertVendor,
  insertVendorComplaint,
  insertVendorPayment,
  insertVendorsInEveryState,
} from '../../test/factories';
import { insertRows, outboxRow } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const DASHBOARD = '/api/v1/admin/dashboard';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The Asia/Kolkata date of a timestamp, by the time-zone database (not the server's 330-minute shift). */
const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const istDate = (at: string | number) => kolkata.format(new Date(at));
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const paise = (n: number) => Math.round(n * 100) / 100;

/** The last `days` Asia/Kolkata dates, oldest first, today last. */
function lastDates(days: number): string[] {
  const now = Date.now();
  return Array.from({ length: days }, (_, i) => istDate(now - (days - 1 - i) * DAY));
}

describe(`dashboard on ${testDialect}`, () => {
  let t: TestApp;
  let token: string;
  const vendors: Selectable<VendorsTable>[] = [];
  const bookings: Selectable<CustomerServiceBookingsTable>[] = [];
  const vendorPayments: Selectable<VendorPaymentsTable>[] = [];
  const customerPayments: Selectable<CustomerPaymentsTable>[] = [];
  const complaints: (Selectable<VendorComplaintsTable> | Selectable<CustomerComplaintsTable>)[] = [];
  /** Two days ago in Asia/Kolkata: its midnight is 18:30:00Z of the UTC day before. */
  const boundaryDay = istDate(Date.now() - 2 * DAY);
  const utcDayBefore = new Date(Date.parse(`${boundaryDay}T00:00:00.000Z`) - DAY).toISOString().slice(0, 10);
  const lastSecondBefore = `${utcDayBefore}T18:29:59.000Z`;
  const midnight = `${utcDayBefore}T18:30:00.000Z`;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    vendors.push(...Object.values(await insertVendorsInEveryState(db, t.adminId)));
    const decided = [
      { created_at: midnight },
      { created_at: lastSecondBefore },
      { created_at: ago(3 * DAY), is_approved: 1 as const, approved_date: midnight },
      { created_at: ago(20 * DAY), is_approved: 1 as const, approved_date: lastSecondBefore },
      { created_at: ago(9 * DAY), is_rejected: 1 as const, rejected_date: ago(5 * HOUR) },
      { created_at: ago(60 * DAY), is_rejected: 1 as const, rejected_date: ago(40 * DAY) },
      {
        created_at: ago(2 * DAY),
        is_approved: 1 as const,
        approved_date: ago(DAY),
        subscription_status: 'trial' as const,
        subscription_expiry_date: daysFromNow(10),
      },
    ];
    for (const values of decided) vendors.push(await insertVendor(db, values));

    const category = await insertCategory(db);
    const customer = await insertCustomer(db);
    const assignee = vendors[2]!;
    const times = [
      lastSecondBefore,
      midnight,
      midnight,
      ago(HOUR),
      ago(5 * HOUR),
      ago(20 * HOUR),
      ago(30 * HOUR),
      ago(50 * HOUR),
      ago(100 * HOUR),
      ago(160 * HOUR),
      ago(8 * DAY),
      ago(12 * DAY),
      ago(29 * DAY),
      ago(45 * DAY),
      ago(100 * DAY),
    ];
    const states = [
      {},
      { vendor_id: assignee.vendor_id },
      { vendor_id: assignee.vendor_id, is_booked: 1 as const },
      { vendor_id: assignee.vendor_id, is_booked: 1 as const, is_completed: 1 as const },
      { is_cancelled: 1 as const },
      { vendor_id: assignee.vendor_id, is_booked: 1 as const, is_cancelled: 1 as const },
    ];
    for (const [i, created_at] of times.entries()) {
      const booking = await insertBooking(db, customer, category, {
        ...states[i % states.length],
        created_at,
        service_price: 199.5 + i * 100.25,
      });
      bookings.push(booking);
      if (i % 2 === 0) {
        customerPayments.push(await insertCustomerPayment(db, booking, { payment_date: created_at }));
      }
    }
    for (const [i, payment_date] of [
      midnight,
      lastSecondBefore,
      ago(HOUR),
      ago(26 * DAY),
      ago(50 * DAY),
    ].entries()) {
      vendorPayments.push(await insertVendorPayment(db, assignee, { payment_date, price: 999 + i * 0.5 }));
    }
    const complaintStates = ['open', 'in_progress', 'resolved', 'open', 'resolved'] as const;
    for (const [i, days] of [0.1, 3, 6.5, 7.5, 30].entries()) {
      complaints.push(
        await insertVendorComplaint(db, assignee, {
          vend_comp_date: daysFromNow(-days),
          status: complaintStates[i],
        }),
      );
      complaints.push(
        await insertCustomerComplaint(db, customer, {
          cust_comp_date: daysFromNow(-days * 0.9),
          status: complaintStates[(i + 1) % complaintStates.length],
        }),
      );
    }
  });
  afterAll(() => t.close());

  it.each([7, 30, 90])(
    'per day over %i days equals the rows inserted, by their Asia/Kolkata date',
    async (days) => {
      const res = await t.request('GET', `${DASHBOARD}?days=${days}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const dates = lastDates(days);
      const { bookings_per_day, revenue_per_day, approvals_per_day } = res.body.data.series;

      const bookingDays = dates.map((date) => {
        const of = bookings.filter((b) => istDate(b.created_at) === date);
        const cancelled = of.filter((b) => b.is_cancelled === 1).length;
        const completed = of.filter((b) => b.is_cancelled === 0 && b.is_completed === 1).length;
        const booked = of.filter(
          (b) => b.is_cancelled === 0 && b.is_completed === 0 && b.is_booked === 1,
        ).length;
        return { date, pending: of.length - cancelled - completed - booked, booked, completed, cancelled };
      });
      expect(bookings_per_day).toEqual(bookingDays);

      const revenueDays = dates.map((date) => ({
        date,
        subscriptions: paise(
          vendorPayments
            .filter((p) => istDate(p.payment_date) === date)
            .reduce((sum, p) => sum + Number(p.price), 0),
        ),
        bookings: paise(
          customerPayments
            .filter((p) => istDate(p.payment_date) === date)
            .reduce((sum, p) => sum + Number(p.payment_amount), 0),
        ),
      }));
      expect(revenue_per_day).toEqual(revenueDays);

      const on = (date: string, at: string | null) => at !== null && istDate(at) === date;
      const approvalDays = dates.map((date) => ({
        date,
        approved: vendors.filter((v) => on(date, v.approved_date)).length,
        rejected: vendors.filter((v) => on(date, v.rejected_date)).length,
        applied: vendors.filter((v) => on(date, v.created_at)).length,
      }));
      expect(approvals_per_day).toEqual(approvalDays);
    },
  );

  it('puts 18:29:59Z in the day before and 18:30:00Z in the next Asia/Kolkata day', async () => {
    const res = await t.request('GET', `${DASHBOARD}?days=7`, { token });
    const dayBefore = istDate(Date.parse(lastSecondBefore));
    expect(dayBefore).not.toBe(boundaryDay);
    expect(istDate(Date.parse(midnight))).toBe(boundaryDay);
    const approved = new Map(
      res.body.data.series.approvals_per_day.map((d: { date: string; approved: number }) => [
        d.date,
        d.approved,
      ]),
    );
    // Exactly one vendor was approved at each instant, and none other on either day.
    expect(approved.get(boundaryDay)).toBe(1);
    expect(approved.get(dayBefore)).toBe(1);
  });

  it('counts the KPIs as the rows say', async () => {
    // Failed deliveries are the dead outbox rows (docs/product/deliveries.md); the others do not count.
    await insertRows(t.database.handle.db, 'outbox', [
      outboxRow({ status: 'dead', attempts: 12, last_error: 'provider answered 503' }),
      outboxRow({ status: 'dead', attempts: 1, last_error: 'refused' }),
      outboxRow({ status: 'retrying', attempts: 2 }),
      outboxRow({ status: 'done', attempts: 1 }),
      outboxRow(),
    ]);
    const res = await t.request('GET', DASHBOARD, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.series.bookings_per_day).toHaveLength(30);
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const month = istDate(now).slice(0, 7);
    const expiry = (v: Selectable<VendorsTable>) => v.subscription_expiry_date ?? '';
    const thisMonth = (at: string) => istDate(at).slice(0, 7) === month && at <= nowIso;
    const revenue =
      vendorPayments.filter((p) => thisMonth(p.payment_date)).reduce((s, p) => s + Number(p.price), 0) +
      customerPayments
        .filter((p) => thisMonth(p.payment_date))
        .reduce((s, p) => s + Number(p.payment_amount), 0);
    expect(res.body.data.kpis).toEqual({
      pending_approvals: vendors.filter((v) => !v.is_approved && !v.is_rejected && !v.is_blocked).length,
      unassigned_bookings: bookings.filter((b) => b.vendor_id === null && !b.is_cancelled).length,
      open_complaints: complaints.filter((c) => c.status !== 'resolved').length,
      active_subscriptions: vendors.filter(
        (v) =>
          (v.subscription_status === 'active' || v.subscription_status === 'trial') && expiry(v) > nowIso,
      ).length,
      trials_expiring_7d: vendors.filter(
        (v) =>
          v.subscription_status === 'trial' && expiry(v) > nowIso && Date.parse(expiry(v)) <= now + 7 * DAY,
      ).length,
      revenue_month: paise(revenue),
      failed_deliveries: 2,
      failed_refunds: 0,
      failed_payouts: 0,
    });
    expect(res.body.data.kpis.open_complaints).toBe(6);
  });

  it('gives consecutive dates ending today (Asia/Kolkata), zeros on days without data', async () => {
    const res = await t.request('GET', `${DASHBOARD}?days=90`, { token });
    const dates = res.body.data.series.revenue_per_day.map((d: { date: string }) => d.date);
    expect(dates).toEqual(lastDates(90));
    expect(res.body.data.series.approvals_per_day[0]).toEqual({
      date: dates[0],
      approved: 0,
      rejected: 0,
      applied: 0,
    });
  });

  it('refuses days other than 7, 30 or 90 naming the field (400)', async () => {
    for (const days of ['8', '0', 'abc', '30.5', '-7']) {
      const res = await t.request('GET', `${DASHBOARD}?days=${days}`, { token });
      expect(res.status, days).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/days/);
      expect(res.body.errors[0].path).toMatch(/days/);
    }
  });

  it('refuses requests without a token or with a bad one (401)', async () => {
    const none = await t.request('GET', DASHBOARD);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, message: AuthMessages.noToken });
    const bad = await t.request('GET', DASHBOARD, { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(AuthMessages.invalidToken);
  });
});
