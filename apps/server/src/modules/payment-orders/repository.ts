import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import type { PaymentOrdersTable, PaymentProviderEventsTable } from '../../db/schema/app-tables';
import type {
  CustomerPaymentsTable,
  VendorPaymentsTable,
  VendorSubscriptionColumn,
  VendorSubscriptionsTable,
  VendorsTable,
} from '../../db/schema/marketplace-tables';

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;

/** What decides whether a vendor may order a plan (docs/product/partner-api.md#trial-and-plans). */
export function findOrderingVendor(db: Kysely<Database>, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['vendor_id', 'is_approved', 'is_rejected', 'is_blocked'])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
}

export function findPlan(db: Kysely<Database>, subscriptionId: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/** What decides whether a customer may order a booking's payment. */
export function findOrderingBooking(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('customer_service_bookings')
    .select(['booking_id', 'customer_id', 'is_cancelled', 'is_booked', 'service_price'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

export function insertPaymentOrder(db: Kysely<Database>, order: Insertable<PaymentOrdersTable>) {
  return db.insertInto('payment_orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export function findPaymentOrder(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('payment_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function findOrderIdOfPayment(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('payment_orders')
    .select('order_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** The claim: marks the order paid by `paymentId` only while it is still unpaid (one statement). */
export function claimPaymentOrder(
  db: Kysely<Database>,
  claim: { orderId: string; paymentId: string; paidAt: string },
) {
  return db
    .updateTable('payment_orders')
    .set({ status: 'paid', payment_id: claim.paymentId, paid_at: claim.paidAt })
    .where('order_id', '=', claim.orderId)
    .where('status', '=', 'created')
    .returningAll()
    .executeTakeFirst();
}

export type PayingVendorRow = Pick<
  Selectable<VendorsTable>,
  | 'vendor_id'
  | 'vendor_name'
  | 'vendor_email'
  | 'vendor_mobile'
  | 'name_of_bussiness'
  | 'subscription_status'
  | 'subscription_start_date'
  | 'subscription_expiry_date'
  | 'updated_at'
>;

/**
 * The paying vendor, locked until the transaction ends on PostgreSQL, so that two payments of one
 * vendor renew one after the other (SQLite runs one write transaction at a time).
 */
export function lockPayingVendor(
  trx: Kysely<Database>,
  dialect: Dialect,
  vendorId: number,
): Promise<PayingVendorRow | undefined> {
  const query = trx
    .selectFrom('vendors')
    .select([
      'vendor_id',
      'vendor_name',
      'vendor_email',
      'vendor_mobile',
      'name_of_bussiness',
      'subscription_status',
      'subscription_start_date',
      'subscription_expiry_date',
      'updated_at',
    ])
    .where('vendor_id', '=', vendorId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The vendor row's current subscription, as docs/product/partner-api.md#payment-provider sets it. */
export function setVendorSubscription(
  trx: Kysely<Database>,
  vendorId: number,
  subscription: Pick<
    Selectable<VendorsTable>,
    Exclude<VendorSubscriptionColumn, 'subscription_status'> | 'updated_at'
  >,
) {
  return trx
    .updateTable('vendors')
    .set({ ...subscription, subscription_status: 'active' })
    .where('vendor_id', '=', vendorId)
    .execute();
}

export function insertSubscriptionPeriod(
  trx: Kysely<Database>,
  period: Insertable<VendorSubscriptionsTable>,
) {
  return trx.insertInto('vendor_subscriptions').values(period).execute();
}

export function insertVendorPayment(trx: Kysely<Database>, payment: Insertable<VendorPaymentsTable>) {
  return trx.insertInto('vendor_payments').values(payment).returning('payment_id').executeTakeFirstOrThrow();
}

/** The booking whose payment arrived, for the payment row's snapshot of it. */
export function findPaidBooking(trx: Kysely<Database>, bookingId: number) {
  return trx
    .selectFrom('customer_service_bookings')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

export function insertCustomerPayment(trx: Kysely<Database>, payment: Insertable<CustomerPaymentsTable>) {
  return trx
    .insertInto('customer_payments')
    .values(payment)
    .returning('payment_id')
    .executeTakeFirstOrThrow();
}

export function markBookingBooked(trx: Kysely<Database>, bookingId: number, updatedAt: string) {
  return trx
    .updateTable('customer_service_bookings')
    .set({ is_booked: 1, updated_at: updatedAt })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** Whether the Razorpay webhook event `eventId` was acted on already. */
export function findProviderEvent(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('payment_provider_events')
    .select(['event_id', 'event'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

/** Remembers an event acted on; a second insert of one event (two deliveries at once) does nothing. */
export function insertProviderEvent(db: Kysely<Database>, event: Insertable<PaymentProviderEventsTable>) {
  return db
    .insertInto('payment_provider_events')
    .values(event)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}
