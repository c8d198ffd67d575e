import { createServer, type IncomingHttpHeaders } from 'node:http';
import { ORDER_ID_PATTERN, PaymentWebhookMessages } from '@seva/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { webhookSignature } from '../../modules/payment-orders/webhook-signature';
import { TEST_WEBHOOK_SECRET } from '../../test/payment-webhook';
import { deliverRazorpay } from '../../test/razorpay-webhook';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { createPaymentProvider, RAZORPAY_WEBHOOK_PATH } from './index';
import type { RazorpayWebhookEvent } from './razorpay-entities';
import type { ProviderRefundSettlement } from './refund-settlements';
import { createSimulatedProvider } from './simulated';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, at most `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('not settled in time');
    await sleep(10);
  }
}

describe(`the simulated provider settles refunds by a signed webhook to its own server (${testDialect})`, () => {
  let t: TestApp;
  const settlements: ProviderRefundSettlement[] = [];

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, SIMULATED_REFUND_DELAY_MS: '50' });
    // Stands in for the refunds module's handler (tested in modules/refunds): what the webhook hands over.
    vi.spyOn(t.app.shared.refundSettlements, 'settle').mockImplementation(async (settlement) => {
      settlements.push(settlement);
      return 'Refund settled';
    });
  });
  afterAll(() => t.close());

  const provider = () => t.app.shared.paymentProvider;
  const remembered = (eventId: string) =>
    t.database.handle.db
      .selectFrom('payment_provider_events')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirst();

  it('is the default provider, and makes orders as before', async () => {
    expect(provider().name).toBe('simulated');
    const order = await provider().createOrder({ amountPaise: 49900, receipt: 'rcpt_1' });
    expect(order).toEqual({
      id: expect.stringMatching(ORDER_ID_PATTERN),
      amountPaise: 49900,
      currency: 'INR',
      status: 'created',
    });
  });

  it('accepts a refund at once, then settles it processed through POST /payments/razorpay/webhook', async () => {
    const refund = await provider().requestRefund({
      providerPaymentId: 'pay_Simulated000001',
      amountPaise: 25000,
      receipt: 'refund_1',
      notes: { reason: 'Customer cancelled' },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      providerPaymentId: 'pay_Simulated000001',
      amountPaise: 25000,
      status: 'pending',
      receipt: 'refund_1',
    });
    expect(settlements.find((s) => s.providerRefundId === refund.id)).toBeUndefined();

    await eventually(() => settlements.some((s) => s.providerRefundId === refund.id));
    const settlement = settlements.find((s) => s.providerRefundId === refund.id);
    expect(settlement).toEqual({
      providerRefundId: refund.id,
      providerPaymentId: 'pay_Simulated000001',
      receipt: 'refund_1',
      status: 'processed',
      amountPaise: 25000,
      processedAt: expect.any(String),
      eventId: `${refund.id}_processed`,
    });
    // The webhook passed the route's signature check and was remembered like Razorpay's (its transaction
    // may commit just after the settlement is announced).
    await expect
      .poll(() => remembered(`${refund.id}_processed`))
      .toMatchObject({
        event: 'refund.processed',
        refund_id: refund.id,
        payment_id: 'pay_Simulated000001',
      });
    // Its own record follows once the webhook was answered.
    await expect
      .poll(() => provider().findRefund({ providerPaymentId: 'pay_Simulated000001', receipt: 'refund_1' }))
      .toMatchObject({ id: refund.id, status: 'processed' });
  });

  it('fails a refund whose reason says FAIL, by refund.failed', async () => {
    const refund = await provider().requestRefund({
      providerPaymentId: 'pay_Simulated000002',
      amountPaise: 10000,
      receipt: 'refund_2',
      notes: { reason: 'Please FAIL this one' },
    });
    await eventually(() => settlements.some((s) => s.providerRefundId === refund.id));
    expect(settlements.find((s) => s.providerRefundId === refund.id)).toMatchObject({ status: 'failed' });
    await expect.poll(() => remembered(`${refund.id}_failed`)).toMatchObject({ event: 'refund.failed' });
  });

  it('answers the same refund, and settles it once, when asked again with the same receipt', async () => {
    const input = { providerPaymentId: 'pay_Simulated000003', amountPaise: 5000, receipt: 'refund_3' };
    const first = await provider().requestRefund(input);
    const again = await provider().requestRefund(input);
    expect(again.id).toBe(first.id);
    expect(await provider().findRefund(input)).toMatchObject({ id: first.id });
    await eventually(() => settlements.some((s) => s.providerRefundId === first.id));
    await sleep(200);
    expect(settlements.filter((s) => s.providerRefundId === first.id)).toHaveLength(1);
  });

  it('finds no refund that was never asked for', async () => {
    expect(
      await provider().findRefund({ providerPaymentId: 'pay_Simulated000009', receipt: 'nothing' }),
    ).toBeNull();
  });
});

describe(`the Razorpay webhook without a secret (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503: nothing can be verified', async () => {
    const res = await deliverRazorpay(t, { entity: 'event', event: 'refund.processed', payload: {} });
    expect(res).toMatchObject({ status: 503, body: { message: PaymentWebhookMessages.notConfigured } });
  });
});

