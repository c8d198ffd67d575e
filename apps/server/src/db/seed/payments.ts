import type { Insertable } from 'kysely';
import type { CustomerServiceBookingsTable } from '../marketplace-tables';
import { addDays, type SeedContext } from './context';
import type { RowSink } from './row-sink';
import type { PaidPeriod } from './vendor-subscriptions';

export interface PayingVendor {
  id: number;
  name: string;
  email: string;
  business: string | null;
}

/** One vendor_payments row per paid subscription period. */
export async function addVendorPayment(
  ctx: SeedContext,
  sink: RowSink,
  vendor: PayingVendor,
  period: PaidPeriod,
) {
  await sink.add('vendor_payments', {
    payment_id: period.paymentId,
    subscription_id: period.plan.id,
    vendor_id: vendor.id,
    vendor_name: vendor.name,
    vendor_email: vendor.email,
    name_of_bussiness: vendor.business,
    payment_date: period.paidAt,
    provider_payment_id: period.providerPaymentId,
    provider_signature: ctx.faker.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
    renewal_date: period.expiry,
    plan_name: period.plan.name,
    price: period.plan.price,
    created_at: period.paidAt,
  });
}

/** The customer's payment for a booking, copying the booking's customer and service fields. */
export async function addCustomerPayment(
  ctx: SeedContext,
  sink: RowSink,
  booking: Insertable<CustomerServiceBookingsTable> & { booking_id: number; assigned_at: string },
) {
  const paymentId = sink.id('customer_payments');
  const paidAt = addDays(
    booking.assigned_at,
    ctx.faker.number.float({ min: 0.01, max: 0.5, fractionDigits: 4 }),
  );
  const paymentDate = paidAt < ctx.now.toISOString() ? paidAt : booking.assigned_at;
  await sink.add('customer_payments', {
    payment_id: paymentId,
    customer_id: booking.customer_id,
    booking_id: booking.booking_id,
    vendor_id: booking.vendor_id ?? null,
    customer_name: booking.customer_name,
    mobile: booking.mobile ?? null,
    customer_country: booking.customer_country ?? null,
    gender: booking.gender ?? null,
    customer_address: booking.customer_address ?? null,
    customer_email: booking.customer_email ?? null,
    service_cat_id: booking.service_cat_id,
    service_category_name: booking.service_category_name ?? null,
    service_desc: booking.service_desc ?? null,
    service_price: booking.service_price ?? null,
    service_category_url: booking.service_category_url ?? null,
    payment_amount: booking.service_price ?? 0,
    payment_date: paymentDate,
    // Twelve digits like a UPI reference; the id in the tail keeps it unique.
    payment_ref_no: `${ctx.faker.string.numeric(5)}${String(paymentId).padStart(7, '0')}`,
    created_at: paymentDate,
  });
}
