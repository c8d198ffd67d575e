import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../test/fake-razorpay';
import { ProviderRejectedError, ProviderUnavailableError } from './payment-provider';
import { createRazorpayProvider } from './razorpay';

describe('the razorpay adapter against a Razorpay-like server', () => {
  let fake: FakeRazorpay;
  const provider = (options: { keySecret?: string; timeoutMs?: number } = {}) =>
    createRazorpayProvider({
      keyId: fake.keyId,
      keySecret: options.keySecret ?? fake.keySecret,
      apiUrl: fake.url,
      timeoutMs: options.timeoutMs ?? 2000,
    });

  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterEach(() => fake.up());
  afterAll(() => fake.close());

  /** A captured payment of `paise` at the fake (an order paid through checkout). */
  const capturedPayment = async (paise: number) => {
    const order = await provider().createOrder({
      amountPaise: paise,
      receipt: `rcpt_${paise}_${Date.now()}`,
    });
    return fake.capture(order.id);
  };

  describe('orders', () => {
    it('creates an order through POST /v1/orders with basic auth, in paise, and answers its order_ id', async () => {
      const order = await provider().createOrder({
        amountPaise: 129950,
        receipt: 'rcpt_booking_42',
        notes: { kind: 'booking', booking_id: '42' },
      });
      expect(order).toEqual({
        id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
        amountPaise: 129950,
        currency: 'INR',
        status: 'created',
      });
      const [request] = fake.requestsTo('POST', '/v1/orders').slice(-1);
      expect(request).toMatchObject({
        auth: { keyId: fake.keyId, keySecret: fake.keySecret },
        body: {
          amount: 129950,
          currency: 'INR',
          receipt: 'rcpt_booking_42',
          notes: { kind: 'booking', booking_id: '42' },
        },
      });
      expect(fake.orders.get(order.id)).toMatchObject({
        entity: 'order',
        amount: 129950,
        amount_due: 129950,
      });
    });

    it("refuses with Razorpay's description when Razorpay refuses the order (400)", async () => {
      const refused = provider().createOrder({ amountPaise: 50, receipt: 'rcpt_too_small' });
      await expect(refused).rejects.toBeInstanceOf(ProviderRejectedError);
      await expect(refused).rejects.toMatchObject({
        message: 'The amount must be at least INR 1.00',
        status: 400,
        code: 'BAD_REQUEST_ERROR',
        field: 'amount',
      });
    });
  });

  describe('refunds', () => {
    it('asks POST /v1/payments/{id}/refund with the amount in paise, speed normal, the receipt and notes', async () => {
      const payment = await capturedPayment(50000);
      const refund = await provider().requestRefund({
        providerPaymentId: payment.id,
        amountPaise: 12550,
        receipt: 'refund_7',
        notes: { reason: 'Customer cancelled', refund_id: '7' },
      });
      expect(refund).toEqual({
        id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
        providerPaymentId: payment.id,
        amountPaise: 12550,
        status: 'pending',
        receipt: 'refund_7',
      });
      const [request] = fake.requestsTo('POST', `/v1/payments/${payment.id}/refund`);
      expect(request).toMatchObject({
        auth: { keyId: fake.keyId, keySecret: fake.keySecret },
        body: {
          amount: 12550,
          speed: 'normal',
          receipt: 'refund_7',
          notes: { reason: 'Customer cancelled', refund_id: '7' },
        },
      });
    });

    it('cuts notes to the 256 characters Razorpay keeps, rather than have the refund refused', async () => {
      const payment = await capturedPayment(10000);
      await provider().requestRefund({
        providerPaymentId: payment.id,
        amountPaise: 10000,
        receipt: 'refund_long_reason',
        notes: { reason: 'x'.repeat(300) },
      });
      const body = fake.requestsTo('POST', `/v1/payments/${payment.id}/refund`)[0]?.body;
      expect((body as { notes: { reason: string } }).notes.reason).toHaveLength(256);
    });

    it('finds a refund by its receipt among the payment’s refunds (GET …/refunds), or answers null', async () => {
      const payment = await capturedPayment(100000);
      const asked = await provider().requestRefund({
        providerPaymentId: payment.id,
        amountPaise: 20000,
        receipt: 'refund_11',
      });
      await provider().requestRefund({
        providerPaymentId: payment.id,
        amountPaise: 10000,
        receipt: 'refund_12',
      });

      expect(await provider().findRefund({ providerPaymentId: payment.id, receipt: 'refund_11' })).toEqual(
        asked,
      );
      expect(await provider().findRefund({ providerPaymentId: payment.id, receipt: 'refund_99' })).toBeNull();
      const lists = fake.requestsTo('GET', `/v1/payments/${payment.id}/refunds`);
      expect(lists.at(-1)).toMatchObject({
        auth: { keyId: fake.keyId, keySecret: fake.keySecret },
        query: { count: '100', skip: '0' },
      });
    });

    it('pages through more than 100 refunds of a payment to find one', async () => {
      const payment = await capturedPayment(500000);
      for (let i = 0; i < 120; i++) {
        await provider().requestRefund({
          providerPaymentId: payment.id,
          amountPaise: 100,
          receipt: `many_${i}`,
        });
      }
      // The fake lists the newest first: the first refund is on the second page.
      const found = await provider().findRefund({ providerPaymentId: payment.id, receipt: 'many_0' });
      expect(found).toMatchObject({ amountPaise: 100, receipt: 'many_0' });
      expect(
        fake.requestsTo('GET', `/v1/payments/${payment.id}/refunds`).map((request) => request.query.skip),
      ).toEqual(['0', '100']);
    });

    it("maps Razorpay's 400 error body to ProviderRejectedError with its description", async () => {
      const payment = await capturedPayment(10000);
      const refused = provider().requestRefund({
        providerPaymentId: payment.id,
        amountPaise: 10001,
        receipt: 'refund_too_much',
      });
      await expect(refused).rejects.toBeInstanceOf(ProviderRejectedError);
      await expect(refused).rejects.toMatchObject({
        message: 'The refund amount provided is greater than the amount not refunded yet',
        status: 400,
        code: 'BAD_REQUEST_ERROR',
      });
      await expect(
        provider().findRefund({ providerPaymentId: 'pay_Unknown0000000', receipt: 'x' }),
      ).rejects.toMatchObject({ name: 'ProviderRejectedError', message: 'The id provided does not exist' });
    });
  });

  describe('when Razorpay cannot answer', () => {
    it('a 503 is ProviderUnavailableError, and the next call goes through', async () => {
      const payment = await capturedPayment(10000);
      fake.down(503, 1);
      const failed = provider().requestRefund({
        providerPaymentId: payment.id,
        amountPaise: 5000,
        receipt: 'refund_after_503',
      });
      await expect(failed).rejects.toBeInstanceOf(ProviderUnavailableError);
      await expect(failed).rejects.toMatchObject({ status: 503 });
      expect(
        await provider().findRefund({ providerPaymentId: payment.id, receipt: 'refund_after_503' }),
      ).toBeNull();
      await expect(
        provider().requestRefund({
          providerPaymentId: payment.id,
          amountPaise: 5000,
          receipt: 'refund_after_503',
        }),
      ).resolves.toMatchObject({ status: 'pending' });
    });

    it('a 429 is ProviderUnavailableError too', async () => {
      fake.down(429, 1);
      await expect(provider().createOrder({ amountPaise: 10000, receipt: 'r429' })).rejects.toMatchObject({
        name: 'ProviderUnavailableError',
        status: 429,
      });
    });

    it('no answer within the timeout is ProviderUnavailableError', async () => {
      fake.down('hang', 1);
      const startedAt = Date.now();
      await expect(
        provider({ timeoutMs: 200 }).createOrder({ amountPaise: 10000, receipt: 'r_hang' }),
      ).rejects.toMatchObject({
        name: 'ProviderUnavailableError',
        message: 'Razorpay did not answer POST /v1/orders within 200 ms',
      });
      expect(Date.now() - startedAt).toBeLessThan(1900);
      // On a busy machine the fake may read the request only after the client gave up on it.
      await vi.waitFor(() => expect(fake.requestsTo('POST', '/v1/orders').at(-1)?.answered).toBe('hang'));
    });

    it('a server that is not there is ProviderUnavailableError', async () => {
      const gone = createRazorpayProvider({
        keyId: 'k',
        keySecret: 's',
        apiUrl: 'http://127.0.0.1:9',
        timeoutMs: 2000,
      });
      await expect(gone.createOrder({ amountPaise: 10000, receipt: 'r' })).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
    });

    it('a refused key is unavailable (our configuration), and its message names no secret', async () => {
      const failed = provider({ keySecret: 'wrong-secret' }).createOrder({
        amountPaise: 10000,
        receipt: 'r401',
      });
      await expect(failed).rejects.toBeInstanceOf(ProviderUnavailableError);
      const error = (await failed.catch((e: unknown) => e)) as Error;
      expect(error.message).toContain('401');
      expect(error.message).not.toContain('wrong-secret');
      expect(error.message).not.toContain(fake.keySecret);
    });
  });
});
