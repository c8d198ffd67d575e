import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  bookingRow,
  customerPaymentRow,
  customerRow,
  insertRowSync,
  reviewRow,
  runSync,
  sqliteQueries,
  vendorPaymentRow,
  vendorRow,
} from '../../apps/server/src/test/fixtures';
import { withDatabase } from './database';

/**
 * Rows the booking, customer and payment specs arrange through withDatabase (or arrangeServiceRequest,
 * which opens it itself), built by the server's fixtures (apps/server/src/test/fixtures). Every name
 * carries a unique tag so that a search finds exactly the rows of the test that made them.
 */

type Db = Database.Database;

/** A short random word ('Qvxk'), for names that no demo row and no other test shares. */
export function uniqueTag(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return [...randomBytes(5)]
    .map((byte, i) => (i === 0 ? letters[byte % 20]?.toUpperCase() : letters[byte % 20]))
    .join('');
}

/** `count` random digits, for mobiles and reference numbers that must be unique. */
export function randomDigits(count: number): string {
  return [...randomBytes(count)].map((byte) => String(byte % 10)).join('');
}

export interface Category {
  service_cat_id: number;
  service_category_name: string;
}

/** The categories of the demo catalogue, in id order. */
export function categories(db: Db): Category[] {
  const rows = runSync(
    db,
    sqliteQueries
      .selectFrom('service_categories')
      .select(['service_cat_id', 'service_category_name'])
      .orderBy('service_cat_id'),
  );
  return rows;
}

export function firstCategory(db: Db): Category {
  const [first] = categories(db);
  if (!first) throw new Error('the demo catalogue has no category');
  return first;
}

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface CustomerRow {
  customer_name: string;
  mobile: string;
  customer_email: string;
  customer_country: string;
  gender: string;
  customer_address: Address;
}

/**
 * A customer called `name` (carrying the test's tag), with a fresh mobile and an email made of the name,
 * in India; `overrides` for the fields a story shows.
 */
export function customerNamed(name: string, overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    customer_name: name,
    mobile: `9${randomDigits(9)}`,
    customer_email: `${name.toLowerCase().replace(/\W+/g, '.')}@customers.test`,
    customer_country: 'India',
    gender: 'Female',
    customer_address: { street: '14 Lake View Road', city: 'Kochi', state: 'Kerala', zip: '682001' },
    ...overrides,
  };
}

const customerColumns = (customer: CustomerRow) => ({
  ...customer,
  customer_address: JSON.stringify(customer.customer_address),
});

export function insertCustomer(db: Db, customer: CustomerRow): number {
  return insertRowSync(db, 'customers', customerRow(customerColumns(customer))).customer_id;
}

const DAY_MS = 86_400_000;

export interface VendorRow {
  vendor_name: string;
  /** A fresh one unless told. */
  vendor_mobile?: string;
  /** `{vendor_name} Services` unless told. */
  name_of_bussiness?: string;
  category: Category;
  /** 09:00 to 18:00 unless told. */
  service_start_time?: string;
  service_end_time?: string;
  is_approved?: 0 | 1;
  is_blocked?: 0 | 1;
  /** Where it works from (docs/product/dispatch.md): none unless told. */
  pincode?: string | null;
  service_radius?: number | null;
  /** Days its free trial has left (negative: over); an approved vendor gets 10 unless told. */
  trialDays?: number;
  /** Days its paid subscription has left: an approved vendor with it is subscribed instead of on trial. */
  subscribedDays?: number;
}

/**
 * A vendor with only names, category and hours (no address, KYC or photos), approved unless told; an
 * approved one is on a free trial (or subscribed), so it can be assigned (docs/product/dispatch.md#hard-rules).
 */
