import type { Generated } from 'kysely';

/** Whose token an app session is: the vendor app's or the customer app's. */
export type AppKind = 'vendor' | 'customer';

/**
 * A sign-in from the vendor or customer app (docs/decisions/017-partner-api.md); only the token's SHA-256
 * is stored. `subject_id` is the vendor or customer; null for a vendor applicant, named by `phone` until
 * the application creates the vendor.
 */
export interface AppSessionsTable {
  id: Generated<number>;
  kind: AppKind;
  subject_id: number | null;
  phone: string;
  token_hash: string;
  created_at: Generated<string>;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export type PaymentOrderKind = 'subscription' | 'booking';
export type PaymentOrderStatus = 'created' | 'paid';

/** What the payment provider is asked to collect; the webhook marks it paid once (`payment_id` unique). */
export interface PaymentOrdersTable {
  order_id: string;
  kind: PaymentOrderKind;
  vendor_id: number | null;
  subscription_id: number | null;
  customer_id: number | null;
  booking_id: number | null;
  amount: number;
  currency: string;
  status: Generated<PaymentOrderStatus>;
  payment_id: string | null;
  created_at: Generated<string>;
  paid_at: string | null;
}

/** The first answer to a (caller, Idempotency-Key) pair; `status_code` is null while it is being made. */
export interface IdempotencyKeysTable {
  caller: string;
  idempotency_key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Generated<string>;
}

/**
 * A Razorpay webhook event the server acted on, by X-Razorpay-Event-Id (a second delivery writes
 * nothing), with the order, payment or refund it named and, for a failed payment, why (`detail`).
 */
export interface PaymentProviderEventsTable {
  event_id: string;
  event: string;
  order_id: string | null;
  payment_id: string | null;
  refund_id: string | null;
  detail: string | null;
  received_at: Generated<string>;
}

export interface AppTables {
  app_sessions: AppSessionsTable;
  payment_orders: PaymentOrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_provider_events: PaymentProviderEventsTable;
}
