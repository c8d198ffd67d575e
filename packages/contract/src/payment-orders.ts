import { z } from 'zod';
import { bodyId } from './catalogue-fields';
import { idParamSchema } from './vendors';

/**
 * Payment orders of the vendor and customer apps (docs/product/partner-api.md): what the payment
 * provider is asked to collect. The amount is always the server's (the plan's or the booking's price).
 */

/** The one currency orders are made in. */
export const PAYMENT_CURRENCY = 'INR';

/** `order_` and 14 random base62 characters. */
export const ORDER_ID_PATTERN = /^order_[0-9A-Za-z]{14}$/;

/** POST /vendor/me/subscription/orders */
export const subscriptionOrderBodySchema = z.strictObject({
  subscription_id: bodyId('subscription_id'),
});
export type SubscriptionOrderBody = z.infer<typeof subscriptionOrderBodySchema>;

/** POST /customer/me/bookings/{id}/orders */
export const bookingOrderParamsSchema = z.object({ id: idParamSchema });

/** 201 of both order routes: what the app hands to the provider's checkout. */
export const paymentOrderResponseSchema = z.object({
  success: z.literal(true),
  order_id: z.string(),
  /** Rupees, exact to the paisa. */
  amount: z.number(),
  currency: z.literal(PAYMENT_CURRENCY),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

/** Refusals of the order routes, as sent in `message`. */
export const PaymentOrderMessages = {
  notApplied: 'You have not applied yet.',
  planNotFound: 'Subscription plan not found',
  bookingNotFound: 'Booking not found',
  bookingCancelled: 'This booking was cancelled.',
  bookingAlreadyPaid: 'This booking is already paid.',
  bookingWithoutPrice: 'This booking has no price to pay.',
  /** 503: the payment provider could not be reached (PAYMENT_PROVIDER=razorpay); nothing was written. */
  providerUnavailable: 'The payment provider is unavailable. Please try again shortly.',
} as const;

/** 502: the payment provider refused to make the order; its own description follows. */
export const providerRefusedOrderMessage = (description: string): string =>
  `The payment provider refused the order: ${description}`;
