import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '@seva/contract';
import { providerId } from '../adapters/payments/provider-ids';
import type {
  RazorpayCollection,
  RazorpayErrorBody,
  RazorpayNotes,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayPayout,
  RazorpayRefund,
  RazorpayWebhookEvent,
} from '../adapters/payments/razorpay-entities';

/**
 * A local HTTP server that answers as Razorpay's API reference shows (Orders, Payments' refunds, RazorpayX's
 * composite payouts with X-Payout-Idempotency), for the
 * `razorpay` adapter's tests, the refunds' tests and e2e: basic auth with a key id and secret, amounts
 * in paise, Razorpay's entity shapes and its error body `{ error: { code, description, … } }`. It records
 * every request, can be told to answer an error or to hang (a timeout), and makes the webhooks Razorpay
 * would send (signed with the webhook secret) from the entities it holds.
 *
 * The refusals' words are this fake's, in Razorpay's shape (BAD_REQUEST_ERROR, 400, `field` when one is
 * at fault).
 */

export const FAKE_RAZORPAY_KEY_ID = 'rzp_test_FakeKey0000001';
export const FAKE_RAZORPAY_KEY_SECRET = 'fake-razorpay-key-secret';
export const FAKE_RAZORPAY_WEBHOOK_SECRET = 'fake-razorpay-webhook-secret-0123456789';
/** The RazorpayX business account payouts are paid from (RAZORPAYX_ACCOUNT_NUMBER). */
export const FAKE_RAZORPAYX_ACCOUNT_NUMBER = '7878780080316316';

