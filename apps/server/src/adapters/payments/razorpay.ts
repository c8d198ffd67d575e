import type { FastifyBaseLogger } from 'fastify';
import {
  type CreateOrderInput,
  type FindRefundInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayout,
  type ProviderRefund,
  ProviderRejectedError,
  ProviderUnavailableError,
  type RequestPayoutInput,
  type RequestRefundInput,
} from './payment-provider';
import type {
  RazorpayCollection,
  RazorpayErrorBody,
  RazorpayNotes,
  RazorpayOrder,
  RazorpayPayout,
  RazorpayRefund,
} from './razorpay-entities';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** `https://api.razorpay.com`, or a test server (RAZORPAY_API_URL). */
  apiUrl: string;
  /** How long one call may take before it counts as unavailable. */
  timeoutMs: number;
  /**
   * The RazorpayX account payouts are paid from (RAZORPAYX_ACCOUNT_NUMBER: the business account, never
   * the beneficiary's); required for requestPayout.
   */
  payoutAccountNumber?: string;
  /** Debug lines: method, path, status and time of each call (never the key, the secret or a body). */
  logger?: FastifyBaseLogger;
}

/** The most RazorpayX sends by IMPS (₹5,00,000); a larger payout goes by NEFT. */
export const IMPS_MAX_PAISE = 50_000_000;

/** Razorpay keeps at most 15 notes of at most 256 characters each. */
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
/** GET …/refunds answers at most 100 refunds a call (`count`), after `skip`. */
const REFUNDS_PAGE = 100;

/**
 * The Razorpay provider: a thin typed client over Razorpay's documented REST API (Orders, Refunds),
 * basic auth with the key id and secret, amounts in paise. Not the official SDK: it cannot be pointed at
 * another host, sets no timeout and throws untyped objects (docs/decisions/033-payment-provider-boundary.md).
 *
 * Failures: no answer, a timeout, a 5xx, a 429 or a 401/403 (our key refused: our configuration, not the
 * request) are ProviderUnavailableError, to be tried again later; any other 4xx is ProviderRejectedError
 * with Razorpay's `error.description`.
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const startedAt = performance.now();
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ProviderUnavailableError(
        timedOut
          ? `Razorpay did not answer ${method} ${path} within ${options.timeoutMs} ms`
          : `Razorpay could not be reached (${method} ${path}): ${causeOf(error)}`,
      );
    }
    const text = await readText(response, method, path, options.timeoutMs);
    options.logger?.debug(
      { razorpay: { method, path, status: response.status, ms: Math.round(performance.now() - startedAt) } },
      'Razorpay call',
    );
    if (response.ok) {
      const parsed = parseJson(text);
      if (parsed === undefined)
        throw new ProviderUnavailableError(
          `Razorpay answered ${method} ${path} with a body that is not JSON`,
        );
      return parsed as T;
    }
    throw failureOf(response, text, method, path);
  }

  function failureOf(response: Response, text: string, method: string, path: string): Error {
    const { status } = response;
    const error = (parseJson(text) as Partial<RazorpayErrorBody> | undefined)?.error;
    const description = typeof error?.description === 'string' ? error.description : undefined;
    const said = description ? `: ${description}` : '';
    if (status >= 500 || status === 429 || status === 408) {
      return new ProviderUnavailableError(
        `Razorpay answered ${method} ${path} with ${status}${said}`,
        status,
        retryAfterOf(response),
      );
    }
    if (status === 401 || status === 403) {
      return new ProviderUnavailableError(
        `Razorpay refused our API key (${status}${said}): check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET`,
        status,
      );
    }
    return new ProviderRejectedError(
      description ?? `Razorpay refused ${method} ${path} (${status})`,
      status,
      typeof error?.code === 'string' ? error.code : undefined,
      typeof error?.field === 'string' ? error.field : undefined,
    );
  }

  const refundOf = (refund: RazorpayRefund): ProviderRefund => ({
    id: refund.id,
    providerPaymentId: refund.payment_id,
    amountPaise: refund.amount,
    status: refund.status,
    ...(refund.receipt ? { receipt: refund.receipt } : {}),
  });

  return {
    name: 'razorpay',

    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      const order = await call<RazorpayOrder>('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: notesOf(input.notes),
      });
      return { id: order.id, amountPaise: order.amount, currency: order.currency, status: order.status };
    },

    async requestRefund(input: RequestRefundInput): Promise<ProviderRefund> {
      const refund = await call<RazorpayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(input.providerPaymentId)}/refund`,
        {
          amount: input.amountPaise,
          speed: 'normal',
          receipt: input.receipt,
          notes: notesOf(input.notes),
        },
      );
      return refundOf(refund);
    },

    async findRefund(input: FindRefundInput): Promise<ProviderRefund | null> {
      const path = `/v1/payments/${encodeURIComponent(input.providerPaymentId)}/refunds`;
      for (let skip = 0; ; skip += REFUNDS_PAGE) {
        const page = await call<RazorpayCollection<RazorpayRefund>>(
          'GET',
          `${path}?count=${REFUNDS_PAGE}&skip=${skip}`,
        );
        const items = Array.isArray(page.items) ? page.items : [];
        const found = items.find((refund) => refund.receipt === input.receipt);
        if (found) return refundOf(found);
        if (items.length < REFUNDS_PAGE) return null;
      }
    },

    /**
     * RazorpayX's composite payout to a bank account (`POST /v1/payouts` with the contact and fund account
     * inline: RazorpayX makes them once and reuses them when every detail matches), with the
     * X-Payout-Idempotency header: the same key with the same body answers the payout already made.
     */
    async requestPayout(input: RequestPayoutInput): Promise<ProviderPayout> {
      if (!options.payoutAccountNumber)
        throw new ProviderUnavailableError('RAZORPAYX_ACCOUNT_NUMBER is not set: payouts cannot be made');
      const payout = await call<RazorpayPayout>(
        'POST',
        '/v1/payouts',
        {
          account_number: options.payoutAccountNumber,
          amount: input.amountPaise,
          currency: 'INR',
          mode: input.amountPaise <= IMPS_MAX_PAISE ? 'IMPS' : 'NEFT',
          purpose: 'payout',
          fund_account: {
            account_type: 'bank_account',
            bank_account: {
              name: razorpayName(input.bankAccount.name, 120),
              ifsc: input.bankAccount.ifsc,
              account_number: input.bankAccount.accountNumber,
            },
            contact: {
              name: razorpayName(input.contact.name, 50),
              ...(input.contact.email ? { email: input.contact.email } : {}),
              ...(input.contact.phone ? { contact: input.contact.phone } : {}),
              type: 'vendor',
              reference_id: input.contact.referenceId,
            },
          },
          queue_if_low_balance: true,
          reference_id: input.referenceId,
          narration: 'Seva vendor payout',
          notes: notesOf(input.notes),
        },
        { 'X-Payout-Idempotency': input.idempotencyKey },
      );
      return payoutOf(payout);
    },
  };
}

