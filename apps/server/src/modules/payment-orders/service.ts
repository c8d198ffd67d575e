import {
  PAYMENT_CURRENCY,
  PaymentOrderMessages,
  type PaymentOrderResponse,
  providerRefusedOrderMessage,
  SubscriptionMessages,
} from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  type PaymentProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '../../adapters/payments/payment-provider';
import { providerId } from '../../adapters/payments/provider-ids';
import { conflict, forbidden, HttpError, notFound, serviceUnavailable } from '../../lib/http-error';
import { rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import type { AppPrincipal } from '../app-sessions/service';
import { vendorRefusal } from '../vendor-auth/service';
import {
  findOrderingBooking,
  findOrderingVendor,
  findPlan,
  insertPaymentOrder,
  type PaymentOrderRow,
} from './repository';

const toResponse = (order: PaymentOrderRow): PaymentOrderResponse => ({
  success: true,
  order_id: order.order_id,
  amount: Number(order.amount),
  currency: PAYMENT_CURRENCY,
});

/** Seconds a client is asked to wait after the provider could not make an order. */
const PROVIDER_RETRY_AFTER_SECONDS = 30;

/**
 * Payment orders of the apps (docs/product/partner-api.md): the amount is the plan's or the booking's
 * price, never the client's; the payment provider collects it and the webhook records it. The order is
 * made by the provider first (Razorpay's Orders API, or the simulated provider's id), then stored under
 * the provider's id: an order Razorpay made whose row was never stored is never paid, and expires there.
 */
export function createPaymentOrderService(deps: ServiceDeps, provider: PaymentProvider) {
  const { db } = deps;

  /** The provider's order of `amount` rupees: its id. A refusal or an outage is answered 502 or 503. */
  async function providerOrder(
    amount: number,
    notes: Record<string, string>,
    log: FastifyBaseLogger | undefined,
  ): Promise<string> {
    try {
      const order = await provider.createOrder({
        amountPaise: rupeesToPaise(amount),
        receipt: providerId('rcpt'),
        notes,
      });
      return order.id;
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        log?.warn(
          { provider: provider.name, reason: error.message },
          'payment provider unavailable: no order',
        );
        throw serviceUnavailable(PaymentOrderMessages.providerUnavailable, PROVIDER_RETRY_AFTER_SECONDS);
      }
      if (error instanceof ProviderRejectedError) {
        log?.warn({ provider: provider.name, reason: error.message }, 'payment provider refused an order');
        throw new HttpError(502, providerRefusedOrderMessage(error.message));
      }
      throw error;
    }
  }

  /** A plan for the signed-in vendor: only an approved, unblocked vendor may buy one (403 with the reason). */
  async function orderPlan(
    vendor: AppPrincipal,
    subscriptionId: number,
    log?: FastifyBaseLogger,
  ): Promise<PaymentOrderResponse> {
    if (vendor.subjectId === null) throw forbidden(PaymentOrderMessages.notApplied);
    const current = await findOrderingVendor(db, vendor.subjectId);
    if (!current) throw forbidden(PaymentOrderMessages.notApplied);
    const refusal = vendorRefusal(current);
    if (refusal) throw forbidden(refusal);
    const plan = await findPlan(db, subscriptionId);
    if (!plan) throw notFound(SubscriptionMessages.notFound);
    const amount = Number(plan.subscription_price);
    const orderId = await providerOrder(
      amount,
      {
        kind: 'subscription',
        vendor_id: String(current.vendor_id),
        subscription_id: String(plan.subscription_id),
      },
      log,
    );
    const order = await insertPaymentOrder(db, {
      order_id: orderId,
      kind: 'subscription',
      vendor_id: current.vendor_id,
      subscription_id: plan.subscription_id,
      amount,
      currency: PAYMENT_CURRENCY,
    });
    return toResponse(order);
  }

  /**
   * The payment of the signed-in customer's own booking, while it is neither cancelled nor paid. Another
   * customer's booking is 404, like an unknown one: ids are not confirmed to strangers.
   */
  async function orderBooking(
    customer: AppPrincipal,
    bookingId: number,
    log?: FastifyBaseLogger,
  ): Promise<PaymentOrderResponse> {
    const booking = await findOrderingBooking(db, bookingId);
    if (!booking || booking.customer_id !== customer.subjectId) {
      throw notFound(PaymentOrderMessages.bookingNotFound);
    }
    if (booking.is_cancelled) throw conflict(PaymentOrderMessages.bookingCancelled);
    if (booking.is_booked) throw conflict(PaymentOrderMessages.bookingAlreadyPaid);
    if (booking.service_price === null) throw conflict(PaymentOrderMessages.bookingWithoutPrice);
    const amount = Number(booking.service_price);
    const orderId = await providerOrder(
      amount,
      { kind: 'booking', booking_id: String(booking.booking_id), customer_id: String(booking.customer_id) },
      log,
    );
    const order = await insertPaymentOrder(db, {
      order_id: orderId,
      kind: 'booking',
      customer_id: booking.customer_id,
      booking_id: booking.booking_id,
      amount,
      currency: PAYMENT_CURRENCY,
    });
    return toResponse(order);
  }

  return { orderPlan, orderBooking };
}
