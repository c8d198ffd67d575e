import { describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import { daysFromNow, insertCategory, insertVendor } from '../../test/factories';
import { refundScene } from '../../test/refund-scene';
import { testDialect } from '../../test/test-database';
import { balanceAndSum } from './repository';

/**
 * docs/product/vendor-ledger.md: the vendor's ledger through the real flows (a booking paid through the
 * fake Razorpay, completed in the vendor app, refunded by an admin and settled by the provider's webhook),
 * each scenario's entries computed by hand, and after each the balance = the sum of the entries = the
 * hand-computed figure.
 */
describe(`the vendor ledger's scenarios (${testDialect})`, () => {
  const s = refundScene();
  let phoneCounter = 0;

  /** A new approved vendor of the scene's category (its own ledger), signed in to the vendor app. */
  async function newVendor() {
    const phone = `83${String(++phoneCounter).padStart(8, '0')}`;
    const vendor = await insertVendor(s.db(), {
      vendor_mobile: phone,
      service_cat_id: s.category.service_cat_id,
      is_approved: 1,
      approved_date: daysFromNow(-30),
    });
    return { vendor, token: await appToken(s.t, 'vendor', phone) };
  }

  const complete = (token: string, bookingId: number) =>
    s.t.request('POST', `/api/v1/vendor/me/bookings/${bookingId}/complete`, { token });

  /** The vendor's entries as the admin API shows them, oldest first, as [type, amount, commission]. */
  async function entriesOf(vendorId: number) {
    const res = await s.t.request('GET', `/api/v1/admin/data/vendors/${vendorId}/ledger`, { token: s.owner });
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ type: string; amount: number; commission: number }>)
      .map((e) => [e.type, e.amount, e.commission])
      .reverse();
  }

  /** Balance = sum of entries = `rupees`, and the balances list says so too. */
  async function expectBalance(vendorId: number, rupees: number) {
    const paise = Math.round(rupees * 100);
    expect(await balanceAndSum(s.db(), vendorId)).toEqual({ balance: paise, sum: paise });
    const res = await s.t.request('GET', '/api/v1/admin/data/vendor-balances?limit=1000', { token: s.owner });
    const row = (res.body.data as Array<{ vendor_id: number; balance: number }>).find(
      (r) => r.vendor_id === vendorId,
    );
    // A vendor without entries is not listed: nothing is owed.
    expect(row?.balance ?? 0).toBe(rupees);
  }

  /** A processed refund of `amount` rupees of the payment: asked, delivered, settled by the webhook. */
  async function processedRefund(paymentId: number, amount: number) {
    const res = await s.refund(paymentId, { amount, reason: 'Customer unhappy' });
    expect(res.status).toBe(201);
    const refundId = res.body.data.refund_id as number;
    const requested = await s.refundReaches(refundId, 'requested');
    await s.settleAtProvider(requested.provider_refund_id!, 'processed');
    await s.refundReaches(refundId, 'processed');
    return { refundId, providerRefundId: requested.provider_refund_id! };
  }

  it('a completed paid booking earns the payment less the default 15% commission, once', async () => {
    const { vendor, token } = await newVendor();
    const paid = await s.paidBooking(1000, { vendor_id: vendor.vendor_id, assigned_at: daysFromNow(-1) });
    // Nothing is earned until the booking is completed.
    await expectBalance(vendor.vendor_id, 0);
    expect((await complete(token, paid.booking.booking_id)).status).toBe(200);
    expect(await entriesOf(vendor.vendor_id)).toEqual([['earning', 850, 150]]);
    await expectBalance(vendor.vendor_id, 850);
    // Completing again is refused and earns nothing more.
    expect((await complete(token, paid.booking.booking_id)).status).toBe(409);
    await expectBalance(vendor.vendor_id, 850);

    const earnings = await s.t.request('GET', '/api/v1/vendor/me/earnings', { token });
    expect(earnings.status).toBe(200);
    expect(earnings.body.data).toMatchObject({
      balance: 850,
      entries: [{ type: 'earning', amount: 850, commission: 150, booking_id: paid.booking.booking_id }],
      payouts: [],
    });
  });

  it('a partial refund after completion claws back the share, the rest claws back exactly the earning', async () => {
    const { vendor, token } = await newVendor();
    const category = await insertCategory(s.db(), { service_category_name: 'Painting' });
    // 12.5%: ₹1,234.57 × 12.5% = ₹154.32125, rounded to ₹154.32; the vendor earns ₹1,080.25.
    const put = await s.t.request('PUT', '/api/v1/admin/data/commissions', {
      token: s.owner,
      body: [{ service_cat_id: category.service_cat_id, commission_percent: 12.5 }],
    });
    expect(put.status).toBe(200);
    const paid = await s.paidBooking(1234.57, {
      vendor_id: vendor.vendor_id,
      assigned_at: daysFromNow(-1),
      service_cat_id: category.service_cat_id,
      service_category_name: category.service_category_name,
    });
    expect((await complete(token, paid.booking.booking_id)).status).toBe(200);
    await expectBalance(vendor.vendor_id, 1080.25);

    // ₹100.01 of ₹1,234.57: the vendor's share 10001 × 108025 / 123457 = 8750.97 → ₹87.51; commission ₹12.50.
    await processedRefund(paid.paymentId, 100.01);
    await expectBalance(vendor.vendor_id, 992.74);
    // The rest, ₹1,134.56: the earning less what was clawed back, ₹992.74; commission ₹154.32 − ₹12.50.
    await processedRefund(paid.paymentId, 1134.56);
    expect(await entriesOf(vendor.vendor_id)).toEqual([
      ['earning', 1080.25, 154.32],
      ['refund_clawback', -87.51, -12.5],
      ['refund_clawback', -992.74, -141.82],
    ]);
    await expectBalance(vendor.vendor_id, 0);
  });

  it('a full refund after completion claws back exactly the earning', async () => {
    const { vendor, token } = await newVendor();
    const paid = await s.paidBooking(777.77, { vendor_id: vendor.vendor_id, assigned_at: daysFromNow(-1) });
    expect((await complete(token, paid.booking.booking_id)).status).toBe(200);
    // 15% of ₹777.77 = ₹116.6655 → ₹116.67; the vendor earns ₹661.10.
    await expectBalance(vendor.vendor_id, 661.1);
    await processedRefund(paid.paymentId, 777.77);
    expect(await entriesOf(vendor.vendor_id)).toEqual([
      ['earning', 661.1, 116.67],
      ['refund_clawback', -661.1, -116.67],
    ]);
    await expectBalance(vendor.vendor_id, 0);
  });

  it('a refund processed before completion is outside the earning and claws back nothing', async () => {
    const { vendor, token } = await newVendor();
    const paid = await s.paidBooking(500, { vendor_id: vendor.vendor_id, assigned_at: daysFromNow(-1) });
    await processedRefund(paid.paymentId, 100);
    await expectBalance(vendor.vendor_id, 0);
    expect((await complete(token, paid.booking.booking_id)).status).toBe(200);
    // ₹400 paid in the end: 15% = ₹60, the vendor earns ₹340.
    expect(await entriesOf(vendor.vendor_id)).toEqual([['earning', 340, 60]]);
    await expectBalance(vendor.vendor_id, 340);
    // The rest refunded after completion: exactly the earning back.
    await processedRefund(paid.paymentId, 400);
    await expectBalance(vendor.vendor_id, 0);
  });

  it('a commission change applies to bookings paid after it, not to one paid before and completed after', async () => {
    const { vendor, token } = await newVendor();
    const category = await insertCategory(s.db(), { service_category_name: 'Carpentry' });
    const ofCategory = {
      vendor_id: vendor.vendor_id,
      assigned_at: daysFromNow(-1),
      service_cat_id: category.service_cat_id,
      service_category_name: category.service_category_name,
    };
    const before = await s.paidBooking(1000, ofCategory);
    const put = await s.t.request('PUT', '/api/v1/admin/data/commissions', {
      token: s.owner,
      body: { service_cat_id: category.service_cat_id, commission_percent: 10 },
    });
    // One item, not a list: 400, nothing changed.
    expect(put.status).toBe(400);
    const changed = await s.t.request('PUT', '/api/v1/admin/data/commissions', {
      token: s.owner,
      body: [{ service_cat_id: category.service_cat_id, commission_percent: 10 }],
    });
    expect(changed.status).toBe(200);
    const after = await s.paidBooking(1000, ofCategory);
    // Each payment keeps the percentage in force when it was captured.
    const captured = await s
      .db()
      .selectFrom('customer_payments')
      .select('commission_percent')
      .where('payment_id', 'in', [before.paymentId, after.paymentId])
      .orderBy('payment_id')
      .execute();
    expect(captured.map((p) => Number(p.commission_percent))).toEqual([15, 10]);
    expect((await complete(token, before.booking.booking_id)).status).toBe(200);
    expect((await complete(token, after.booking.booking_id)).status).toBe(200);
    expect(await entriesOf(vendor.vendor_id)).toEqual([
      ['earning', 850, 150],
      ['earning', 900, 100],
    ]);
    await expectBalance(vendor.vendor_id, 1750);
  });

  it('an adjustment moves the balance either way, with its reason', async () => {
    const { vendor, token } = await newVendor();
    const paid = await s.paidBooking(200, { vendor_id: vendor.vendor_id, assigned_at: daysFromNow(-1) });
    expect((await complete(token, paid.booking.booking_id)).status).toBe(200);
    const adjust = (amount: number, reason: string) =>
      s.t.request('POST', `/api/v1/admin/data/vendors/${vendor.vendor_id}/ledger/adjustments`, {
        token: s.owner,
        body: { amount, reason },
      });
    const plus = await adjust(100.5, 'Travel allowance');
    expect(plus.status).toBe(201);
    expect(plus.body.data).toMatchObject({
      vendor_id: vendor.vendor_id,
      type: 'adjustment',
      amount: 100.5,
      commission: 0,
      reason: 'Travel allowance',
      booking_id: null,
    });
    expect((await adjust(-20.25, 'Damaged tap')).status).toBe(201);
    // ₹200 − 15% = ₹170; + ₹100.50 − ₹20.25.
    await expectBalance(vendor.vendor_id, 250.25);
    const audit = await s
      .db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'ledger.adjusted')
      .where('entity_id', '=', String(vendor.vendor_id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [JSON.parse(a.before!).balance, JSON.parse(a.after!).balance])).toEqual([
      [170, 270.5],
      [270.5, 250.25],
    ]);
  });

  it('many completions of one booking at once write one earning', async () => {
    const { vendor, token } = await newVendor();
    const paid = await s.paidBooking(1000, { vendor_id: vendor.vendor_id, assigned_at: daysFromNow(-1) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => complete(token, paid.booking.booking_id)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await entriesOf(vendor.vendor_id)).toEqual([['earning', 850, 150]]);
    await expectBalance(vendor.vendor_id, 850);
  });

  it("many deliveries of one refund's settlement at once write one clawback", async () => {
    const { vendor, token } = await newVendor();
    const paid = await s.paidBooking(1000, { vendor_id: vendor.vendor_id, assigned_at: daysFromNow(-1) });
    expect((await complete(token, paid.booking.booking_id)).status).toBe(200);
    const res = await s.refund(paid.paymentId, { amount: 400, reason: 'Half done' });
    const refundId = res.body.data.refund_id as number;
    const requested = await s.refundReaches(refundId, 'requested');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.settleAtProvider(requested.provider_refund_id!, 'processed')),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await s.refundReaches(refundId, 'processed');
    // 400 × 850 / 1000 = ₹340 back from the vendor, ₹60 of commission returned.
    expect(await entriesOf(vendor.vendor_id)).toEqual([
      ['earning', 850, 150],
      ['refund_clawback', -340, -60],
    ]);
    await expectBalance(vendor.vendor_id, 510);
  });
});
