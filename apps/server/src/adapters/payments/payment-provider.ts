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
