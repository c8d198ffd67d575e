import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * Rows the booking, customer and payment specs arrange through withDatabase. Every name carries a
 * unique tag so that a search finds exactly the rows of the test that made them.
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

export function firstCategory(db: Db): Category {
  return db
    .prepare(
      'select service_cat_id, service_category_name from service_categories order by service_cat_id limit 1',
    )
    .get() as Category;
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

export function insertCustomer(db: Db, customer: CustomerRow): number {
  const result = db
    .prepare(
      `insert into customers (customer_name, mobile, customer_email, customer_country, gender, customer_address)
       values (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      customer.customer_name,
      customer.mobile,
      customer.customer_email,
      customer.customer_country,
      customer.gender,
      JSON.stringify(customer.customer_address),
    );
  return Number(result.lastInsertRowid);
}

export interface VendorRow {
  vendor_name: string;
  vendor_mobile: string;
  name_of_bussiness: string;
  category: Category;
  service_start_time: string;
  service_end_time: string;
  is_approved?: 0 | 1;
  is_blocked?: 0 | 1;
}

export function insertVendor(db: Db, vendor: VendorRow): number {
  const result = db
    .prepare(
      `insert into vendors (vendor_name, vendor_email, vendor_mobile, name_of_bussiness, bussiness_category,
         service_cat_id, service_start_time, service_end_time, is_approved, approved_by, approved_date, is_blocked)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      vendor.vendor_name,
      `${vendor.vendor_name.toLowerCase().replace(/\W+/g, '.')}@vendors.test`,
      vendor.vendor_mobile,
      vendor.name_of_bussiness,
      vendor.category.service_category_name,
      vendor.category.service_cat_id,
      vendor.service_start_time,
      vendor.service_end_time,
      vendor.is_approved ?? 1,
      (vendor.is_approved ?? 1) ? 1 : null,
      (vendor.is_approved ?? 1) ? new Date().toISOString() : null,
      vendor.is_blocked ?? 0,
    );
  return Number(result.lastInsertRowid);
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
}

export function insertBooking(db: Db, booking: BookingRow): number {
  const { customer } = booking;
  const result = db
    .prepare(
      `insert into customer_service_bookings (vendor_id, customer_id, customer_name, mobile, customer_email,
         customer_country, gender, customer_address, service_cat_id, service_category_name, service_desc,
         service_price, service_category_url, cancelled_reason, is_cancelled, is_completed, is_booked, assigned_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      booking.vendor_id ?? null,
      booking.customer_id,
      customer.customer_name,
      customer.mobile,
      customer.customer_email,
      customer.customer_country,
      customer.gender,
      JSON.stringify(customer.customer_address),
      booking.category.service_cat_id,
      booking.category.service_category_name,
      booking.service_desc,
      booking.service_price,
      booking.service_category_url,
      booking.cancelled_reason ?? null,
      booking.is_cancelled ?? 0,
      booking.is_completed ?? 0,
      booking.is_booked ?? 0,
      booking.vendor_id ? new Date().toISOString() : null,
    );
  return Number(result.lastInsertRowid);
}

export function insertReview(
  db: Db,
  review: { booking_id: number; vendor_id: number; rating: number; review_text: string },
): number {
  const result = db
    .prepare('insert into reviews (booking_id, vendor_id, rating, review_text) values (?, ?, ?, ?)')
    .run(review.booking_id, review.vendor_id, review.rating, review.review_text);
  return Number(result.lastInsertRowid);
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
  const { customer } = payment;
  const result = db
    .prepare(
      `insert into customer_payments (customer_id, booking_id, vendor_id, customer_name, mobile,
         customer_country, gender, customer_address, customer_email, service_cat_id, service_category_name,
         service_desc, service_price, service_category_url, payment_amount, payment_date, payment_ref_no)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      payment.customer_id,
      payment.booking_id,
      payment.vendor_id,
      customer.customer_name,
      customer.mobile,
      customer.customer_country,
      customer.gender,
      JSON.stringify(customer.customer_address),
      customer.customer_email,
      payment.category.service_cat_id,
      payment.category.service_category_name,
      payment.service_desc,
      payment.service_price,
      payment.service_category_url,
      payment.payment_amount,
      payment.payment_date,
      payment.payment_ref_no,
    );
  return Number(result.lastInsertRowid);
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

/** Returns the new payment id and the plan's subscription id. */
export function insertVendorPayment(
  db: Db,
  payment: VendorPaymentRow,
): { paymentId: number; subscriptionId: number } {
  const subscription = db
    .prepare('select subscription_id from subscriptions order by subscription_id limit 1')
    .get() as { subscription_id: number };
  const result = db
    .prepare(
      `insert into vendor_payments (subscription_id, vendor_id, vendor_name, vendor_email, name_of_bussiness,
         payment_date, provider_payment_id, provider_signature, renewal_date, plan_name, price)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      subscription.subscription_id,
      payment.vendor_id,
      payment.vendor_name,
      payment.vendor_email,
      payment.name_of_bussiness,
      payment.payment_date,
      payment.provider_payment_id,
      payment.provider_signature,
      payment.renewal_date,
      payment.plan_name,
      payment.price,
    );
  return { paymentId: Number(result.lastInsertRowid), subscriptionId: subscription.subscription_id };
}
