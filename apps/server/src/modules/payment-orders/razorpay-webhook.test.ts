import {
  type LiveEvent,
  PaymentOrderMessages,
  PaymentWebhookMessages,
  RazorpayWebhookMessages,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayRefund } from '../../adapters/payments/razorpay-entities';
import { type ProviderRefundSettlement, RefundSettlements } from '../../adapters/payments/refund-settlements';
import type { CustomersTable, ServiceCategoriesTable } from '../../db/schema/marketplace-tables';
import { serviceUnavailable } from '../../lib/http-error';
import { appToken } from '../../test/app-tokens';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertPlan,
  insertVendor,
} from '../../test/factories';
import { type FakeRazorpay, startFakeRazorpay } from '../../test/fake-razorpay';
import { approvedColumns } from '../../test/fixtures';
import { onLiveEvent } from '../../test/live-events';
import { capturedEvent, deliver, TEST_WEBHOOK_SECRET } from '../../test/payment-webhook';
import { deliverRazorpay, newEventId, RAZORPAY_WEBHOOK } from '../../test/razorpay-webhook';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { webhookSignature } from './webhook-signature';

const PLAN_ORDERS = '/api/v1/vendor/me/subscription/orders';
const bookingOrders = (id: number) => `/api/v1/customer/me/bookings/${id}/orders`;

interface Order {
  order_id: string;
  amount: number;
}

