/**
 * Razorpay's entities as its API reference documents them (Orders, Payments, Refunds, the error body and
 * the webhook event envelope): the fields this server reads or the test server (test/fake-razorpay.ts)
 * answers. Amounts are whole paise; times are Unix seconds.
 */

export type RazorpayNotes = Record<string, string>;

/** `POST /v1/orders` → the order entity. */
export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: RazorpayNotes | [];
  created_at: number;
}

/** The payment entity, as `payload.payment.entity` of the payment and refund webhooks carries it. */
export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: RazorpayNotes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

/** `POST /v1/payments/{id}/refund` → the refund entity; also `payload.refund.entity` of refund webhooks. */
export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant' | null;
  speed_requested: 'normal' | 'optimum';
}

/** `GET /v1/payments/{id}/refunds` (at most `count`, default 10, up to 100, after `skip`). */
export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** Every refusal: a 4xx (or 5xx) with this body. */
export interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR' | string;
    description: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: Record<string, unknown>;
    field?: string;
  };
}

/** A webhook's body: the event envelope, with the entities it `contains` under `payload`. */
export interface RazorpayWebhookEvent {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    refund?: { entity: RazorpayRefund };
    order?: { entity: RazorpayOrder };
  };
  created_at: number;
}
