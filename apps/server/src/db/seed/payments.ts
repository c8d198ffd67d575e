import type { Insertable } from 'kysely';
import { customerPaymentRow, vendorPaymentRow } from '../../test/fixtures';
import type { CustomerServiceBookingsTable } from '../schema/marketplace-tables';
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
  const payer = {
    vendor_id: vendor.id,
    vendor_name: vendor.name,
    vendor_email: vendor.email,
    name_of_bussiness: vendor.business,
  };
  await sink.add(
    'vendor_payments',
    vendorPaymentRow(payer, period.plan.id, {
      payment_id: period.paymentId,
      payment_date: period.paidAt,
      provider_payment_id: period.providerPaymentId,
      provider_signature: ctx.faker.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
      renewal_date: period.expiry,
      plan_name: period.plan.name,
      price: period.plan.price,
      created_at: period.paidAt,
    }),
  );
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
  await sink.add(
    'customer_payments',
    customerPaymentRow(booking, {
      payment_id: paymentId,
      payment_date: paymentDate,
      // Twelve digits like a UPI reference; the id in the tail keeps it unique.
      payment_ref_no: `${ctx.faker.string.numeric(5)}${String(paymentId).padStart(7, '0')}`,
      created_at: paymentDate,
    }),
  );
}