describe(`PAYMENT_PROVIDER=razorpay (${testDialect})`, () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let category: Selectable<ServiceCategoriesTable>;
  let asha: Selectable<CustomersTable>;
  let ashaToken: string;
  const events: LiveEvent[] = [];
  const settlements: ProviderRefundSettlement[] = [];
  /** What the refunds' handler does with a settlement (the refunds module is not built yet). */
  let settle: (settlement: ProviderRefundSettlement) => Promise<string>;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    // The generic webhook keeps its own secret and keeps working beside Razorpay's.
    t = await createTestApp(
      fake.env({ PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RAZORPAY_TIMEOUT_MS: '500' }),
    );
    onLiveEvent(t.app, (event) => events.push(event));
    category = await insertCategory(db(), { service_category_name: 'Plumbing' });
    asha = await insertCustomer(db(), { customer_name: 'Asha Menon' });
    ashaToken = await appToken(t, 'customer', asha.mobile);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.up();
    settle = async () => 'Refund settled';
  });

  const orderRow = (orderId: string) =>
    db().selectFrom('payment_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  const paymentOf = (bookingId: number) =>
    db().selectFrom('customer_payments').selectAll().where('booking_id', '=', bookingId).execute();
  const bookingRow = (bookingId: number) =>
    db()
      .selectFrom('customer_service_bookings')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
  const eventRow = (eventId: string) =>
    db().selectFrom('payment_provider_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();

  /** A booking of Asha's and its order, made at (the fake) Razorpay. */
  const bookingOrder = async (price = 1299.5) => {
    const booking = await insertBooking(db(), asha, category, { service_price: price });
    const res = await t.request('POST', bookingOrders(booking.booking_id), { token: ashaToken });
    expect(res.status).toBe(201);
    return { booking, order: res.body as Order };
  };

  /** Expects `send` answered `status` with `message` and nothing written. */
  const refusedWithoutWriting = async (
    send: () => Promise<{ status: number; body: unknown }>,
    status: number,
    message: string,
  ) => {
    const before = await rowCounts(db());
    const res = await send();
    expect(res).toMatchObject({ status, body: { success: status < 300, message } });
    expect(await rowCounts(db())).toEqual(before);
  };

  describe("the apps' orders", () => {
    it("makes a booking's order through Razorpay's Orders API and answers Razorpay's order id", async () => {
      const { booking, order } = await bookingOrder(1299.5);
      const made = fake.orders.get(order.order_id);
      expect(made).toMatchObject({ entity: 'order', amount: 129950, currency: 'INR', status: 'created' });
      expect(order).toEqual({ success: true, order_id: made?.id, amount: 1299.5, currency: 'INR' });
      const request = fake.requestsTo('POST', '/v1/orders').at(-1);
      expect(request).toMatchObject({
        auth: { keyId: fake.keyId, keySecret: fake.keySecret },
        body: {
          amount: 129950,
          currency: 'INR',
          receipt: expect.stringMatching(/^rcpt_[0-9A-Za-z]{14}$/),
          notes: { kind: 'booking', booking_id: String(booking.booking_id) },
        },
      });
      expect(await orderRow(order.order_id)).toMatchObject({
        kind: 'booking',
        booking_id: booking.booking_id,
        amount: 1299.5,
        status: 'created',
      });
    });

    it("makes a vendor's plan order through Razorpay too", async () => {
      const vendor = await insertVendor(db(), approvedColumns(null));
      const plan = await insertPlan(db(), { subscription_price: 999 });
      const res = await t.request('POST', PLAN_ORDERS, {
        token: await appToken(t, 'vendor', vendor.vendor_mobile),
        body: { subscription_id: plan.subscription_id },
      });
      expect(res.status).toBe(201);
      expect(fake.orders.get(res.body.order_id)).toMatchObject({
        amount: 99900,
        notes: { kind: 'subscription', vendor_id: String(vendor.vendor_id) },
      });
      expect(await orderRow(res.body.order_id)).toMatchObject({ kind: 'subscription', amount: 999 });
    });

    it('answers 503 and writes nothing while Razorpay is down or silent', async () => {
      const booking = await insertBooking(db(), asha, category, { service_price: 500 });
      const send = () => t.request('POST', bookingOrders(booking.booking_id), { token: ashaToken });
      fake.down(503, 1);
      await refusedWithoutWriting(send, 503, PaymentOrderMessages.providerUnavailable);
      fake.down('hang', 1);
      await refusedWithoutWriting(send, 503, PaymentOrderMessages.providerUnavailable);
      expect((await send()).status).toBe(201);
    });

    it("answers 502 with Razorpay's reason when Razorpay refuses the order, writing nothing", async () => {
      const booking = await insertBooking(db(), asha, category, { service_price: 0.5 });
      await refusedWithoutWriting(
        () => t.request('POST', bookingOrders(booking.booking_id), { token: ashaToken }),
        502,
        'The payment provider refused the order: The amount must be at least INR 1.00',
      );
    });
  });

  describe('payment.captured', () => {
    it('records the payment as the generic webhook does, from paise', async () => {
      const { booking, order } = await bookingOrder(1299.5);
      const payment = fake.capture(order.order_id);
      const eventId = newEventId();
      const res = await deliverRazorpay(t, fake.event('payment.captured', { payment }), { eventId });
      expect(res).toMatchObject({
        status: 200,
        body: { success: true, message: PaymentWebhookMessages.recorded },
      });

      const [recorded] = await paymentOf(booking.booking_id);
      expect(recorded).toMatchObject({
        customer_id: asha.customer_id,
        payment_amount: 1299.5,
        payment_ref_no: payment.id,
      });
      expect(await bookingRow(booking.booking_id)).toMatchObject({ is_booked: 1 });
      expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid', payment_id: payment.id });
      expect(events.at(-1)).toMatchObject({
        type: 'payment.captured',
        id: recorded?.payment_id,
        party: 'customer',
      });
      expect(await eventRow(eventId)).toMatchObject({
        event: 'payment.captured',
        order_id: order.order_id,
        payment_id: payment.id,
      });

      // The same booking paid through the generic webhook writes the same rows.
      const { booking: twin, order: twinOrder } = await bookingOrder(1299.5);
      await deliver(t, capturedEvent(twinOrder, 'pay_GenericTwin0001'));
      const [generic] = await paymentOf(twin.booking_id);
      const comparable = (row: typeof recorded) => {
        const { payment_id, booking_id, payment_ref_no, payment_date, created_at, updated_at, ...rest } =
          row as Record<string, unknown>;
        return rest;
      };
      expect(comparable(recorded)).toEqual(comparable(generic));
      expect((await bookingRow(twin.booking_id)).is_booked).toBe(1);
    });

    it('answers a replayed event id 200 and writes nothing', async () => {
      const { order } = await bookingOrder();
      const event = fake.event('payment.captured', { payment: fake.capture(order.order_id) });
      const eventId = newEventId();
      expect((await deliverRazorpay(t, event, { eventId })).status).toBe(200);
      await refusedWithoutWriting(
        () => deliverRazorpay(t, event, { eventId }),
        200,
        RazorpayWebhookMessages.alreadyReceived,
      );
    });

    it('without X-Razorpay-Event-Id, a second delivery is known by its payment', async () => {
      const { order } = await bookingOrder();
      const event = fake.event('payment.captured', { payment: fake.capture(order.order_id) });
      expect((await deliverRazorpay(t, event, { eventId: null })).body.message).toBe(
        PaymentWebhookMessages.recorded,
      );
      await refusedWithoutWriting(
        () => deliverRazorpay(t, event, { eventId: null }),
        200,
        RazorpayWebhookMessages.alreadyReceived,
      );
    });

    it('records 20 concurrent deliveries of one event once', async () => {
      const { booking, order } = await bookingOrder();
      const event = fake.event('payment.captured', { payment: fake.capture(order.order_id) });
      const eventId = newEventId();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => deliverRazorpay(t, event, { eventId })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(answers.filter((a) => a.body.message === PaymentWebhookMessages.recorded)).toHaveLength(1);
      expect(await paymentOf(booking.booking_id)).toHaveLength(1);
      const remembered = await db()
        .selectFrom('payment_provider_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .execute();
      expect(remembered).toHaveLength(1);
    });

    it('refuses a forged, missing or wrongly keyed signature with 401 and writes nothing', async () => {
      const { order } = await bookingOrder();
      const event = fake.event('payment.captured', { payment: fake.capture(order.order_id) });
      const bad = PaymentWebhookMessages.badSignature;
      await refusedWithoutWriting(() => deliverRazorpay(t, event, { signature: null }), 401, bad);
      await refusedWithoutWriting(() => deliverRazorpay(t, event, { signature: 'a'.repeat(64) }), 401, bad);
      // The generic webhook's secret does not sign Razorpay's webhooks.
      await refusedWithoutWriting(() => deliverRazorpay(t, event, { secret: TEST_WEBHOOK_SECRET }), 401, bad);
      // Signed bytes changed after signing: another amount.
      const signedFor = JSON.stringify(event);
      const tampered = structuredClone(event);
      if (tampered.payload.payment) tampered.payload.payment.entity.amount = 100;
      await refusedWithoutWriting(
        () => deliverRazorpay(t, tampered, { signature: webhookSignature(fake.webhookSecret, signedFor) }),
        401,
        bad,
      );
      expect(await orderRow(order.order_id)).toMatchObject({ status: 'created', payment_id: null });
    });

    it('refuses an amount that is not the order’s, and a payload without its fields, writing nothing', async () => {
      const { order } = await bookingOrder(1299.5);
      const payment = fake.capture(order.order_id, { amount: 129900 });
      await refusedWithoutWriting(
        () => deliverRazorpay(t, fake.event('payment.captured', { payment })),
        400,
        PaymentWebhookMessages.mismatch,
      );
      const res = await deliverRazorpay(t, {
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: 'pay_X', order_id: order.order_id, amount: 12.5, currency: 'INR' } },
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('payload.payment.entity.amount');
      const unknown = fake.event('payment.captured', {
        payment: { ...payment, order_id: 'order_Unknown0000000', amount: 129950 },
      });
      await refusedWithoutWriting(
        () => deliverRazorpay(t, unknown),
        404,
        PaymentWebhookMessages.orderNotFound,
      );
    });
  });

  describe('payment.failed', () => {
    it('records why the payment failed and leaves the order open for another attempt', async () => {
      const { order } = await bookingOrder();
      const payment = fake.failPayment(order.order_id);
      const eventId = newEventId();
      const res = await deliverRazorpay(t, fake.event('payment.failed', { payment }), { eventId });
      expect(res).toMatchObject({
        status: 200,
        body: { success: true, message: RazorpayWebhookMessages.paymentFailureRecorded },
      });
      expect(await eventRow(eventId)).toMatchObject({
        event: 'payment.failed',
        order_id: order.order_id,
        payment_id: payment.id,
        detail: 'BAD_REQUEST_ERROR: Payment failed because the UPI PIN was incorrect. (incorrect_pin)',
      });
      expect(await orderRow(order.order_id)).toMatchObject({ status: 'created', payment_id: null });
      // Paid at the next attempt.
      const paid = await deliverRazorpay(
        t,
        fake.event('payment.captured', { payment: fake.capture(order.order_id) }),
      );
      expect(paid.body.message).toBe(PaymentWebhookMessages.recorded);
    });
  });

  describe('refund.processed and refund.failed', () => {
    let handlerRegistered = false;
    beforeAll(() => {
      // Stands in for the refunds module's handler (modules/refunds, tested there): what the route hands over.
      vi.spyOn(t.app.shared.refundSettlements, 'settle').mockImplementation(async (settlement) => {
        settlements.push(settlement);
        return settle(settlement);
      });
      handlerRegistered = t.app.shared.refundSettlements.handled;
    });

    /** A pending refund at the fake of a captured payment of a booking. */
    const pendingRefund = async (receipt: string) => {
      const { order } = await bookingOrder(1000);
      const payment = fake.capture(order.order_id);
      const refund = await t.app.shared.paymentProvider.requestRefund({
        providerPaymentId: payment.id,
        amountPaise: 40000,
        receipt,
        notes: { reason: 'Customer cancelled' },
      });
      return { payment, refund };
    };

    it('hands refund.processed to the refunds handler, in paise, and answers its message', async () => {
      expect(handlerRegistered).toBe(true);
      const { payment, refund } = await pendingRefund('refund_101');
      const settled = fake.settleRefund(refund.id, 'processed');
      const event = fake.event('refund.processed', {
        refund: settled,
        payment: fake.payments.get(payment.id),
      });
      const eventId = newEventId();
      const res = await deliverRazorpay(t, event, { eventId });
      expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Refund settled' } });
      expect(settlements.at(-1)).toEqual({
        providerRefundId: refund.id,
        providerPaymentId: payment.id,
        receipt: 'refund_101',
        status: 'processed',
        amountPaise: 40000,
        processedAt: new Date(event.created_at * 1000).toISOString(),
        eventId,
      });
      // A second delivery is not handed over again.
      const handed = settlements.length;
      await refusedWithoutWriting(
        () => deliverRazorpay(t, event, { eventId }),
        200,
        RazorpayWebhookMessages.alreadyReceived,
      );
      expect(settlements).toHaveLength(handed);
    });

    it('hands refund.failed over as failed', async () => {
      const { refund } = await pendingRefund('refund_102');
      const event = fake.event('refund.failed', { refund: fake.settleRefund(refund.id, 'failed') });
      expect((await deliverRazorpay(t, event)).status).toBe(200);
      expect(settlements.at(-1)).toMatchObject({
        providerRefundId: refund.id,
        status: 'failed',
        amountPaise: 40000,
      });
    });

    it('answers the handler’s failure, remembers nothing, and hands the next delivery over again', async () => {
      const { refund } = await pendingRefund('refund_103');
      const event = fake.event('refund.processed', { refund: fake.settleRefund(refund.id, 'processed') });
      const eventId = newEventId();
      settle = async () => {
        throw serviceUnavailable('The refunds could not be updated now');
      };
      const failed = await deliverRazorpay(t, event, { eventId });
      expect(failed).toMatchObject({
        status: 503,
        body: { message: 'The refunds could not be updated now' },
      });
      expect(await eventRow(eventId)).toBeUndefined();
      settle = async () => 'Refund settled';
      const handed = settlements.length;
      expect((await deliverRazorpay(t, event, { eventId })).body.message).toBe('Refund settled');
      expect(settlements).toHaveLength(handed + 1);
    });

    it('refuses a refund entity without its amount (400), before the handler', async () => {
      const handed = settlements.length;
      const res = await deliverRazorpay(t, {
        entity: 'event',
        event: 'refund.processed',
        payload: { refund: { entity: { id: 'rfnd_X', payment_id: 'pay_X', status: 'processed' } } },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('payload.refund.entity.amount');
      expect(settlements).toHaveLength(handed);
    });
  });

  it('ignores other events, writing nothing', async () => {
    const { order } = await bookingOrder();
    const paidOrder = fake.orders.get(order.order_id);
    await refusedWithoutWriting(
      () => deliverRazorpay(t, fake.event('order.paid', { order: paidOrder })),
      200,
      PaymentWebhookMessages.ignored,
    );
  });

  it('refuses an unsigned body with 401 before reading it', async () => {
    const res = await t.request('POST', RAZORPAY_WEBHOOK, { body: { event: 'payment.captured' } });
    expect(res.status).toBe(401);
  });
});

describe(`the Razorpay webhook when nothing handles refunds (${testDialect})`, () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp(fake.env());
    // The refunds module registers its handler in every app; RefundSettlements answers null without one.
    vi.spyOn(t.app.shared.refundSettlements, 'settle').mockResolvedValue(null);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers a refund settlement 200 Event ignored while nothing handles refunds, and remembers nothing', async () => {
    const refund: RazorpayRefund = {
      id: 'rfnd_Nobody00000001',
      entity: 'refund',
      amount: 10000,
      currency: 'INR',
      payment_id: 'pay_Nobody000000001',
      notes: [],
      receipt: 'refund_1',
      acquirer_data: { arn: null },
      created_at: 1_700_000_000,
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    const before = await rowCounts(t.database.handle.db);
    const res = await deliverRazorpay(t, fake.event('refund.processed', { refund }));
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: PaymentWebhookMessages.ignored },
    });
    expect(await rowCounts(t.database.handle.db)).toEqual(before);
  });

  it('RefundSettlements answers null until a handler is registered, and takes one handler only', async () => {
    const settlements = new RefundSettlements();
    const settlement: ProviderRefundSettlement = {
      providerRefundId: 'rfnd_Nobody00000001',
      providerPaymentId: 'pay_Nobody000000001',
      receipt: null,
      status: 'processed',
      amountPaise: 100,
      processedAt: new Date().toISOString(),
      eventId: null,
    };
    expect(settlements.handled).toBe(false);
    expect(await settlements.settle(settlement, t.app.log)).toBeNull();
    settlements.handle(async () => 'Handled');
    expect(await settlements.settle(settlement, t.app.log)).toBe('Handled');
    expect(() => settlements.handle(async () => 'Again')).toThrow('already registered');
    // The app's own has the refunds module's.
    expect(t.app.shared.refundSettlements.handled).toBe(true);
  });
});
