import { PAYMENT_CAPTURED, PAYMENT_SIGNATURE_HEADER, PaymentWebhookMessages } from '@seva/contract';
import { check, type SimContext, StepFailed } from './context';
import { signWebhookBody } from './signing';

/** The payment provider (docs/product/partner-api.md#payment-provider): signed `payment.captured` events. */
export class PaymentProvider {
  constructor(private readonly ctx: SimContext) {}

  /** Captures an order's payment; answers a note for the action's line. */
  async capture(orderId: string, amount: number, currency: string): Promise<string> {
    const { api, random, options } = this.ctx;
    const secret = options.webhookSecret;
    if (!secret) return ' (not captured: no webhook secret)';
    const paymentId = `pay_${crypto.randomUUID().replaceAll('-', '')}`;
    const event = {
      event: PAYMENT_CAPTURED,
      payload: { order_id: orderId, payment_id: paymentId, amount, currency },
    };
    const raw = JSON.stringify(event);
    const deliver = () =>
      api.POST('/api/v1/payments/webhook', {
        params: { header: { [PAYMENT_SIGNATURE_HEADER]: signWebhookBody(raw, secret) } },
        body: event,
        // The signature covers these exact bytes.
        bodySerializer: () => raw,
      });
    check('webhook', await deliver());
    // Providers deliver an event again when unsure it arrived: the replay must change nothing.
    if (!random.chance(0.1)) return ', captured';
    const again = check('webhook again', await deliver());
    if (again.message !== PaymentWebhookMessages.alreadyRecorded) {
      throw new StepFailed(`webhook again answered "${again.message}"`, { status: 200 });
    }
    return ', captured (event delivered twice, recorded once)';
  }
}