export function insertVendor(db: Db, vendor: VendorRow): number {
  const approved = vendor.is_approved ?? 1;
  const row = vendorRow({
    vendor_name: vendor.vendor_name,
    vendor_email: `${vendor.vendor_name.toLowerCase().replace(/\W+/g, '.')}@vendors.test`,
    vendor_mobile: vendor.vendor_mobile ?? `8${randomDigits(9)}`,
    name_of_bussiness: vendor.name_of_bussiness ?? `${vendor.vendor_name} Services`,
    bussiness_category: vendor.category.service_category_name,
    service_cat_id: vendor.category.service_cat_id,
    service_start_time: vendor.service_start_time ?? '09:00',
    service_end_time: vendor.service_end_time ?? '18:00',
    bussiness_address: null,
    pincode: vendor.pincode ?? null,
    service_radius: vendor.service_radius ?? null,
    bussiness_desc: null,
    image_url: '[]',
    account_details: null,
    kyc_docs: null,
    is_approved: approved,
    approved_by: approved ? 1 : null,
    approved_date: approved ? new Date().toISOString() : null,
    is_blocked: vendor.is_blocked ?? 0,
    ...(approved ? subscriptionColumns(vendor) : {}),
  });
  return insertRowSync(db, 'vendors', row).vendor_id;
}

function subscriptionColumns({ trialDays = 10, subscribedDays }: VendorRow) {
  const started = new Date(Date.now() - 4 * DAY_MS).toISOString();
  if (subscribedDays !== undefined) {
    return {
      subscription_name: 'Pro Monthly',
      subscription_price: 499,
      subscription_start_date: started,
      subscription_expiry_date: new Date(Date.now() + subscribedDays * DAY_MS).toISOString(),
      subscription_status: 'active' as const,
    };
  }
  return {
    subscription_name: 'Free Trial',
    subscription_price: 0,
    subscription_start_date: started,
    subscription_expiry_date: new Date(Date.now() + trialDays * DAY_MS).toISOString(),
    subscription_status: 'trial' as const,
  };
}

export interface BookingRow {
  customer_id: number;
  customer: CustomerRow;
  category: Category;
  vendor_id?: number | null;
  service_desc: string;
  service_price: number;
  /** Deliberately broken in tests of the workman fallback. */
  service_category_url: string | null;
  cancelled_reason?: string | null;
  is_cancelled?: 0 | 1;
  is_completed?: 0 | 1;
  is_booked?: 0 | 1;
  /** The slot's start (ISO-8601 UTC, docs/product/slots.md); null or absent: Not scheduled. */
  scheduled_start?: string | null;
}

export function insertBooking(db: Db, booking: BookingRow): number {
  const customer = { customer_id: booking.customer_id, ...customerColumns(booking.customer) };
  const row = bookingRow(customer, booking.category, {
    vendor_id: booking.vendor_id ?? null,
    service_desc: booking.service_desc,
    service_price: booking.service_price,
    service_category_url: booking.service_category_url,
    cancelled_reason: booking.cancelled_reason ?? null,
    is_cancelled: booking.is_cancelled ?? 0,
    is_completed: booking.is_completed ?? 0,
    is_booked: booking.is_booked ?? 0,
    assigned_at: booking.vendor_id ? new Date().toISOString() : null,
    scheduled_start: booking.scheduled_start ?? null,
  });
  return insertRowSync(db, 'customer_service_bookings', row).booking_id;
}

/** A Service Request: `customer` and an unassigned booking of theirs, without an image. */
export function insertServiceRequest(
  db: Db,
  customer: CustomerRow,
  booking: { category: Category; service_desc: string; service_price: number },
): { customerId: number; bookingId: number } {
  const customerId = insertCustomer(db, customer);
  const bookingId = insertBooking(db, {
    customer_id: customerId,
    customer,
    service_category_url: null,
    ...booking,
  });
  return { customerId, bookingId };
}

/**
 * A Service Request of `customer` in the demo's first category and `vendors` of that category, keyed as
 * the story names them; answers the booking's id and each vendor's id and name under its key.
 */
export function arrangeServiceRequest<K extends string>(
  customer: CustomerRow,
  service: { service_desc: string; service_price: number },
  vendors: Record<K, Omit<VendorRow, 'category'>>,
): { bookingId: number; vendors: Record<K, { vendor_id: number; vendor_name: string }> } {
  return withDatabase((db) => {
    const category = firstCategory(db);
    const inserted = Object.fromEntries(
      Object.entries<Omit<VendorRow, 'category'>>(vendors).map(([key, vendor]) => [
        key,
        { vendor_id: insertVendor(db, { ...vendor, category }), vendor_name: vendor.vendor_name },
      ]),
    ) as Record<K, { vendor_id: number; vendor_name: string }>;
    const { bookingId } = insertServiceRequest(db, customer, { category, ...service });
    return { bookingId, vendors: inserted };
  });
}

