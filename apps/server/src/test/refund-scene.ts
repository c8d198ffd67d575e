import type { LiveEvent } from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { RazorpayPayment } from '../adapters/payments/razorpay-entities';
import type {
  CustomerServiceBookingsTable,
  CustomersTable,
  ServiceCategoriesTable,
} from '../db/schema/marketplace-tables';
import { appToken } from './app-tokens';
import { insertBooking, insertCategory, insertCustomer } from './factories';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay';
import { onLiveEvent } from './live-events';
import { deliverRazorpay } from './razorpay-webhook';
import { createTestApp, type TestApp } from './test-app';

export const refundsOf = (paymentId: number) => `/api/v1/admin/data/payments/${paymentId}/refunds`;

/** A booking paid through (the fake) Razorpay: the order, the capture and its webhook, as in production. */
export interface PaidBooking {
  booking: Selectable<CustomerServiceBookingsTable>;
  /** The customer payment's id (customer_payments.payment_id). */
  paymentId: number;
  /** Razorpay's payment entity. */
  payment: RazorpayPayment;
}

export interface RefundScene {
  fake: FakeRazorpay;
  t: TestApp;
  /** An owner with two-step sign-in on and a code entered (step-up), and its id. */
  owner: string;
  category: Selectable<ServiceCategoriesTable>;
  customer: Selectable<CustomersTable>;
  customerToken: string;
  /** Every live event the app told admins of, in order. */
  events: LiveEvent[];
}

/**
 * The scene the refund tests start from, built before the file's tests and closed after them: the fake
 * Razorpay server and an app using it (PAYMENT_PROVIDER=razorpay; `env` adds to it), an owner with step-up,
 * a Plumbing category and a customer signed in to the customer app. The fake answers again before each test.
 */
export function refundScene(env: Record<string, string> = {}) {
  const scene = { events: [] as LiveEvent[] } as RefundScene;
  const db = () => scene.t.database.handle.db;
  beforeAll(async () => {
    scene.fake = await startFakeRazorpay();
    scene.t = await createTestApp(
      scene.fake.env({ OUTBOX_POLL_MS: '50', RAZORPAY_TIMEOUT_MS: '5000', ...env }),
    );
    onLiveEvent(scene.t.app, (event) => scene.events.push(event));
    scene.owner = await scene.t.login();
    await scene.t.enableMfa(scene.owner);
    scene.category = await insertCategory(db(), { service_category_name: 'Plumbing' });
    scene.customer = await insertCustomer(db(), { customer_name: 'Asha Menon' });
    scene.customerToken = await appToken(scene.t, 'customer', scene.customer.mobile!);
  }, 60_000);
  afterAll(async () => {
    await scene.t?.close();
    await scene.fake?.close();
  });
  beforeEach(() => scene.fake?.up());

  /** A booking of the customer for `price` rupees, paid: its order at Razorpay, captured, its webhook delivered. */
  async function paidBooking(
    price: number,
    overrides: Parameters<typeof insertBooking>[3] = {},
  ): Promise<PaidBooking> {
    const booking = await insertBooking(db(), scene.customer, scene.category, {
      service_price: price,
      ...overrides,
    });
    const order = await scene.t.request('POST', `/api/v1/customer/me/bookings/${booking.booking_id}/orders`, {
      token: scene.customerToken,
    });
    expect(order.status).toBe(201);
    const payment = scene.fake.capture(order.body.order_id);
    const captured = await deliverRazorpay(scene.t, scene.fake.event('payment.captured', { payment }));
    expect(captured.status).toBe(200);
    const row = await db()
      .selectFrom('customer_payments')
      .select('payment_id')
      .where('booking_id', '=', booking.booking_id)
      .executeTakeFirstOrThrow();
    return { booking, paymentId: row.payment_id, payment };
  }

  const refundRow = (refundId: number) =>
    db().selectFrom('refunds').selectAll().where('refund_id', '=', refundId).executeTakeFirstOrThrow();

  /** Waits (polling) until `condition` holds; fails after `timeoutMs`. */
  async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Waits until the refund's status is `status`, and answers its row. */
  async function refundReaches(refundId: number, status: string, timeoutMs?: number) {
    await until(async () => (await refundRow(refundId)).status === status, timeoutMs);
    return refundRow(refundId);
  }

  /**
   * Razorpay finishes the refund (`processed` or `failed`) and sends its webhook to the app, signed, as it
   * does; answers the webhook's response.
   */
  async function settleAtProvider(providerRefundId: string, status: 'processed' | 'failed') {
    const refund = scene.fake.settleRefund(providerRefundId, status);
    const payment = scene.fake.payments.get(refund.payment_id);
    return scene.fake.sendWebhook(
      `${scene.t.baseUrl}/api/v1/payments/razorpay/webhook`,
      scene.fake.event(`refund.${status}`, { refund, ...(payment ? { payment } : {}) }),
    );
  }

  /** The admin's refund of a payment over HTTP (the owner's token unless given). */
  const refund = (paymentId: number, body: unknown, token = scene.owner, headers?: Record<string, string>) =>
    scene.t.request('POST', refundsOf(paymentId), { token, body, ...(headers ? { headers } : {}) });

  /** The payment as GET allpaymentdetails shows it. */
  async function paymentShown(paymentId: number) {
    const res = await scene.t.request('GET', `/api/v1/admin/data/allpaymentdetails?limit=1000`, {
      token: scene.owner,
    });
    expect(res.status).toBe(200);
    return (res.body.data as Array<Record<string, unknown>>).find((p) => p.payment_id === paymentId);
  }

  return Object.assign(scene, {
    db,
    paidBooking,
    refundRow,
    until,
    refundReaches,
    settleAtProvider,
    refund,
    paymentShown,
  });
}
