import {
  PAYMENT_CURRENCY,
  PaymentOrderMessages,
  type PaymentOrderResponse,
  SubscriptionMessages,
} from '@seva/contract';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import type { AppPrincipal } from '../app-sessions/service';
import { vendorRefusal } from '../vendor-auth/service';
import { newOrderId } from './order-id';
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

/**
 * Payment orders of the apps (docs/product/partner-api.md): the amount is the plan's or the booking's
 * price, never the client's; the payment provider collects it and the webhook records it.
 */
export function createPaymentOrderService(deps: ServiceDeps) {
  const { db } = deps;

  /** A plan for the signed-in vendor: only an approved, unblocked vendor may buy one (403 with the reason). */
  async function orderPlan(vendor: AppPrincipal, subscriptionId: number): Promise<PaymentOrderResponse> {
    if (vendor.subjectId === null) throw forbidden(PaymentOrderMessages.notApplied);
    const current = await findOrderingVendor(db, vendor.subjectId);
    if (!current) throw forbidden(PaymentOrderMessages.notApplied);
    const refusal = vendorRefusal(current);
    if (refusal) throw forbidden(refusal);
    const plan = await findPlan(db, subscriptionId);
    if (!plan) throw notFound(SubscriptionMessages.notFound);
    const order = await insertPaymentOrder(db, {
      order_id: newOrderId(),
      kind: 'subscription',
      vendor_id: current.vendor_id,
      subscription_id: plan.subscription_id,
      amount: Number(plan.subscription_price),
      currency: PAYMENT_CURRENCY,
    });
    return toResponse(order);
  }

  /**
   * The payment of the signed-in customer's own booking, while it is neither cancelled nor paid. Another
   * customer's booking is 404, like an unknown one: ids are not confirmed to strangers.
   */
  async function orderBooking(customer: AppPrincipal, bookingId: number): Promise<PaymentOrderResponse> {
    const booking = await findOrderingBooking(db, bookingId);
    if (!booking || booking.customer_id !== customer.subjectId) {
      throw notFound(PaymentOrderMessages.bookingNotFound);
    }
    if (booking.is_cancelled) throw conflict(PaymentOrderMessages.bookingCancelled);
    if (booking.is_booked) throw conflict(PaymentOrderMessages.bookingAlreadyPaid);
    if (booking.service_price === null) throw conflict(PaymentOrderMessages.bookingWithoutPrice);
    const order = await insertPaymentOrder(db, {
      order_id: newOrderId(),
      kind: 'booking',
      customer_id: booking.customer_id,
      booking_id: booking.booking_id,
      amount: Number(booking.service_price),
      currency: PAYMENT_CURRENCY,
    });
    return toResponse(order);
  }

  return { orderPlan, orderBooking };
}
