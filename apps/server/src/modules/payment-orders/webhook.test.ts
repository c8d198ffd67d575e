import { type LiveEvent, PaymentWebhookMessages } from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomersTable, ServiceCategoriesTable } from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import {
  daysFromNow,
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerPayment,
  insertPlan,
  insertVendor,
  insertVendorPayment,
} from '../../test/factories';
import { approvedColumns } from '../../test/fixtures';
import { onLiveEvent } from '../../test/live-events';
import { capturedEvent, deliver, TEST_WEBHOOK_SECRET, WEBHOOK } from '../../test/payment-webhook';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { webhookSignature } from './webhook-signature';

const DATA = '/api/v1/admin/data';
const DAY_MS = 86_400_000;

interface Order {
  order_id: string;
  amount: number;
}

describe(`payment webhook (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let category: Selectable<ServiceCategoriesTable>;
  let asha: Selectable<CustomersTable>;
  let ashaToken: string;
  const events: LiveEvent[] = [];
  let paymentNumber = 0;
  const db = () => t.database.handle.db;
  const newPaymentId = () => `pay_${testDialect}${++paymentNumber}`;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    onLiveEvent(t.app, (event) => events.push(event));
    admin = await t.login();
    category = await insertCategory(db(), { service_category_name: 'Plumbing' });
    asha = await insertCustomer(db(), { customer_name: 'Asha Menon' });
    ashaToken = await appToken(t, 'customer', asha.mobile);
    // One row in each admin list before any test pays: a page of one is then full, so its total comes
    // from the count cache, which a payment must clear.
    const subscribed = await insertVendor(db(), {
      ...approvedColumns(null),
      subscription_status: 'active',
      subscription_start_date: daysFromNow(-1),
      subscription_expiry_date: daysFromNow(29),
    });
    await insertVendorPayment(db(), subscribed);
    await insertCustomerPayment(db(), await insertBooking(db(), asha, category, { service_price: 10 }));
  });
  afterAll(() => t.close());

  /** An approved vendor (with `values`) and its order of a new plan. */
  const vendorOrder = async (
    values: Partial<Parameters<typeof insertVendor>[1]> = {},
    plan: Parameters<typeof insertPlan>[1] = {},
  ) => {
    const vendor = await insertVendor(db(), { ...approvedColumns(null), ...values });
    const bought = await insertPlan(db(), { subscription_price: 999, ...plan });
    const token = await appToken(t, 'vendor', vendor.vendor_mobile);
    const res = await t.request('POST', '/api/v1/vendor/me/subscription/orders', {
      token,
      body: { subscription_id: bought.subscription_id },
    });
    expect(res.status).toBe(201);
    return { vendor, plan: bought, token, order: res.body as Order };
  };

  const bookingOrder = async (values: Parameters<typeof insertBooking>[3] = {}) => {
    const booking = await insertBooking(db(), asha, category, { service_price: 1299.5, ...values });
    const res = await t.request('POST', `/api/v1/customer/me/bookings/${booking.booking_id}/orders`, {
      token: ashaToken,
    });
    expect(res.status).toBe(201);
    return { booking, order: res.body as Order };
  };

  const vendorRow = (id: number) =>
    db().selectFrom('vendors').selectAll().where('vendor_id', '=', id).executeTakeFirstOrThrow();
  const orderRow = (orderId: string) =>
    db().selectFrom('payment_orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const paymentsOf = (vendorId: number) =>
    db().selectFrom('vendor_payments').selectAll().where('vendor_id', '=', vendorId).execute();
  const history = (vendorId: number) =>
    db()
      .selectFrom('vendor_subscriptions')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .orderBy('id')
      .execute();

  /** Delivers and expects it refused with `status` and `message`, nothing written and the order unpaid. */
  const refused = async (
    send: () => ReturnType<typeof deliver>,
    status: number,
    message: string,
    order?: Order,
  ) => {
    const before = await rowCounts(db());
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message });
    expect(await rowCounts(db())).toEqual(before);
    if (order) expect(await orderRow(order.order_id)).toMatchObject({ status: 'created', payment_id: null });
  };

  describe('a vendor plan', () => {
    it('records the payment, starts the plan and shows it in the admin lists at once', async () => {
      const { vendor, plan, order } = await vendorOrder(
        {},
        { subscription_name: 'Gold', subscription_price: 1299.5, duration_days: 90 },
      );
      // Read the lists first, so that cached totals must be forgotten.
      const subscribedBefore = await t.request(
        'GET',
        `${DATA}/getVendorsWithSubscription?limit=1&sort=-vendor_id`,
        { token: admin },
      );
      const paymentsBefore = await t.request('GET', `${DATA}/getvendorpaymentdetails?limit=1`, {
        token: admin,
      });
      const paymentId = newPaymentId();
      const event = capturedEvent(order, paymentId);
      const signature = webhookSignature(TEST_WEBHOOK_SECRET, JSON.stringify(event));
      const startedAt = Date.now();
      const res = await deliver(t, event);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: PaymentWebhookMessages.recorded });

      const after = await vendorRow(vendor.vendor_id);
      const expiry = Date.parse(after.subscription_expiry_date!);
      expect(expiry - Date.parse(after.subscription_start_date!)).toBe(90 * DAY_MS);
      expect(expiry).toBeGreaterThanOrEqual(startedAt + 90 * DAY_MS);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
      expect(after).toMatchObject({
        subscription_id: plan.subscription_id,
        subscription_name: plan.subscription_name,
        subscription_desc: plan.subscription_desc,
        subscription_status: 'active',
        payment_date: after.subscription_start_date,
      });
      expect(Number(after.subscription_price)).toBe(1299.5);
      expect(JSON.parse(after.payment_details!)).toEqual({
        renewal_date: after.subscription_expiry_date,
        provider_payment_id: paymentId,
      });
      expect(await history(vendor.vendor_id)).toEqual([
        expect.objectContaining({
          subscription_id: plan.subscription_id,
          is_trial: 0,
          start_date: after.subscription_start_date,
          expiry_date: after.subscription_expiry_date,
        }),
      ]);
      const [payment] = await paymentsOf(vendor.vendor_id);
      expect(payment).toMatchObject({
        subscription_id: plan.subscription_id,
        vendor_name: vendor.vendor_name,
        vendor_email: vendor.vendor_email,
        name_of_bussiness: vendor.name_of_bussiness,
        provider_payment_id: paymentId,
        provider_signature: signature,
        renewal_date: after.subscription_expiry_date,
        plan_name: 'Gold',
      });
      expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid', payment_id: paymentId });
      expect(events.at(-1)).toEqual({
        type: 'payment.captured',
        id: payment!.payment_id,
        party: 'vendor',
        at: expect.any(String),
      });

      const subscribed = await t.request(
        'GET',
        `${DATA}/getVendorsWithSubscription?limit=1&sort=-vendor_id`,
        { token: admin },
      );
      expect(subscribed.body.total).toBe(subscribedBefore.body.total + 1);
      expect(subscribed.body.data.map((v: { vendor_id: number }) => v.vendor_id)).toContain(vendor.vendor_id);
      const payments = await t.request('GET', `${DATA}/getvendorpaymentdetails?limit=1`, { token: admin });
      expect(payments.body.total).toBe(paymentsBefore.body.total + 1);
      expect(payments.body.data[0]).toMatchObject({
        vendor_id: vendor.vendor_id,
        payment_details: { provider_payment_id: paymentId, plan_name: 'Gold', price: 1299.5 },
      });
    });

    it('renews a running plan from its expiry, and starts a lapsed one or a trial from now', async () => {
      const runningExpiry = daysFromNow(10);
      const running = await vendorOrder(
        {
          subscription_status: 'active',
          subscription_start_date: daysFromNow(-20),
          subscription_expiry_date: runningExpiry,
        },
        { duration_days: 30 },
      );
      expect((await deliver(t, capturedEvent(running.order, newPaymentId()))).status).toBe(200);
      const renewed = await vendorRow(running.vendor.vendor_id);
      expect(Date.parse(renewed.subscription_expiry_date!)).toBe(Date.parse(runningExpiry) + 30 * DAY_MS);
      expect(renewed.subscription_start_date).toBe(running.vendor.subscription_start_date);
      expect((await history(running.vendor.vendor_id)).at(-1)).toMatchObject({
        start_date: new Date(Date.parse(runningExpiry)).toISOString(),
        expiry_date: renewed.subscription_expiry_date,
      });

      for (const status of ['active', 'trial'] as const) {
        const lapsedOrTrial = await vendorOrder(
          {
            subscription_status: status,
            subscription_start_date: daysFromNow(-20),
            subscription_expiry_date: status === 'active' ? daysFromNow(-1) : daysFromNow(5),
          },
          { duration_days: 30 },
        );
        const startedAt = Date.now();
        expect((await deliver(t, capturedEvent(lapsedOrTrial.order, newPaymentId()))).status).toBe(200);
        const started = await vendorRow(lapsedOrTrial.vendor.vendor_id);
        expect(Date.parse(started.subscription_start_date!)).toBeGreaterThanOrEqual(startedAt);
        expect(
          Date.parse(started.subscription_expiry_date!) - Date.parse(started.subscription_start_date!),
        ).toBe(30 * DAY_MS);
      }
    });

    it('records a replay once and answers it "Payment already recorded"', async () => {
      const { vendor, order } = await vendorOrder();
      const event = capturedEvent(order, newPaymentId());
      expect((await deliver(t, event)).body.message).toBe(PaymentWebhookMessages.recorded);
      const afterFirst = await vendorRow(vendor.vendor_id);
      const counts = await rowCounts(db());
      const eventsBefore = events.length;
      const replay = await deliver(t, event);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ success: true, message: PaymentWebhookMessages.alreadyRecorded });
      expect(await rowCounts(db())).toEqual(counts);
      expect(await vendorRow(vendor.vendor_id)).toEqual(afterFirst);
      expect(events.length).toBe(eventsBefore);
    });

    it('records 20 concurrent deliveries of one event exactly once', async () => {
      const { vendor, order } = await vendorOrder();
      const event = capturedEvent(order, newPaymentId());
      const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t, event)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const messages = answers.map((a) => a.body.message).sort();
      expect(messages).toEqual([
        ...Array(19).fill(PaymentWebhookMessages.alreadyRecorded),
        PaymentWebhookMessages.recorded,
      ]);
      expect(await paymentsOf(vendor.vendor_id)).toHaveLength(1);
      expect(await history(vendor.vendor_id)).toHaveLength(1);
    });

    it('renews once per payment when two orders of one vendor are paid at the same time', async () => {
      const { vendor, plan, token, order } = await vendorOrder({}, { duration_days: 30 });
      const second = await t.request('POST', '/api/v1/vendor/me/subscription/orders', {
        token,
        body: { subscription_id: plan.subscription_id },
      });
      await Promise.all([
        deliver(t, capturedEvent(order, newPaymentId())),
        deliver(t, capturedEvent(second.body, newPaymentId())),
      ]);
      const after = await vendorRow(vendor.vendor_id);
      expect(Date.parse(after.subscription_expiry_date!) - Date.parse(after.subscription_start_date!)).toBe(
        60 * DAY_MS,
      );
      expect(await paymentsOf(vendor.vendor_id)).toHaveLength(2);
    });
  });

  describe('a booking', () => {
    it('records the customer payment, marks the booking booked and shows both at once', async () => {
      const paymentsBefore = await t.request('GET', `${DATA}/allpaymentdetails?limit=1`, { token: admin });
      await t.request('GET', `${DATA}/getcustomerservicedetails?limit=50`, { token: admin });
      const { booking, order } = await bookingOrder();
      const paymentId = newPaymentId();
      const res = await deliver(t, capturedEvent(order, paymentId));
      expect(res.body).toEqual({ success: true, message: PaymentWebhookMessages.recorded });
      const payments = await t.request('GET', `${DATA}/allpaymentdetails?limit=1`, { token: admin });
      expect(payments.body.total).toBe(paymentsBefore.body.total + 1);
      expect(payments.body.data[0]).toMatchObject({
        booking_id: booking.booking_id,
        customer_id: asha.customer_id,
        customer_name: 'Asha Menon',
        service_category_name: 'Plumbing',
        service_price: 1299.5,
        payment_amount: 1299.5,
        payment_ref_no: paymentId,
      });
      const bookings = await t.request('GET', `${DATA}/getcustomerservicedetails?limit=50`, { token: admin });
      const listed = bookings.body.data.find(
        (b: { booking_id: number }) => b.booking_id === booking.booking_id,
      );
      expect(listed).toMatchObject({ is_booked: 1, status: 'Booked' });
      expect(events.at(-1)).toMatchObject({
        type: 'payment.captured',
        id: payments.body.data[0].payment_id,
        party: 'customer',
      });
      const again = await t.request('POST', `/api/v1/customer/me/bookings/${booking.booking_id}/orders`, {
        token: ashaToken,
      });
      expect(again.status).toBe(409);
    });

    it('records 20 concurrent deliveries of one event exactly once', async () => {
      const { booking, order } = await bookingOrder();
      const event = capturedEvent(order, newPaymentId());
      const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t, event)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const rows = await db()
        .selectFrom('customer_payments')
        .select('payment_id')
        .where('booking_id', '=', booking.booking_id)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('refusals', () => {
    it('refuses a missing, forged or misplaced signature with 401 and writes nothing', async () => {
      const { order } = await vendorOrder();
      const event = capturedEvent(order, newPaymentId());
      const bad = PaymentWebhookMessages.badSignature;
      await refused(() => deliver(t, event, { signature: null }), 401, bad, order);
      await refused(
        () => deliver(t, event, { secret: 'another-secret-of-32-characters!!' }),
        401,
        bad,
        order,
      );
      await refused(() => deliver(t, event, { signature: 'not hex' }), 401, bad, order);
      await refused(() => deliver(t, event, { signature: '' }), 401, bad, order);
      const otherBody = webhookSignature(TEST_WEBHOOK_SECRET, JSON.stringify({ ...event, extra: 1 }));
      await refused(() => deliver(t, event, { signature: otherBody }), 401, bad, order);
      const upper = webhookSignature(TEST_WEBHOOK_SECRET, JSON.stringify(event)).slice(0, 62);
      await refused(() => deliver(t, event, { signature: upper }), 401, bad, order);
      // The same JSON with other bytes (a space) is not what was signed.
      const signed = webhookSignature(TEST_WEBHOOK_SECRET, JSON.stringify(event));
      await refused(
        () =>
          fetch(`${t.baseUrl}${WEBHOOK}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-payment-signature': signed },
            body: JSON.stringify(event, null, 1),
          }).then(async (r) => ({ status: r.status, headers: r.headers, body: withoutId(await r.json()) })),
        401,
        bad,
        order,
      );
    });

    it('refuses an amount or currency that differs from the order with 400', async () => {
      const { order } = await vendorOrder({}, { subscription_price: 999 });
      const mismatch = PaymentWebhookMessages.mismatch;
      await refused(
        () => deliver(t, capturedEvent({ ...order, amount: 998.99 }, newPaymentId())),
        400,
        mismatch,
        order,
      );
      await refused(
        () => deliver(t, capturedEvent({ ...order, amount: 99_900 }, newPaymentId())),
        400,
        mismatch,
        order,
      );
      await refused(
        () => deliver(t, capturedEvent({ ...order, currency: 'USD' }, newPaymentId())),
        400,
        mismatch,
        order,
      );
    });

    it('refuses an unknown order with 404', async () => {
      await refused(
        () => deliver(t, capturedEvent({ order_id: 'order_00000000000000', amount: 1 }, newPaymentId())),
        404,
        PaymentWebhookMessages.orderNotFound,
      );
    });

    it('refuses another payment of a paid order, and one payment for two orders, with 409', async () => {
      const first = await vendorOrder();
      const paymentId = newPaymentId();
      expect((await deliver(t, capturedEvent(first.order, paymentId))).status).toBe(200);
      await refused(
        () => deliver(t, capturedEvent(first.order, newPaymentId())),
        409,
        PaymentWebhookMessages.otherPayment,
      );
      const second = await vendorOrder();
      await refused(
        () => deliver(t, capturedEvent(second.order, paymentId)),
        409,
        PaymentWebhookMessages.paymentOfOtherOrder,
        second.order,
      );
    });

    it.each([
      ['a payload without its fields', { event: 'payment.captured', payload: {} }],
      ['no payload', { event: 'payment.captured' }],
      [
        'a text amount',
        {
          event: 'payment.captured',
          payload: { order_id: 'order_1', payment_id: 'p', amount: '5', currency: 'INR' },
        },
      ],
      [
        'fractions of a paisa',
        {
          event: 'payment.captured',
          payload: { order_id: 'order_1', payment_id: 'p', amount: 1.005, currency: 'INR' },
        },
      ],
      [
        'a control character',
        {
          event: 'payment.captured',
          payload: { order_id: 'order_\u0000', payment_id: 'p', amount: 1, currency: 'INR' },
        },
      ],
      ['no event', { payload: {} }],
      ['a list', [1, 2]],
    ])('refuses a signed body with %s with 400', async (_name, body) => {
      const res = await deliver(t, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });

    it('names the refused payload field', async () => {
      const res = await deliver(t, {
        event: 'payment.captured',
        payload: { order_id: 'order_1', payment_id: 'p', amount: -1, currency: 'INR' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('payload.amount must be a number of rupees');
    });

    it('refuses signed bytes that are not JSON with 400', async () => {
      const raw = '{"event": ';
      const res = await fetch(`${t.baseUrl}${WEBHOOK}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-payment-signature': webhookSignature(TEST_WEBHOOK_SECRET, raw),
        },
        body: raw,
      });
      expect(res.status).toBe(400);
    });

    it('acknowledges other events and writes nothing', async () => {
      const before = await rowCounts(db());
      for (const body of [
        { event: 'payment.failed', payload: { anything: true } },
        { event: 'refund.created' },
      ]) {
        const res = await deliver(t, body);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: PaymentWebhookMessages.ignored });
      }
      expect(await rowCounts(db())).toEqual(before);
    });
  });

  it('answers 503 while no secret is configured', async () => {
    const unconfigured = await createTestApp();
    try {
      const res = await deliver(unconfigured, { event: 'payment.captured', payload: {} });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: PaymentWebhookMessages.notConfigured });
    } finally {
      await unconfigured.close();
    }
  });
});

function withoutId(body: unknown) {
  const { request_id: _id, ...rest } = body as { request_id?: string };
  return rest;
}
