import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CreateOrderInput,
  FindRefundInput,
  PaymentProvider,
  ProviderOrder,
  ProviderPayout,
  ProviderRefund,
  RequestPayoutInput,
  RequestRefundInput,
} from './payment-provider';
import { newOrderId } from './provider-ids';
import { payoutOf } from './razorpay';
import type { RazorpayPayout, RazorpayRefund, RazorpayWebhookEvent } from './razorpay-entities';

export interface SimulatedOptions {
  /** How long after a refund or a payout is accepted its webhook is sent (SIMULATED_REFUND_DELAY_MS). */
  refundDelayMs: number;
  /**
   * Sends a Razorpay-shaped webhook to this server's own POST /payments/razorpay/webhook, signed with
   * the webhook secret (adapters/payments/index.ts); resolves with the HTTP status it answered.
   */
  deliver: (event: RazorpayWebhookEvent, eventId: string) => Promise<number>;
  logger: FastifyBaseLogger;
}

/** Tries of one settlement webhook, the delay doubling after each (3 s, 6 s, 12 s, 24 s by default). */
const DELIVERY_TRIES = 5;
const FAIL_MARK = 'FAIL';
/** A payout whose notes contain it is reversed rather than processed. */
const REVERSE_MARK = 'REVERSE';
/** Refunds remembered for findRefund, at most; the oldest are forgotten first. */
const REMEMBERED_REFUNDS = 10_000;

/**
 * The simulated provider (PAYMENT_PROVIDER=simulated, the default): orders are made here (`order_` and 14
 * base62 characters) and paid by the generic webhook (POST /payments/webhook) as before; a refund is
 * accepted at once (`pending`, `rfnd_…`) and settled SIMULATED_REFUND_DELAY_MS later by a signed
 * `refund.processed` webhook this server sends to itself, or `refund.failed` when a note contains `FAIL`,
 * so both paths can be tried by hand. A payout is accepted (`processing`, `pout_…`) and settled as late by
 * a signed `payout.processed` webhook with a made-up UTR, or `payout.failed` / `payout.reversed` when a
 * note contains `FAIL` / `REVERSE`; the same idempotency key answers the same payout.
 *
 * What it remembers lives in this process: a refund's id is derived from its receipt, so asking again
 * with the same receipt answers the same refund, and findRefund finds it until the process stops. The
 * settlement's timer too: a server stopped (or killed) before it fires never sends that webhook, and the
 * refund stays `requested`. Its timers are unref'd (they keep no process alive) and close() stops them.
 */
