import type { FastifyBaseLogger } from 'fastify';

/** A payout the provider finished: what a `payout.processed`, `payout.reversed` or `payout.failed` webhook says. */
export interface ProviderPayoutSettlement {
  /** `pout_…` */
  providerPayoutId: string;
  /** The reference the payout was made with (`payout:{id}`), when it had one. */
  referenceId: string | null;
  status: 'processed' | 'reversed' | 'failed';
  amountPaise: number;
  /** The bank's reference of a processed payout. */
  utr: string | null;
  /** Why it was reversed or failed, when the provider said (`status_details.description`). */
  failureReason: string | null;
  /** When the provider settled it (the event's `created_at`), ISO-8601 UTC. */
  processedAt: string;
  /** The webhook's X-Razorpay-Event-Id, when it had one. */
  eventId: string | null;
}

/**
 * Records a settlement; resolves with the webhook's answer message once it is committed. It may be called
 * more than once for one payout, so it must change a payout once only: one conditional statement.
 * Throwing makes the webhook answer an error, and the provider delivers the event again later.
 */
export type PayoutSettlementHandler = (
  settlement: ProviderPayoutSettlement,
  log: FastifyBaseLogger,
) => Promise<string>;

/**
 * Where the payout webhooks hand their settlements, as RefundSettlements does for refunds
 * (docs/decisions/033-payment-provider-boundary.md): the payouts module registers the one handler when its
 * plugin starts; the webhook route awaits `settle`, so the provider hears 200 only once it is committed.
 */
export class PayoutSettlements {
  #handler: PayoutSettlementHandler | undefined;

  /** Registers the handler; there is one per app. */
  handle(handler: PayoutSettlementHandler): void {
    if (this.#handler) throw new Error('a payout settlement handler is already registered');
    this.#handler = handler;
  }

  /** The handler's answer, or null while no handler is registered (the event is then ignored). */
  async settle(settlement: ProviderPayoutSettlement, log: FastifyBaseLogger): Promise<string | null> {
    if (!this.#handler) return null;
    return this.#handler(settlement, log);
  }
}
