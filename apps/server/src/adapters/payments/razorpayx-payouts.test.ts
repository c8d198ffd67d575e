import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RAZORPAYX_ACCOUNT_NUMBER,
  type FakeRazorpay,
  startFakeRazorpay,
} from '../../test/fake-razorpay';
import { ProviderRejectedError, ProviderUnavailableError, type RequestPayoutInput } from './payment-provider';
import { createRazorpayProvider } from './razorpay';

/** RazorpayX's composite payout (docs/product/payouts.md#razorpayx) against a server answering as its documentation shows. */
describe('the razorpay adapter: RazorpayX payouts', () => {
  let fake: FakeRazorpay;
  const provider = (options: { accountNumber?: string; timeoutMs?: number } = {}) =>
    createRazorpayProvider({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      apiUrl: fake.url,
      timeoutMs: options.timeoutMs ?? 2000,
      payoutAccountNumber: options.accountNumber ?? FAKE_RAZORPAYX_ACCOUNT_NUMBER,
    });
  const input = (id: number, overrides: Partial<RequestPayoutInput> = {}): RequestPayoutInput => ({
    amountPaise: 115_205,
    referenceId: `payout:${id}`,
    idempotencyKey: `seva-payout-${id}`,
    bankAccount: { name: "Ravi D'Souza", ifsc: 'HDFC0001234', accountNumber: '50100123456789' },
    contact: { name: "Ravi D'Souza", phone: '9876543210', email: null, referenceId: 'vendor:7' },
    notes: { payout_id: String(id) },
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterEach(() => fake.up());
  afterAll(() => fake.close());

  it('POSTs /v1/payouts with basic auth, paise, IMPS, the account to pay from and X-Payout-Idempotency', async () => {
    const payout = await provider().requestPayout(input(1));
    expect(payout).toEqual({
      id: expect.stringMatching(/^pout_[0-9A-Za-z]{14}$/),
      amountPaise: 115_205,
      status: 'processing',
      referenceId: 'payout:1',
      utr: null,
      failureReason: null,
    });
    const [request] = fake.requestsTo('POST', '/v1/payouts');
    expect(request).toMatchObject({
      auth: { keyId: fake.keyId, keySecret: fake.keySecret },
      idempotencyKey: 'seva-payout-1',
      body: {
        account_number: FAKE_RAZORPAYX_ACCOUNT_NUMBER,
        amount: 115_205,
        currency: 'INR',
        mode: 'IMPS',
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: 'payout:1',
        fund_account: {
          account_type: 'bank_account',
          bank_account: { name: 'Ravi D’Souza', ifsc: 'HDFC0001234', account_number: '50100123456789' },
          contact: { name: 'Ravi D’Souza', contact: '9876543210', type: 'vendor', reference_id: 'vendor:7' },
        },
      },
    });
    expect(request?.body).not.toHaveProperty('fund_account.contact.email');
  });

  it('sends more than ₹5,00,000 by NEFT', async () => {
    await provider().requestPayout(input(2, { amountPaise: 50_000_001 }));
    expect(fake.requestsTo('POST', '/v1/payouts').at(-1)?.body).toMatchObject({ mode: 'NEFT' });
  });

  it('the same idempotency key answers the same payout: a retry after a lost answer pays once', async () => {
    fake.loseAnswers('POST', /^\/v1\/payouts$/);
    await expect(provider({ timeoutMs: 300 }).requestPayout(input(3))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    const again = await provider().requestPayout(input(3));
    const made = [...fake.payouts.values()].filter((p) => p.reference_id === 'payout:3');
    expect(made).toHaveLength(1);
    expect(again.id).toBe(made[0]?.id);
  });

  it("answers RazorpayX's error bodies: a refusal is ProviderRejectedError with its description, an outage is unavailable", async () => {
    await provider().requestPayout(input(4));
    // The same key with another body.
    const other = provider().requestPayout(input(4, { amountPaise: 99_999 }));
    await expect(other).rejects.toBeInstanceOf(ProviderRejectedError);
    await expect(other).rejects.toMatchObject({
      message: 'Different request body sent for the same Idempotency Header',
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      field: 'X-Payout-Idempotency',
    });
    await expect(provider().requestPayout(input(5, { amountPaise: 99 }))).rejects.toMatchObject({
      name: 'ProviderRejectedError',
      message: 'The amount must be at least INR 1.00',
      field: 'amount',
    });
    await expect(
      provider().requestPayout(
        input(6, { bankAccount: { name: 'Ravi', ifsc: 'HDFC1234', accountNumber: '12345678' } }),
      ),
    ).rejects.toMatchObject({ message: 'Invalid IFSC Code in Bank Account' });
    await expect(provider({ accountNumber: '1111' }).requestPayout(input(7))).rejects.toMatchObject({
      message: 'The account number is invalid.',
      field: 'account_number',
    });
    fake.down(503, 1);
    await expect(provider().requestPayout(input(8))).rejects.toMatchObject({
      name: 'ProviderUnavailableError',
      status: 503,
    });
    expect((await provider().requestPayout(input(8))).status).toBe('processing');
  });

  it('refuses a request without the idempotency header, as RazorpayX does', async () => {
    const response = await fetch(`${fake.url}/v1/payouts`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ account_number: FAKE_RAZORPAYX_ACCOUNT_NUMBER, amount: 1000 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Idempotency key is missing. Include idempotency header and key in the request.',
        field: 'X-Payout-Idempotency',
      },
    });
  });
});