export function createSimulatedProvider(options: SimulatedOptions): PaymentProvider {
  const refunds = new Map<string, RazorpayRefund>();
  const payouts = new Map<string, RazorpayPayout>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const key = (paymentId: string, receipt: string) => `${paymentId}\u0000${receipt}`;

  function later(ms: number, run: () => void): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  function settle(refund: RazorpayRefund): void {
    const failed = Object.values(refund.notes).some((note) => String(note).includes(FAIL_MARK));
    const settled: RazorpayRefund = {
      ...refund,
      status: failed ? 'failed' : 'processed',
      speed_processed: failed ? null : 'normal',
      acquirer_data: { arn: failed ? null : arnOf(refund.id) },
    };
    send(eventOf(failed ? 'refund.failed' : 'refund.processed', { refund: { entity: settled } }), {
      eventId: `${refund.id}_${settled.status}`,
      about: { refund: refund.id },
      unsettled: 'the refund stays requested',
      onDone: () => refunds.set(key(refund.payment_id, refund.receipt ?? ''), settled),
    });
  }

  /**
   * Sends a settlement webhook to this server, tried again (the delay doubling: 3 s, 6 s, 12 s, 24 s by
   * default) until it answers 2xx or DELIVERY_TRIES run out; `onDone` once it was taken.
   */
  function send(
    event: RazorpayWebhookEvent,
    delivery: { eventId: string; about: Record<string, string>; unsettled: string; onDone: () => void },
    attempt = 1,
  ): void {
    const what = Object.values(delivery.about).join(', ');
    const again = (why: string) => {
      if (closed) return;
      if (attempt >= DELIVERY_TRIES) {
        options.logger.error(
          { ...delivery.about, attempts: attempt },
          `simulated provider: the settlement webhook of ${what} ${why}; giving up (${delivery.unsettled})`,
        );
        return;
      }
      options.logger.warn(
        { ...delivery.about, attempt },
        `simulated provider: the settlement webhook of ${what} ${why}; trying again`,
      );
      later(Math.max(1, options.refundDelayMs) * 2 ** attempt, () => send(event, delivery, attempt + 1));
    };
    options.deliver(event, delivery.eventId).then(
      (status) => (status >= 200 && status < 300 ? delivery.onDone() : again(`answered ${status}`)),
      (error: unknown) => again(error instanceof Error ? error.message : String(error)),
    );
  }

  function settlePayout(payout: RazorpayPayout): void {
    const notes = Object.values(payout.notes).map(String);
    const status = notes.some((n) => n.includes(FAIL_MARK))
      ? 'failed'
      : notes.some((n) => n.includes(REVERSE_MARK))
        ? 'reversed'
        : 'processed';
    const settled: RazorpayPayout = {
      ...payout,
      status,
      utr: status === 'processed' ? utrOf(payout.id) : null,
      status_details:
        status === 'processed'
          ? null
          : {
              description:
                status === 'failed'
                  ? 'Payout failed as the beneficiary bank is down. Please retry after some time.'
                  : 'Payout reversed as the beneficiary account is closed.',
              source: 'beneficiary_bank',
              reason: status === 'failed' ? 'beneficiary_bank_down' : 'beneficiary_account_closed',
            },
    };
    send(eventOf(`payout.${status}`, { payout: { entity: settled } }), {
      eventId: `${payout.id}_${status}`,
      about: { payout: payout.id },
      unsettled: 'the payout stays processing',
      onDone: () => {
        for (const [held, was] of payouts) if (was.id === payout.id) payouts.set(held, settled);
      },
    });
  }

  return {
    name: 'simulated',

    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      return { id: newOrderId(), amountPaise: input.amountPaise, currency: 'INR', status: 'created' };
    },

    async requestRefund(input: RequestRefundInput): Promise<ProviderRefund> {
      const existing = refunds.get(key(input.providerPaymentId, input.receipt));
      if (existing) return providerRefundOf(existing);
      const refund: RazorpayRefund = {
        id: refundIdOf(input.providerPaymentId, input.receipt),
        entity: 'refund',
        amount: input.amountPaise,
        currency: 'INR',
        payment_id: input.providerPaymentId,
        notes: { ...input.notes },
        receipt: input.receipt,
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        batch_id: null,
        status: 'pending',
        speed_processed: null,
        speed_requested: 'normal',
      };
      refunds.set(key(refund.payment_id, input.receipt), refund);
      if (refunds.size > REMEMBERED_REFUNDS) refunds.delete(refunds.keys().next().value as string);
      later(options.refundDelayMs, () => settle(refund));
      return providerRefundOf(refund);
    },

    async findRefund(input: FindRefundInput): Promise<ProviderRefund | null> {
      const refund = refunds.get(key(input.providerPaymentId, input.receipt));
      return refund ? providerRefundOf(refund) : null;
    },

    async requestPayout(input: RequestPayoutInput): Promise<ProviderPayout> {
      const existing = payouts.get(input.idempotencyKey);
      if (existing) return payoutOf(existing);
      const payout: RazorpayPayout = {
        id: payoutIdOf(input.idempotencyKey),
        entity: 'payout',
        fund_account_id: 'fa_Simulated00000',
        amount: input.amountPaise,
        currency: 'INR',
        notes: { ...input.notes },
        fees: 0,
        tax: 0,
        status: 'processing',
        purpose: 'payout',
        utr: null,
        mode: 'IMPS',
        reference_id: input.referenceId,
        narration: 'Seva vendor payout',
        batch_id: null,
        status_details: null,
        created_at: Math.floor(Date.now() / 1000),
        fee_type: '',
      };
      payouts.set(input.idempotencyKey, payout);
      if (payouts.size > REMEMBERED_REFUNDS) payouts.delete(payouts.keys().next().value as string);
      later(options.refundDelayMs, () => settlePayout(payout));
      return payoutOf(payout);
    },

    close(): void {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

const providerRefundOf = (refund: RazorpayRefund): ProviderRefund => ({
  id: refund.id,
  providerPaymentId: refund.payment_id,
  amountPaise: refund.amount,
  status: refund.status,
  ...(refund.receipt ? { receipt: refund.receipt } : {}),
});

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `rfnd_` and 14 base62 characters from the payment and the receipt: the same refund asked for twice
 * (after a restart forgot the first) gets the same id, so its settlements name one refund.
 */
function refundIdOf(paymentId: string, receipt: string): string {
  const digest = createHash('sha256').update(`${paymentId}\u0000${receipt}`).digest();
  let id = 'rfnd_';
  for (let i = 0; i < 14; i++) id += BASE62[(digest[i] ?? 0) % BASE62.length];
  return id;
}

/** A Razorpay-shaped webhook event of `name` with `payload`, made now. */
const eventOf = (name: string, payload: RazorpayWebhookEvent['payload']): RazorpayWebhookEvent => ({
  entity: 'event',
  account_id: 'acc_Simulated00000',
  event: name,
  contains: Object.keys(payload),
  payload,
  created_at: Math.floor(Date.now() / 1000),
});

/** `pout_` and 14 base62 characters from the idempotency key: the same payout asked for twice gets one id. */
function payoutIdOf(idempotencyKey: string): string {
  const digest = createHash('sha256').update(`payout\u0000${idempotencyKey}`).digest();
  let id = 'pout_';
  for (let i = 0; i < 14; i++) id += BASE62[(digest[i] ?? 0) % BASE62.length];
  return id;
}

/** A made-up UTR of a processed payout: `SIMX` and 12 digits. */
const utrOf = (payoutId: string): string =>
  `SIMX${String(Number.parseInt(createHash('sha256').update(payoutId).digest('hex').slice(0, 12), 16))
    .padStart(12, '0')
    .slice(-12)}`;

/** A made-up acquirer reference number (ARN) of a processed refund, 14 digits. */
const arnOf = (refundId: string): string =>
  String(Number.parseInt(createHash('sha256').update(refundId).digest('hex').slice(0, 12), 16))
    .padStart(14, '0')
    .slice(-14);
