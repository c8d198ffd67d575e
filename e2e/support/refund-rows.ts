import {
  type CustomerRow,
  customerNamed,
  firstCategory,
  insertCustomer,
  insertPaidBooking,
  insertVendor,
  randomDigits,
  uniqueTag,
} from './booking-rows';
import { withDatabase } from './database';

/**
 * A paid booking the refund stories arrange (e2e/tests/refunds.spec.ts): a customer named with a unique tag,
 * an approved vendor assigned to the booking, and the customer's captured payment of the whole price,
 * through the server's fixtures (booking-rows.ts). Booked and not completed unless told, so Booking
 * Details can still cancel it.
 */
export interface PaidBooking {
  tag: string;
  customer: CustomerRow;
  bookingId: number;
  paymentId: number;
  /** The provider's payment id (`pay_…`): the payment's `Payment Ref No`. */
  paymentRef: string;
  price: number;
}

export function arrangePaidBooking({
  price,
  completed = false,
}: {
  price: number;
  completed?: boolean;
}): PaidBooking {
  const tag = uniqueTag();
  const customer = customerNamed(`Refundee ${tag}`);
  const paymentRef = `pay_E2E${randomDigits(11)}`;
  return withDatabase((db) => {
    const category = firstCategory(db);
    const vendorId = insertVendor(db, { vendor_name: `Refundfix ${tag}`, category });
    const customerId = insertCustomer(db, customer);
    const { bookingId, paymentId } = insertPaidBooking(db, {
      customer_id: customerId,
      customer,
      vendor_id: vendorId,
      category,
      service_desc: 'Deep clean of the kitchen.',
      service_price: price,
      service_category_url: null,
      payment_date: new Date().toISOString(),
      payment_ref_no: paymentRef,
      is_completed: completed ? 1 : 0,
    });
    return { tag, customer, bookingId, paymentId, paymentRef, price };
  });
}