/** One request the fake received. */
export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/payments/pay_X/refund`. */
  path: string;
  query: Record<string, string>;
  /** The basic auth key id and secret sent, or null without basic auth. */
  auth: { keyId: string; keySecret: string } | null;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
  /** The X-Payout-Idempotency header, when sent. */
  idempotencyKey: string | null;
  /** What the fake answered: a status, or `hang` for a request it never answered. */
  answered: number | 'hang';
}

/** How calls are answered while the fake is down: a status (with Razorpay's error body) or no answer. */
export type FakeOutage = number | 'hang';

export interface FakeRazorpay {
  /** The base URL (RAZORPAY_API_URL). */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The environment of a server that uses this fake: createTestApp(fake.env()). */
  env(extra?: Record<string, string>): Record<string, string>;
  requests: RecordedRequest[];
  /** The requests to one method and path (`/v1/orders`, or a RegExp). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
  /** RazorpayX payouts made, by id. */
  payouts: Map<string, RazorpayPayout>;
  /** RazorpayX finishes a payout: `processed` (with a UTR), `reversed` or `failed`. Returns the payout entity. */
  settlePayout(payoutId: string, status: 'processed' | 'reversed' | 'failed'): RazorpayPayout;
  /**
   * The next `times` calls (all, by default, until up()) answer `outage`: a status with Razorpay's
   * error body (503 SERVER_ERROR, 429, …) or `hang` (never answered: the client's timeout).
   */
  down(outage: FakeOutage, times?: number): void;
  /** Answers normally again. */
  up(): void;
  /**
   * The next `times` calls to `method` `path` are acted on (an order or refund made) but never answered:
   * the answer is lost on the way back, as when the caller times out or its process dies meanwhile.
   * `onLost` is told of each such call once it has been acted on.
   */
  loseAnswers(
    method: string,
    path: RegExp,
    times?: number,
    onLost?: (request: RecordedRequest) => void,
  ): void;
  /**
   * The customer pays `orderId` through checkout: a captured payment of the order's amount, the order
   * `paid`. Returns the payment entity (`payload.payment.entity` of `payment.captured`).
   */
  capture(orderId: string, values?: Partial<RazorpayPayment>): RazorpayPayment;
  /** A payment attempt of `orderId` that failed (the order becomes `attempted`). */
  failPayment(orderId: string, values?: Partial<RazorpayPayment>): RazorpayPayment;
  /** Razorpay finishes a refund: `processed` (with an ARN) or `failed`. Returns the refund entity. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): RazorpayRefund;
  /** The webhook Razorpay sends for `event`, with the entities named as they are now. */
  event(
    event: string,
    entities: {
      payment?: RazorpayPayment;
      refund?: RazorpayRefund;
      order?: RazorpayOrder;
      payout?: RazorpayPayout;
    },
  ): RazorpayWebhookEvent;
  /**
   * POSTs a webhook to `url` as Razorpay does: the raw JSON signed in X-Razorpay-Signature with the
   * webhook secret (or `secret`), with X-Razorpay-Event-Id (a new one unless given).
   */
  sendWebhook(
    url: string,
    event: RazorpayWebhookEvent,
    options?: { eventId?: string; secret?: string },
  ): Promise<{ status: number; body: unknown; eventId: string }>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

const errorBody = (description: string, code = 'BAD_REQUEST_ERROR', field?: string): RazorpayErrorBody => ({
  error: {
    code,
    description,
    source: code === 'BAD_REQUEST_ERROR' ? 'business' : 'NA',
    step: code === 'BAD_REQUEST_ERROR' ? 'payment_initiation' : 'NA',
    reason: code === 'BAD_REQUEST_ERROR' ? 'input_validation_failed' : 'NA',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

/** Razorpay's body of a refusal by status, when the fake is told to be down. */
function outageBody(status: number): RazorpayErrorBody {
  if (status === 401) return errorBody('Authentication failed', 'BAD_REQUEST_ERROR');
  if (status === 429) return errorBody('Too many requests', 'BAD_REQUEST_ERROR');
  if (status >= 500)
    return errorBody(
      'The server encountered an error. The incident has been reported to admins.',
      'SERVER_ERROR',
    );
  return errorBody('Bad request', 'BAD_REQUEST_ERROR');
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}
const badRequest = (description: string, field?: string) =>
  new Refusal(400, errorBody(description, 'BAD_REQUEST_ERROR', field));

function notesOf(value: unknown, field = 'notes'): RazorpayNotes {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('notes should be an array', field);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15)
    throw badRequest('Number of fields in notes should be less than or equal to 15', field);
  const notes: RazorpayNotes = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number')
      throw badRequest(`notes.${key} must be a string`, field);
    if (String(note).length > 256)
      throw badRequest('Notes value should be less than or equal to 256 characters', field);
    notes[key] = String(note);
  }
  return notes;
}

function receiptOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest('The receipt must be a string.', 'receipt');
  if (value.length > 40) throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
  return value;
}

function amountOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw badRequest('The amount must be an integer.', 'amount');
  if (value < 100) throw badRequest('The amount must be at least INR 1.00', 'amount');
  return value;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9 _-]{4,36}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const PAYOUT_MODES = new Set(['IMPS', 'NEFT', 'RTGS', 'UPI']);

function textOf(value: unknown, field: string, max: number, min = 1): string {
  if (typeof value !== 'string' || value.trim().length < min)
    throw badRequest(`The ${field} field is required.`, field);
  if (value.length > max) throw badRequest(`The ${field} may not be greater than ${max} characters.`, field);
  return value;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeRazorpay(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? FAKE_RAZORPAY_KEY_ID;
  const keySecret = options.keySecret ?? FAKE_RAZORPAY_KEY_SECRET;
  const webhookSecret = options.webhookSecret ?? FAKE_RAZORPAY_WEBHOOK_SECRET;
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  const payouts = new Map<string, RazorpayPayout>();
  /** Each idempotency key's payout and the body it was made with. */
  const payoutKeys = new Map<string, { body: string; payoutId: string }>();
  let outage: { answer: FakeOutage; left: number } | null = null;
  let losing: {
    method: string;
    path: RegExp;
    left: number;
    onLost?: (request: RecordedRequest) => void;
  } | null = null;
  const hanging = new Set<ServerResponse>();

  function authOf(request: IncomingMessage): RecordedRequest['auth'] {
    const header = request.headers.authorization;
    if (!header?.startsWith('Basic ')) return null;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return { keyId: decoded.slice(0, colon), keySecret: decoded.slice(colon + 1) };
  }

  function createOrder(body: Record<string, unknown>): RazorpayOrder {
    const amount = amountOf(body.amount);
    if (body.currency !== 'INR') throw badRequest('The currency provided is not supported', 'currency');
    const order: RazorpayOrder = {
      id: providerId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: receiptOf(body.receipt),
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOf(body.notes),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function paymentOrRefuse(id: string): RazorpayPayment {
    const payment = payments.get(id);
    if (!payment) throw badRequest('The id provided does not exist');
    return payment;
  }

  function createRefund(paymentId: string, body: Record<string, unknown>): RazorpayRefund {
    const payment = paymentOrRefuse(paymentId);
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw badRequest('Only a captured payment can be refunded');
    const refundable = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? refundable : amountOf(body.amount);
    if (amount > refundable)
      throw badRequest('The refund amount provided is greater than the amount not refunded yet', 'amount');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum')
      throw badRequest('The speed provided is invalid. It must be normal or optimum.', 'speed');
    const refund: RazorpayRefund = {
      id: providerId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOf(body.notes),
      receipt: receiptOf(body.receipt),
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'pending',
      speed_processed: null,
      speed_requested: speed,
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return refund;
  }

  function listRefunds(paymentId: string, query: Record<string, string>): RazorpayCollection<RazorpayRefund> {
    paymentOrRefuse(paymentId);
    const count = query.count === undefined ? 10 : Number(query.count);
    const skip = query.skip === undefined ? 0 : Number(query.skip);
    if (!Number.isInteger(count) || count < 1 || count > 100)
      throw badRequest('The count must be between 1 and 100.', 'count');
    if (!Number.isInteger(skip) || skip < 0) throw badRequest('The skip must be at least 0.', 'skip');
    const all = [...refunds.values()].filter((refund) => refund.payment_id === paymentId).reverse();
    const items = all.slice(skip, skip + count);
    return { entity: 'collection', count: items.length, items };
  }

  /**
   * RazorpayX's composite payout to a bank account: the idempotency key is required; the same key with the
   * same body answers the payout it made, with another body is refused.
   */
  function createPayout(body: Record<string, unknown>, idempotencyKey: string | null): RazorpayPayout {
    if (!idempotencyKey)
      throw badRequest(
        'Idempotency key is missing. Include idempotency header and key in the request.',
        'X-Payout-Idempotency',
      );
    if (!IDEMPOTENCY_KEY.test(idempotencyKey))
      throw badRequest('The idempotency key is invalid.', 'X-Payout-Idempotency');
    const raw = JSON.stringify(body);
    const earlier = payoutKeys.get(idempotencyKey);
    if (earlier) {
      if (earlier.body !== raw)
        throw badRequest(
          'Different request body sent for the same Idempotency Header',
          'X-Payout-Idempotency',
        );
      return payouts.get(earlier.payoutId) as RazorpayPayout;
    }
    if (body.account_number !== FAKE_RAZORPAYX_ACCOUNT_NUMBER)
      throw badRequest('The account number is invalid.', 'account_number');
    const amount = amountOf(body.amount);
    if (body.currency !== 'INR') throw badRequest('The currency provided is not supported', 'currency');
    if (typeof body.mode !== 'string' || !PAYOUT_MODES.has(body.mode))
      throw badRequest('The mode field is invalid.', 'mode');
    textOf(body.purpose, 'purpose', 30);
    const fundAccount = body.fund_account as Record<string, unknown> | undefined;
    if (!fundAccount || typeof fundAccount !== 'object')
      throw badRequest('The fund account field is required.', 'fund_account');
    if (fundAccount.account_type !== 'bank_account')
      throw badRequest('The fund account type is invalid.', 'fund_account.account_type');
    const bank = (fundAccount.bank_account ?? {}) as Record<string, unknown>;
    const contact = (fundAccount.contact ?? {}) as Record<string, unknown>;
    const bankName = textOf(bank.name, 'fund_account.bank_account.name', 120, 3);
    const ifsc = textOf(bank.ifsc, 'fund_account.bank_account.ifsc', 11);
    if (!IFSC.test(ifsc))
      throw badRequest('Invalid IFSC Code in Bank Account', 'fund_account.bank_account.ifsc');
    const accountNumber = textOf(bank.account_number, 'fund_account.bank_account.account_number', 40, 5);
    const contactName = textOf(contact.name, 'fund_account.contact.name', 50, 3);
    const payout: RazorpayPayout = {
      id: providerId('pout'),
      entity: 'payout',
      fund_account_id: providerId('fa'),
      fund_account: {
        id: '',
        entity: 'fund_account',
        contact_id: providerId('cont'),
        contact: {
          id: '',
          entity: 'contact',
          name: contactName,
          contact: typeof contact.contact === 'string' ? contact.contact : null,
          email: typeof contact.email === 'string' ? contact.email : null,
          type: typeof contact.type === 'string' ? contact.type : null,
          reference_id: typeof contact.reference_id === 'string' ? contact.reference_id : null,
          batch_id: null,
          active: true,
          notes: [],
          created_at: now(),
        },
        account_type: 'bank_account',
        bank_account: {
          ifsc,
          bank_name: 'Fake Bank',
          name: bankName,
          notes: [],
          account_number: accountNumber,
        },
        batch_id: null,
        active: true,
        created_at: now(),
      },
      amount,
      currency: 'INR',
      notes: notesOf(body.notes),
      fees: 590,
      tax: 90,
      status: 'processing',
      purpose: String(body.purpose),
      utr: null,
      mode: body.mode as RazorpayPayout['mode'],
      reference_id: receiptOf(body.reference_id),
      narration: typeof body.narration === 'string' ? body.narration : null,
      batch_id: null,
      status_details: null,
      created_at: now(),
      fee_type: '',
    };
    if (payout.fund_account) {
      payout.fund_account.id = payout.fund_account_id;
      payout.fund_account.contact.id = payout.fund_account.contact_id;
    }
    payouts.set(payout.id, payout);
    payoutKeys.set(idempotencyKey, { body: raw, payoutId: payout.id });
    return payout;
  }

  function route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, unknown>,
    idempotencyKey: string | null,
  ) {
    if (method === 'POST' && path === '/v1/payouts') return createPayout(body, idempotencyKey);
    const payout = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && payout) {
      const found = payouts.get(decodeURIComponent(payout[1] ?? ''));
      if (!found) throw badRequest('The id provided does not exist');
      return found;
    }
    if (method === 'POST' && path === '/v1/orders') return createOrder(body);
    const order = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && order) {
      const found = orders.get(decodeURIComponent(order[1] ?? ''));
      if (!found) throw badRequest('The id provided does not exist');
      return found;
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) return createRefund(decodeURIComponent(refund[1] ?? ''), body);
    const list = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'GET' && list) return listRefunds(decodeURIComponent(list[1] ?? ''), query);
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) return paymentOrRefuse(decodeURIComponent(payment[1] ?? ''));
    throw new Refusal(404, errorBody('The requested URL was not found on the server.'));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        auth: authOf(request),
        body,
        idempotencyKey:
          typeof request.headers['x-payout-idempotency'] === 'string'
            ? request.headers['x-payout-idempotency']
            : null,
        answered: 200,
      };
      requests.push(recorded);
      const send = (status: number, payload: unknown) => {
        recorded.answered = status;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };

      if (outage && outage.left > 0) {
        outage.left--;
        const answer = outage.answer;
        if (outage.left === 0) outage = null;
        if (answer === 'hang') {
          recorded.answered = 'hang';
          hanging.add(response);
          response.on('close', () => hanging.delete(response));
          return;
        }
        send(answer, outageBody(answer));
        return;
      }
      const auth = recorded.auth;
      if (!auth || auth.keyId !== keyId || auth.keySecret !== keySecret) {
        send(401, outageBody(401));
        return;
      }
      try {
        const result = route(
          recorded.method,
          recorded.path,
          recorded.query,
          typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
          recorded.idempotencyKey,
        );
        if (
          losing &&
          losing.left > 0 &&
          losing.method === recorded.method &&
          losing.path.test(recorded.path)
        ) {
          losing.left--;
          const { onLost } = losing;
          if (losing.left === 0) losing = null;
          recorded.answered = 'hang';
          hanging.add(response);
          response.on('close', () => hanging.delete(response));
          onLost?.(recorded);
          return;
        }
        send(200, result);
      } catch (error) {
        if (error instanceof Refusal) send(error.status, error.body);
        else send(500, outageBody(500));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function newPayment(order: RazorpayOrder, values: Partial<RazorpayPayment>): RazorpayPayment {
    return {
      id: providerId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: 'asha@okhdfcbank',
      email: 'asha@example.com',
      contact: '+919876543210',
      notes: [],
      fee: Math.round(order.amount * 0.02),
      tax: Math.round(order.amount * 0.0036),
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { rrn: '329109012345', upi_transaction_id: null },
      created_at: now(),
      ...values,
    };
  }

  function orderOrThrow(orderId: string): RazorpayOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the fake Razorpay has no order ${orderId}`);
    return order;
  }

  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    env: (extra = {}) => ({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAYX_ACCOUNT_NUMBER: FAKE_RAZORPAYX_ACCOUNT_NUMBER,
      ...extra,
    }),
    requests,
    requestsTo: (method, path) =>
      requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    orders,
    payments,
    refunds,
    payouts,
    settlePayout(payoutId, status) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`the fake Razorpay has no payout ${payoutId}`);
      payout.status = status;
      if (status === 'processed') {
        payout.utr = `HDFCN${String(Date.now()).slice(-12)}`;
        payout.status_details = null;
      } else {
        payout.status_details =
          status === 'reversed'
            ? {
                description: 'Payout reversed as the beneficiary account is closed.',
                source: 'beneficiary_bank',
                reason: 'beneficiary_account_closed',
              }
            : {
                description: 'Payout failed as the beneficiary bank is down.',
                source: 'beneficiary_bank',
                reason: 'beneficiary_bank_down',
              };
      }
      return { ...payout };
    },
    down(answer, times = Number.POSITIVE_INFINITY) {
      outage = { answer, left: times };
    },
    up() {
      outage = null;
      losing = null;
    },
    loseAnswers(method, path, times = 1, onLost) {
      losing = { method, path, left: times, ...(onLost ? { onLost } : {}) };
    },
    capture(orderId, values = {}) {
      const order = orderOrThrow(orderId);
      const payment = newPayment(order, values);
      payments.set(payment.id, payment);
      order.status = 'paid';
      order.attempts++;
      order.amount_paid = payment.amount;
      order.amount_due = order.amount - payment.amount;
      return payment;
    },
    failPayment(orderId, values = {}) {
      const order = orderOrThrow(orderId);
      const payment = newPayment(order, {
        status: 'failed',
        captured: false,
        fee: null,
        tax: null,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed because the UPI PIN was incorrect.',
        error_source: 'customer',
        error_step: 'payment_authentication',
        error_reason: 'incorrect_pin',
        ...values,
      });
      payments.set(payment.id, payment);
      order.status = 'attempted';
      order.attempts++;
      return payment;
    },
    settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`the fake Razorpay has no refund ${refundId}`);
      refund.status = status;
      if (status === 'processed') {
        refund.speed_processed = 'normal';
        refund.acquirer_data = { arn: `7${String(Date.now()).slice(-13)}` };
      } else {
        // A failed refund gives its amount back to the payment.
        const payment = payments.get(refund.payment_id);
        if (payment) {
          payment.amount_refunded -= refund.amount;
          payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
          payment.status = 'captured';
        }
      }
      return { ...refund };
    },
    event(event, entities) {
      const payload: RazorpayWebhookEvent['payload'] = {};
      const contains: string[] = [];
      if (entities.payout) {
        payload.payout = { entity: { ...entities.payout } };
        contains.push('payout');
      }
      if (entities.refund) {
        payload.refund = { entity: { ...entities.refund } };
        contains.push('refund');
      }
      if (entities.payment) {
        payload.payment = { entity: { ...entities.payment } };
        contains.push('payment');
      }
      if (entities.order) {
        payload.order = { entity: { ...entities.order } };
        contains.push('order');
      }
      return {
        entity: 'event',
        account_id: 'acc_FakeAccount00001',
        event,
        contains,
        payload,
        created_at: now(),
      };
    },
    async sendWebhook(target, event, sendOptions = {}) {
      const raw = JSON.stringify(event);
      const eventId = sendOptions.eventId ?? providerId('evt').slice(4);
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [RAZORPAY_SIGNATURE_HEADER]: createHmac('sha256', sendOptions.secret ?? webhookSecret)
            .update(raw)
            .digest('hex'),
          [RAZORPAY_EVENT_ID_HEADER]: eventId,
        },
        body: raw,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body, eventId };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
