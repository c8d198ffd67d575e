import {
  PAYMENT_CAPTURED,
  type PaymentCapturedPayload,
  type PaymentWebhookBody,
  PaymentWebhookMessages,
  paymentCapturedPayloadSchema,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/driver/constraint-errors';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import { issuePlanInvoice } from '../invoices/service';
import { commissionPercentNow } from '../ledger/commission-service';
import { indiaDateText, queueMessage, rupeesText } from '../messages/service';
import {
  claimPaymentOrder,
  findOrderIdOfPayment,
  findPaidBooking,
  findPaymentOrder,
  findPlan,
  insertCustomerPayment,
  insertSubscriptionPeriod,
  insertVendorPayment,
  lockPayingVendor,
  markBookingBooked,
  type PaymentOrderRow,
  setVendorSubscription,
} from './repository';
import { paidPeriod } from './subscription-period';

/** What was written for a captured payment: the payment row and whose it is. */
export interface RecordedPayment {
  party: 'vendor' | 'customer';
  paymentId: number;
  vendorId: number | null;
  bookingId: number | null;
}

/**
 * The payment provider's events, once their signature is verified (docs/product/partner-api.md#payment-provider).
 * A captured payment claims its order with one conditional statement and, in the same transaction,
 * writes the payment row, its GST tax invoice, and starts the plan (telling the vendor: `vendor.plan_paid`) or
 * marks the booking booked; a replay finds the order paid and writes nothing.
 */
export function createPaymentCaptureService(deps: ServiceDeps) {
  const { db, dialect, clock, events, config } = deps;

  async function handle(body: PaymentWebhookBody, signature: string): Promise<string> {
    if (body.event !== PAYMENT_CAPTURED) return PaymentWebhookMessages.ignored;
    return capture(paymentCapturedPayloadSchema.parse(body.payload), signature);
  }

  /**
   * One captured payment, from either webhook (the generic one, or Razorpay's `payment.captured` with its
   * paise converted to rupees): the answer's message, or the HttpError that refuses it.
   */
  async function capture(payload: PaymentCapturedPayload, signature: string): Promise<string> {
    const order = await findPaymentOrder(db, payload.order_id);
    if (!order) throw notFound(PaymentWebhookMessages.orderNotFound);
    if (
      rupeesToPaise(order.amount) !== rupeesToPaise(payload.amount) ||
      order.currency !== payload.currency
    ) {
      throw badRequest(PaymentWebhookMessages.mismatch);
    }
    if (order.status === 'paid') return alreadyPaid(order, payload);
    const used = await findOrderIdOfPayment(db, payload.payment_id);
    if (used?.order_id === order.order_id) return PaymentWebhookMessages.alreadyRecorded;
    if (used) throw conflict(PaymentWebhookMessages.paymentOfOtherOrder);

    let recorded: RecordedPayment | undefined;
    try {
      recorded = await db.transaction().execute(async (trx) => {
        const now = new Date(clock()).toISOString();
        const claimed = await claimPaymentOrder(trx, {
          orderId: order.order_id,
          paymentId: payload.payment_id,
          paidAt: now,
        });
        if (!claimed) return undefined;
        return claimed.kind === 'subscription'
          ? recordVendorPayment(trx, claimed, signature, now)
          : recordCustomerPayment(trx, claimed, now);
      });
    } catch (error) {
      // Another order claimed this payment id meanwhile (payment_orders.payment_id is unique).
      if (isUniqueViolation(error)) throw conflict(PaymentWebhookMessages.paymentOfOtherOrder);
      throw error;
    }
    if (!recorded) {
      // A concurrent delivery claimed the order first: answer as its replay would be answered.
      const current = await findPaymentOrder(db, order.order_id);
      if (!current) throw notFound(PaymentWebhookMessages.orderNotFound);
      return alreadyPaid(current, payload);
    }
    // After the commit, before the answer: a vendor's new plan changes its row and the Subscribed view, so
    // the vendor lists forget them; the payment lists clear their totals on payment.captured.
    if (recorded.party === 'vendor' && recorded.vendorId !== null)
      events.emit('vendor.changed', recorded.vendorId);
    events.emit('payment.captured', recorded.paymentId, recorded.party);
    return PaymentWebhookMessages.recorded;
  }

  function alreadyPaid(order: PaymentOrderRow, payload: PaymentCapturedPayload): string {
    if (order.payment_id !== payload.payment_id) throw conflict(PaymentWebhookMessages.otherPayment);
    return PaymentWebhookMessages.alreadyRecorded;
  }

  /** The vendor payment, the plan started or renewed on the vendor row, and its history row. */
  async function recordVendorPayment(
    trx: Kysely<Database>,
    order: PaymentOrderRow,
    signature: string,
    now: string,
  ): Promise<RecordedPayment> {
    const vendorId = order.vendor_id!;
    const subscriptionId = order.subscription_id!;
    const [vendor, plan] = await Promise.all([
      lockPayingVendor(trx, dialect, vendorId),
      findPlan(trx, subscriptionId),
    ]);
    if (!vendor || !plan) throw new Error(`order ${order.order_id} names a missing vendor or plan`);
    const period = paidPeriod(vendor, plan.duration_days, Date.parse(now));
    const price = Number(order.amount);
    const payment = await insertVendorPayment(trx, {
      subscription_id: subscriptionId,
      vendor_id: vendorId,
      vendor_name: vendor.vendor_name,
      vendor_email: vendor.vendor_email,
      name_of_bussiness: vendor.name_of_bussiness,
      payment_date: now,
      provider_payment_id: order.payment_id!,
      provider_signature: signature,
      renewal_date: period.expiry,
      plan_name: plan.subscription_name,
      price,
    });
    // The GST tax invoice, numbered in this transaction (docs/product/invoices.md).
    await issuePlanInvoice(trx, config.invoices, payment.payment_id);
    await setVendorSubscription(trx, vendorId, {
      subscription_id: subscriptionId,
      subscription_name: plan.subscription_name,
      subscription_price: price,
      subscription_desc: plan.subscription_desc,
      subscription_start_date: period.vendorStart,
      subscription_expiry_date: period.expiry,
      payment_date: now,
      payment_details: JSON.stringify({
        renewal_date: period.expiry,
        provider_payment_id: order.payment_id,
      }),
      updated_at: stampAfter(vendor.updated_at, Date.parse(now)),
    });
    await insertSubscriptionPeriod(trx, {
      vendor_id: vendorId,
      subscription_id: subscriptionId,
      is_trial: 0,
      start_date: period.periodStart,
      expiry_date: period.expiry,
    });
    // The vendor is told with the payment (docs/product/messages.md); one message per order.
    await queueMessage(config, trx, {
      event: 'vendor.plan_paid',
      to: vendor.vendor_mobile,
      values: {
        vendor_name: vendor.vendor_name ?? '',
        business_name: vendor.name_of_bussiness ?? '',
        plan: plan.subscription_name,
        amount: rupeesText(rupeesToPaise(order.amount)),
        expiry_date: indiaDateText(period.expiry),
      },
      about: { vendorId },
      dedupeKey: `vendor.plan_paid:order:${order.order_id}`,
    });
    return { party: 'vendor', paymentId: payment.payment_id, vendorId, bookingId: null };
  }

  /**
   * The customer payment (a snapshot of the booking, with its category's commission now) and the booking
   * marked booked.
   */
  async function recordCustomerPayment(
    trx: Kysely<Database>,
    order: PaymentOrderRow,
    now: string,
  ): Promise<RecordedPayment> {
    const booking = await findPaidBooking(trx, order.booking_id!);
    if (!booking) throw new Error(`order ${order.order_id} names a missing booking`);
    const payment = await insertCustomerPayment(trx, {
      customer_id: booking.customer_id,
      booking_id: booking.booking_id,
      vendor_id: booking.vendor_id,
      customer_name: booking.customer_name,
      mobile: booking.mobile,
      customer_country: booking.customer_country,
      gender: booking.gender,
      customer_address: booking.customer_address,
      customer_email: booking.customer_email,
      service_cat_id: booking.service_cat_id,
      service_category_name: booking.service_category_name,
      service_desc: booking.service_desc,
      service_price: booking.service_price,
      service_category_url: booking.service_category_url,
      payment_amount: Number(order.amount),
      payment_date: now,
      payment_ref_no: order.payment_id!,
      // The category's commission now: a later change applies to bookings paid after it.
      commission_percent: await commissionPercentNow(config, trx, booking.service_cat_id),
    });
    await markBookingBooked(trx, booking.booking_id, stampAfter(booking.updated_at, Date.parse(now)));
    return {
      party: 'customer',
      paymentId: payment.payment_id,
      vendorId: booking.vendor_id,
      bookingId: booking.booking_id,
    };
  }

  return { handle, capture };
}
