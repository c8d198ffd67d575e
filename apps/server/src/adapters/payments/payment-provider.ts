/**
 * The payment provider boundary (docs/decisions/033-payment-provider-boundary.md): what the back-office
 * asks of whoever collects and returns the money. Two providers speak it: `razorpay` (Razorpay's REST
 * API, razorpay.ts) and `simulated` (in process, simulated.ts). Amounts cross it in paise, as Razorpay
 * speaks them; the rupees of the database and the wire are converted by the caller (lib/paise.ts).
 */

export type PaymentProviderName = 'simulated' | 'razorpay';

export interface CreateOrderInput {
  /** Whole paise, at least 100 (Razorpay's minimum of ₹1.00). */
  amountPaise: number;
  /** Our reference of the order, at most 40 characters, unique per order. */
  receipt: string;
  /** At most 15 keys; values longer than 256 characters are cut to 256. */
  notes?: Record<string, string>;
}

export interface ProviderOrder {
  /** `order_` and 14 base62 characters: the id the apps hand to the provider's checkout. */
  id: string;
  amountPaise: number;
  currency: string;
  /** Razorpay's order states: `created` until a payment is attempted, `attempted`, then `paid`. */
  status: 'created' | 'attempted' | 'paid';
}

export interface RequestRefundInput {
  /** The provider's payment id (`pay_…`): a customer payment's `payment_ref_no`. */
  providerPaymentId: string;
  /** Whole paise, more than 0 and at most what the provider still holds of the payment. */
  amountPaise: number;
  /**
   * Our stable id of this refund, at most 40 characters: the same on every attempt, so that findRefund
   * finds a refund an earlier attempt made before its answer was lost.
   */
  receipt: string;
  /**
   * At most 15 keys; values longer than 256 characters are cut to 256. Put the refund's reason in
   * `notes.reason`: the simulated provider fails a refund whose notes contain `FAIL`.
   */
  notes?: Record<string, string>;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

/** A refund as the provider holds it (Razorpay's refund entity, amounts in paise). */
export interface ProviderRefund {
  /** `rfnd_…` */
  id: string;
  providerPaymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
  receipt?: string;
}

export interface FindRefundInput {
  providerPaymentId: string;
  receipt: string;
}

/** The beneficiary's bank account of a payout, as the vendor gave it. */
export interface PayoutBankAccount {
  /** The account holder's name (the vendor's). */
  name: string;
  ifsc: string;
  accountNumber: string;
}

export interface RequestPayoutInput {
  /** Whole paise, at least 100. */
  amountPaise: number;
  /** Our reference of the payout, at most 40 characters: `payout:{id}`. */
  referenceId: string;
  /**
   * The same on every attempt of one payout (4–36 letters, digits, `-`, `_` or spaces: RazorpayX's
   * X-Payout-Idempotency), so a repeated attempt answers the payout the first one made.
   */
  idempotencyKey: string;
  bankAccount: PayoutBankAccount;
  /** Who is paid: the vendor (RazorpayX's contact), with our reference of them (`vendor:{id}`). */
  contact: { name: string; phone: string | null; email: string | null; referenceId: string };
  /** At most 15 keys; values cut to 256 characters. The simulated provider fails a payout whose notes contain `FAIL`, reverses one with `REVERSE`. */
  notes?: Record<string, string>;
}

/** RazorpayX's payout states. */
export type ProviderPayoutStatus =
  | 'queued'
  | 'pending'
  | 'rejected'
  | 'processing'
  | 'processed'
  | 'cancelled'
  | 'reversed'
  | 'failed';

/** A payout as the provider holds it (RazorpayX's payout entity, amounts in paise). */
export interface ProviderPayout {
  /** `pout_…` */
  id: string;
  amountPaise: number;
  status: ProviderPayoutStatus;
  referenceId: string | null;
  /** The bank's reference, once processed. */
  utr: string | null;
  /** Why it did not go through (`status_details.description`), when it did not. */
  failureReason: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** An order the customer or vendor then pays through the provider's checkout. */
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /**
   * Asks the provider to refund part or all of a captured payment (normal speed). The answer is usually
   * `pending`; the outcome arrives later as a `refund.processed` or `refund.failed` webhook
   * (RefundSettlements). Before asking again after an attempt whose answer was lost, call findRefund.
   */
  requestRefund(input: RequestRefundInput): Promise<ProviderRefund>;
  /** The refund of this payment made with this receipt, if the provider has one. */
  findRefund(input: FindRefundInput): Promise<ProviderRefund | null>;
  /**
   * Pays a vendor's bank account (RazorpayX's Payouts API, docs/product/payouts.md). The answer is usually
   * `processing`; the outcome arrives later as a `payout.processed`, `payout.reversed` or `payout.failed`
   * webhook (PayoutSettlements). Asking again with the same idempotency key answers the same payout.
   */
  requestPayout(input: RequestPayoutInput): Promise<ProviderPayout>;
  /** Stops what the provider runs in the background (the simulated provider's settlements). */
  close?(): void;
}

/**
 * The provider could not be reached or could not answer now (network failure, timeout, 5xx, 429, our
 * key refused): nothing is known to have happened; try again later (after findRefund, for a refund).
 */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
    /** Seconds the provider asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider refused the request for good (a 4xx with its error body): asking again will not help.
 * `message` is the provider's own description, e.g. `The amount must be at least INR 1.00`.
 */
export class ProviderRejectedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Razorpay's `error.code`, e.g. `BAD_REQUEST_ERROR`. */
    readonly code?: string,
    /** Razorpay's `error.field`, when it names one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ProviderRejectedError';
  }
}