/** The stored assignment and cancellation of one booking, to check what a click wrote. */
export function storedBooking(bookingId: number) {
  const [booking] = withDatabase((db) =>
    runSync(
      db,
      sqliteQueries
        .selectFrom('customer_service_bookings')
        .select(['vendor_id', 'is_cancelled', 'cancelled_reason'])
        .where('booking_id', '=', bookingId),
    ),
  );
  if (!booking) throw new Error(`no booking ${bookingId}`);
  return booking;
}

export function insertReview(
  db: Db,
  review: { booking_id: number; vendor_id: number; rating: number; review_text: string },
): number {
  const row = reviewRow(review, { rating: review.rating, review_text: review.review_text });
  return insertRowSync(db, 'reviews', row).review_id;
}

export interface CustomerPaymentRow {
  customer_id: number;
  customer: CustomerRow;
  booking_id: number;
  vendor_id: number;
  category: Category;
  service_desc: string;
  service_price: number;
  service_category_url: string | null;
  payment_amount: number;
  payment_date: string;
  payment_ref_no: string;
}

export function insertCustomerPayment(db: Db, payment: CustomerPaymentRow): number {
  const row = customerPaymentRow(
    {
      ...customerColumns(payment.customer),
      customer_id: payment.customer_id,
      booking_id: payment.booking_id,
      vendor_id: payment.vendor_id,
      service_cat_id: payment.category.service_cat_id,
      service_category_name: payment.category.service_category_name,
      service_desc: payment.service_desc,
      service_price: payment.service_price,
      service_category_url: payment.service_category_url,
    },
    {
      payment_amount: payment.payment_amount,
      payment_date: payment.payment_date,
      payment_ref_no: payment.payment_ref_no,
    },
  );
  return insertRowSync(db, 'customer_payments', row).payment_id;
}

/**
 * A booking of `payment.vendor_id`, booked (and completed unless told), and the customer's payment for it
 * of its whole price.
 */
export function insertPaidBooking(
  db: Db,
  payment: Omit<CustomerPaymentRow, 'booking_id' | 'payment_amount'> & { is_completed?: 0 | 1 },
): { bookingId: number; paymentId: number } {
  const { payment_date, payment_ref_no, is_completed = 1, ...booking } = payment;
  const bookingId = insertBooking(db, { ...booking, is_booked: 1, is_completed });
  const paymentId = insertCustomerPayment(db, {
    ...booking,
    booking_id: bookingId,
    payment_amount: booking.service_price,
    payment_date,
    payment_ref_no,
  });
  return { bookingId, paymentId };
}

export interface VendorPaymentRow {
  vendor_id: number;
  vendor_name: string;
  vendor_email: string;
  name_of_bussiness: string;
  payment_date: string;
  provider_payment_id: string;
  provider_signature: string;
  renewal_date: string;
  plan_name: string;
  price: number;
}

/** A payment for the first plan of the catalogue. Returns the new payment id and the plan's subscription id. */
export function insertVendorPayment(
  db: Db,
  payment: VendorPaymentRow,
): { paymentId: number; subscriptionId: number } {
  const [plan] = runSync(
    db,
    sqliteQueries.selectFrom('subscriptions').select('subscription_id').orderBy('subscription_id').limit(1),
  );
  if (!plan) throw new Error('the demo catalogue has no plan');
  const { vendor_id, vendor_name, vendor_email, name_of_bussiness, ...paid } = payment;
  const row = vendorPaymentRow(
    { vendor_id, vendor_name, vendor_email, name_of_bussiness },
    plan.subscription_id,
    paid,
  );
  return {
    paymentId: insertRowSync(db, 'vendor_payments', row).payment_id,
    subscriptionId: plan.subscription_id,
  };
}
