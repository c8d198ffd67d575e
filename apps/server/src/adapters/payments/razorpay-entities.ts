import type { ProviderPayoutStatus } from './payment-provider';
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

/** RazorpayX's contact, as a composite payout's `fund_account.contact` answers it. */
export interface RazorpayContact {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: string | null;
  reference_id: string | null;
  batch_id: string | null;
  active: boolean;
  notes: RazorpayNotes | [];
  created_at: number;
}

/** RazorpayX's fund account of type `bank_account`. */
export interface RazorpayFundAccount {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  contact: RazorpayContact;
  account_type: 'bank_account';
  bank_account: {
    ifsc: string;
    bank_name: string;
    name: string;
    notes: RazorpayNotes | [];
    account_number: string;
  };
  batch_id: string | null;
  active: boolean;
  created_at: number;
}

/**
 * `POST /v1/payouts` (RazorpayX's composite payout to a bank account) → the payout entity; also
 * `payload.payout.entity` of the payout webhooks. `status_details` says why it is queued, reversed or failed.
 */
export interface RazorpayPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  fund_account?: RazorpayFundAccount;
  amount: number;
  currency: string;
  notes: RazorpayNotes | [];
  fees: number;
  tax: number;
  status: ProviderPayoutStatus;
  purpose: string;
  utr: string | null;
  mode: 'IMPS' | 'NEFT' | 'RTGS' | 'UPI';
  reference_id: string | null;
  narration: string | null;
  batch_id: string | null;
  status_details: { description: string | null; source: string | null; reason: string | null } | null;
  created_at: number;
  fee_type: string;
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
    payout?: { entity: RazorpayPayout };
  };
  created_at: number;
}