/** A RazorpayX payout entity as the boundary speaks it. */
export function payoutOf(payout: RazorpayPayout): ProviderPayout {
  return {
    id: payout.id,
    amountPaise: payout.amount,
    status: payout.status,
    referenceId: payout.reference_id ?? null,
    utr: payout.utr ?? null,
    failureReason: payout.status_details?.description ?? null,
  };
}

/**
 * A name as RazorpayX takes it: letters, digits, spaces and ’ - _ / ( ) , . only, not ending in another
 * sign than `.`, 3 characters at least (padded with the word Vendor) and at most `max`.
 */
function razorpayName(name: string, max: number): string {
  const cleaned = name
    .replace(/[^a-zA-Z0-9 ’'\-_/(),.]/g, ' ')
    .replace(/'/g, '’')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(/[^a-zA-Z0-9.]+$/, '');
  return cleaned.length >= 3 ? cleaned : `${cleaned} Vendor`.trim();
}

/** The notes Razorpay accepts: at most 15, each value at most 256 characters. */
function notesOf(notes: Record<string, string> | undefined): RazorpayNotes {
  const kept: RazorpayNotes = {};
  for (const [key, value] of Object.entries(notes ?? {}).slice(0, MAX_NOTES)) {
    kept[key] = value.slice(0, MAX_NOTE_LENGTH);
  }
  return kept;
}

async function readText(response: Response, method: string, path: string, timeoutMs: number) {
  try {
    return await response.text();
  } catch (error) {
    throw new ProviderUnavailableError(
      `Razorpay's answer to ${method} ${path} was cut off (${causeOf(error)}; limit ${timeoutMs} ms)`,
      response.status,
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error) return `${error.message}: ${cause.message}`;
  return error.message;
}