describe('the simulated provider alone', () => {
  it('tries a settlement webhook that was not accepted again, with the same event id', async () => {
    const sent: { event: RazorpayWebhookEvent; eventId: string }[] = [];
    const answers = [503, 200];
    const provider = createSimulatedProvider({
      refundDelayMs: 20,
      logger: silent,
      deliver: async (event, eventId) => {
        sent.push({ event, eventId });
        return answers.shift() ?? 200;
      },
    });
    await provider.requestRefund({ providerPaymentId: 'pay_A', amountPaise: 100, receipt: 'r1' });
    expect(sent).toHaveLength(0);
    await eventually(() => sent.length === 2);
    expect(sent[0]?.eventId).toBe(sent[1]?.eventId);
    expect(sent[1]?.event).toMatchObject({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund'],
      payload: {
        refund: { entity: { entity: 'refund', payment_id: 'pay_A', amount: 100, status: 'processed' } },
      },
    });
    await sleep(100);
    expect(sent).toHaveLength(2);
    provider.close?.();
  });

  it('sends nothing once closed: the refund stays as it was', async () => {
    let sent = 0;
    const provider = createSimulatedProvider({
      refundDelayMs: 20,
      logger: silent,
      deliver: async () => {
        sent++;
        return 200;
      },
    });
    await provider.requestRefund({ providerPaymentId: 'pay_B', amountPaise: 100, receipt: 'r1' });
    provider.close?.();
    await sleep(100);
    expect(sent).toBe(0);
    expect(await provider.findRefund({ providerPaymentId: 'pay_B', receipt: 'r1' })).toMatchObject({
      status: 'pending',
    });
  });
});

describe('createPaymentProvider', () => {
  it('gives the simulated provider a webhook to its own server, signed, even listening on every interface', async () => {
    const received: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ url: request.url, headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const secret = 'generated-webhook-secret-0123456789';
    const config = loadConfig({ PAYMENT_WEBHOOK_SECRET: secret, SIMULATED_REFUND_DELAY_MS: '10' });
    const provider = createPaymentProvider(config, silent, server);
    try {
      await provider.requestRefund({ providerPaymentId: 'pay_C', amountPaise: 300, receipt: 'r1' });
      await eventually(() => received.length === 1);
      const [webhook] = received;
      expect(webhook?.url).toBe(RAZORPAY_WEBHOOK_PATH);
      expect(webhook?.headers['x-razorpay-signature']).toBe(webhookSignature(secret, webhook?.body ?? ''));
      expect(webhook?.headers['x-razorpay-event-id']).toMatch(/^rfnd_[0-9A-Za-z]{14}_processed$/);
      expect(JSON.parse(webhook?.body ?? '{}')).toMatchObject({ event: 'refund.processed' });
    } finally {
      provider.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('makes the razorpay provider from the configuration', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    });
    expect(createPaymentProvider(config, silent, createServer()).name).toBe('razorpay');
  });
});
