import type { FastifyBaseLogger } from 'fastify';

/** A refund the provider finished: what a `refund.processed` or `refund.failed` webhook says. */
export interface ProviderRefundSettlement {
  /** `rfnd_…` */
  providerRefundId: string;
  /** `pay_…`: the customer payment's `payment_ref_no`. */
  providerPaymentId: string;
  /** The receipt the refund was requested with (our refund's stable id), when it had one. */
  receipt: string | null;
  status: 'processed' | 'failed';
  amountPaise: number;
  /** When the provider settled it (the event's `created_at`), ISO-8601 UTC. */
  processedAt: string;
  /** The webhook's X-Razorpay-Event-Id, when it had one. */
  eventId: string | null;
}

/**
 * Records a settlement; resolves with the webhook's answer message once it is committed. It may be called
 * more than once for one refund (two deliveries of one event at the same moment, or a refund whose event
 * id was not remembered), so it must change a refund once only: one conditional statement.
 * Throwing makes the webhook answer an error, and Razorpay delivers the event again later.
 */
export type RefundSettlementHandler = (
  settlement: ProviderRefundSettlement,
  log: FastifyBaseLogger,
) => Promise<string>;

/**
 * Where the refund webhooks hand their settlements (docs/decisions/033-payment-provider-boundary.md): the
 * refunds module registers the one handler (`handle`) when its plugin starts; the webhook route awaits
 * `settle`, so Razorpay hears 200 only once the settlement is committed. An awaited handler, not an
 * event: an event cannot tell the route that its write failed.
 */
export class RefundSettlements {
  #handler: RefundSettlementHandler | undefined;

  /** Registers the handler; there is one per app. */
  handle(handler: RefundSettlementHandler): void {
    if (this.#handler) throw new Error('a refund settlement handler is already registered');
    this.#handler = handler;
  }

  get handled(): boolean {
    return this.#handler !== undefined;
  }

  /** The handler's answer, or null while no handler is registered (the event is then ignored). */
  async settle(settlement: ProviderRefundSettlement, log: FastifyBaseLogger): Promise<string | null> {
    if (!this.#handler) return null;
    return this.#handler(settlement, log);
  }
}
