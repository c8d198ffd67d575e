import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay';
import type { RazorpayWebhookEvent } from './razorpay-entities';
import { createSimulatedProvider } from './simulated';

/** Where Razorpay (and the simulated provider) sends its webhooks, under this server's address. */
export const RAZORPAY_WEBHOOK_PATH = '/api/v1/payments/razorpay/webhook';

/** How long the simulated provider's webhook to this server may take. */
const SELF_WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The provider PAYMENT_PROVIDER names. `server` is this app's HTTP server: the simulated provider
 * settles refunds by webhooks to it, signed like Razorpay's.
 */
export function createPaymentProvider(
  config: Config,
  logger: FastifyBaseLogger,
  server: Server,
): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'razorpay') {
    const { keyId, keySecret, apiUrl, timeoutMs, payoutAccountNumber } = payments.razorpay;
    // loadConfig refuses razorpay without both (config.ts).
    if (!keyId || !keySecret) throw new Error('razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    return createRazorpayProvider({ keyId, keySecret, apiUrl, timeoutMs, payoutAccountNumber, logger });
  }
  return createSimulatedProvider({
    refundDelayMs: payments.simulatedRefundDelayMs,
    logger,
    deliver: (event, eventId) => deliverToSelf(server, payments.webhookSecret, event, eventId),
  });
}

/** POSTs `event` to this server's Razorpay webhook route, signed: the status it answered. */
async function deliverToSelf(
  server: Server,
  secret: string | undefined,
  event: RazorpayWebhookEvent,
  eventId: string,
): Promise<number> {
  if (!secret) throw new Error('no webhook secret (RAZORPAY_WEBHOOK_SECRET or PAYMENT_WEBHOOK_SECRET)');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  const raw = JSON.stringify(event);
  const response = await fetch(`http://${host}:${address.port}${RAZORPAY_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [RAZORPAY_SIGNATURE_HEADER]: createHmac('sha256', secret).update(raw).digest('hex'),
      [RAZORPAY_EVENT_ID_HEADER]: eventId,
    },
    body: raw,
    signal: AbortSignal.timeout(SELF_WEBHOOK_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}
