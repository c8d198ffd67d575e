import {
  PaymentWebhookMessages,
  RazorpayEvents,
  type RazorpayWebhookBody,
  RazorpayWebhookMessages,
  razorpayCapturedPaymentSchema,
  razorpayFailedPaymentSchema,
  razorpayPayoutEntitySchema,
  razorpayRefundEntitySchema,
} from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { PayoutSettlements } from '../../adapters/payments/payout-settlements';
import type { RefundSettlements } from '../../adapters/payments/refund-settlements';
import type { PaymentProviderEventsTable } from '../../db/schema/app-tables';
import { paiseToRupees } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import type { createPaymentCaptureService } from './capture-service';
import { findProviderEvent, insertProviderEvent } from './repository';

type Remembered = Omit<Insertable<PaymentProviderEventsTable>, 'event_id' | 'event' | 'received_at'>;

const ACTED_ON: ReadonlySet<string> = new Set(Object.values(RazorpayEvents));

/**
 * Razorpay's webhooks, once their signature is verified (docs/product/partner-api.md#razorpay):
 * - `payment.captured` is the capture of the generic webhook (capture-service.ts), its paise in rupees;
 * - `payment.failed` is remembered with its reason (`payment_provider_events.detail`) and logged: the
 *   order stays open, as Razorpay's does, for another attempt;
 * - `refund.processed` and `refund.failed` go to the refunds' handler (RefundSettlements); while none is
 *   registered they are ignored (and not remembered, so a later delivery is acted on);
 * - RazorpayX's `payout.processed`, `payout.reversed` and `payout.failed` go to the payouts' handler
 *   (PayoutSettlements), likewise;
 * - any other event is ignored.
 * An event acted on is remembered by X-Razorpay-Event-Id (without one, by the event and its entity's id)
 * after its change committed, so a second delivery answers 200 `Event already received` and writes
 * nothing; two deliveries at the same moment both reach the handlers, whose writes are each one guarded
 * statement (the order's claim, the refund's settlement).
 */
export function createRazorpayWebhookService(
  deps: ServiceDeps,
  captures: ReturnType<typeof createPaymentCaptureService>,
  settlements: RefundSettlements,
  payoutSettlements: PayoutSettlements,
) {
  const { db, clock } = deps;

  async function handle(
    body: RazorpayWebhookBody,
    signature: string,
    eventIdHeader: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<string> {
    if (!ACTED_ON.has(body.event)) return PaymentWebhookMessages.ignored;
    const entity = entityOf(body);
    const eventId = eventIdHeader || `${body.event}:${String(entity?.id)}`;
    if (await findProviderEvent(db, eventId)) return RazorpayWebhookMessages.alreadyReceived;

    const outcome = await act(body, signature, eventId, entity, log);
    if (!outcome) return PaymentWebhookMessages.ignored;
    await insertProviderEvent(db, { event_id: eventId, event: body.event, ...outcome.remembered });
    return outcome.message;
  }

  async function act(
    body: RazorpayWebhookBody,
    signature: string,
    eventId: string,
    entity: Record<string, unknown> | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ message: string; remembered: Remembered } | null> {
    switch (body.event) {
      case RazorpayEvents.paymentCaptured: {
        const payment = razorpayCapturedPaymentSchema.parse(entity);
        const message = await captures.capture(
          {
            order_id: payment.order_id,
            payment_id: payment.id,
            amount: paiseToRupees(payment.amount),
            currency: payment.currency,
          },
          signature,
        );
        return { message, remembered: { order_id: payment.order_id, payment_id: payment.id } };
      }
      case RazorpayEvents.paymentFailed: {
        const payment = razorpayFailedPaymentSchema.parse(entity);
        const detail = failureDetail(payment);
        log.info(
          { razorpay: { event: body.event, order: payment.order_id, payment: payment.id, detail } },
          'a payment failed at Razorpay; the order stays open for another attempt',
        );
        return {
          message: RazorpayWebhookMessages.paymentFailureRecorded,
          remembered: { order_id: payment.order_id ?? null, payment_id: payment.id, detail },
        };
      }
      case RazorpayEvents.payoutProcessed:
      case RazorpayEvents.payoutReversed:
      case RazorpayEvents.payoutFailed: {
        const payout = razorpayPayoutEntitySchema.parse(entity);
        const status =
          body.event === RazorpayEvents.payoutProcessed
            ? 'processed'
            : body.event === RazorpayEvents.payoutReversed
              ? 'reversed'
              : 'failed';
        const at = body.created_at === undefined ? clock() : body.created_at * 1000;
        const message = await payoutSettlements.settle(
          {
            providerPayoutId: payout.id,
            referenceId: payout.reference_id ?? null,
            status,
            amountPaise: payout.amount,
            utr: payout.utr ?? null,
            failureReason: payout.status_details?.description ?? null,
            processedAt: new Date(at).toISOString(),
            eventId,
          },
          log,
        );
        if (message === null) {
          log.warn(
            { razorpay: { event: body.event, payout: payout.id } },
            'a payout settlement arrived and nothing handles payouts: ignored',
          );
          return null;
        }
        return { message, remembered: { detail: `payout ${payout.id}` } };
      }
      default: {
        const refund = razorpayRefundEntitySchema.parse(entity);
        const status = body.event === RazorpayEvents.refundProcessed ? 'processed' : 'failed';
        const at = body.created_at === undefined ? clock() : body.created_at * 1000;
        const message = await settlements.settle(
          {
            providerRefundId: refund.id,
            providerPaymentId: refund.payment_id,
            receipt: refund.receipt ?? null,
            status,
            amountPaise: refund.amount,
            processedAt: new Date(at).toISOString(),
            eventId,
          },
          log,
        );
        if (message === null) {
          log.warn(
            { razorpay: { event: body.event, refund: refund.id, payment: refund.payment_id } },
            'a refund settlement arrived and nothing handles refunds: ignored',
          );
          return null;
        }
        return { message, remembered: { payment_id: refund.payment_id, refund_id: refund.id } };
      }
    }
  }

  return { handle };
}

/** The entity an acted-on event is about: `payload.payment.entity`, `payload.refund.entity` or `payload.payout.entity`. */
function entityOf(body: RazorpayWebhookBody): Record<string, unknown> | undefined {
  const key = body.event.startsWith('refund.')
    ? 'refund'
    : body.event.startsWith('payout.')
      ? 'payout'
      : 'payment';
  const payload = body.payload as
    | Record<string, { entity?: Record<string, unknown> } | undefined>
    | undefined;
  return payload?.[key]?.entity;
}

/** Why a payment failed, as Razorpay says: `CODE: description (reason)`, whichever parts it gave. */
function failureDetail(payment: {
  error_code?: string | null;
  error_description?: string | null;
  error_reason?: string | null;
}): string | null {
  const said = [payment.error_code, payment.error_description].filter((part) => !!part).join(': ');
  const reason = payment.error_reason ? `(${payment.error_reason})` : '';
  return [said, reason].filter((part) => part !== '').join(' ') || null;
}
