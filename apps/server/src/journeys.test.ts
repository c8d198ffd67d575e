import type { Booking, CustomerPayment, Vendor, VendorPayment } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBody } from './modules/vendor-app/application-body';
import { insertCategory, insertSubService } from './test/factories';
import { capturedEvent, deliver, TEST_WEBHOOK_SECRET } from './test/payment-webhook';
import { firstAvailableSlot } from './test/slots';
import { createTestApp, type TestApp } from './test/test-app';
import { testDialect } from './test/test-database';

const API = '/api/v1';
const DATA = `${API}/admin/data`;
const DAY_MS = 86_400_000;

/**
 * The two whole journeys of issue 13 over HTTP only, as the apps, the payment provider and an admin make
 * them (docs/product/partner-api.md): every step's row shows where the back-office looks for it.
 */
describe(`partner journeys (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let serviceCatId: number;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    admin = await t.login();
    serviceCatId = (await insertCategory(t.database.handle.db, { service_category_name: 'Plumbing' }))
      .service_cat_id;
  });
  afterAll(() => t.close());

  const asAdmin = (method: string, path: string, body?: unknown) =>
    t.request(method, `${DATA}/${path}`, { token: admin, body });

  /** Signs a phone in to an app through its texted code; answers the verifyOtp body. */
  async function signIn(kind: 'vendor' | 'customer', phone: string) {
    const requested = await t.request('POST', `${API}/${kind}/login/requestOtp`, { body: { phone } });
    expect(requested.status).toBe(200);
    const verified = await t.request('POST', `${API}/${kind}/login/verifyOtp`, {
      body: { phone, otp: t.latestOtp(phone) },
    });
    expect(verified.status).toBe(200);
    return verified.body;
  }

  /** A vendor that applied through the app and was approved by the admin, with its token. */
  async function approvedVendor(phone: string, name: string) {
    const { token } = await signIn('vendor', phone);
    const applied = await t.request('PUT', `${API}/vendor/me/application`, {
      token,
      body: applicationBody(serviceCatId, { vendor_name: name, vendor_email: `${phone}@example.in` }),
    });
    expect(applied.status).toBe(201);
    const vendorId = applied.body.data.vendor_id as number;
    const approved = await asAdmin('PUT', 'updatevendors', { vendor_id: vendorId, is_approved: 1 });
    expect(approved.status).toBe(200);
    return { token, vendorId };
  }

  it('a vendor: code → application → pending → approved → trial → order → signed payment → subscribed', async () => {
    const phone = '8123400001';
    const signedIn = await signIn('vendor', phone);
    expect(signedIn.vendor).toBeNull();
    const token = signedIn.token as string;

    const applied = await t.request('PUT', `${API}/vendor/me/application`, {
      token,
      body: applicationBody(serviceCatId, { vendor_name: 'Meera Joshi', vendor_email: 'meera@example.in' }),
    });
    expect(applied.status).toBe(201);
    const vendorId = applied.body.data.vendor_id as number;

    const pending = await asAdmin('GET', 'getvendors_pending');
    expect(pending.body.data.map((v: Vendor) => v.vendor_id)).toContain(vendorId);

    const approved = await asAdmin('PUT', 'updatevendors', { vendor_id: vendorId, is_approved: 1 });
    expect(approved.status).toBe(200);
    const onTrial = await t.request('GET', `${API}/vendor/me`, { token });
    expect(onTrial.body.data).toMatchObject({
      vendor_id: vendorId,
      status: 'approved',
      subscription_status: 'trial',
      trial_days: 14,
    });
    const trials = await asAdmin('GET', 'getfreetrialvendors');
    expect(trials.body.data.map((v: Vendor) => v.vendor_id)).toContain(vendorId);

    const plan = await asAdmin('POST', 'insertSUBSCRIPTIONS', {
      subscription_name: 'Gold',
      subscription_price: 1499,
      subscription_desc: 'Thirty days of leads',
    });
    expect(plan.status).toBe(201);
    const ordered = await t.request('POST', `${API}/vendor/me/subscription/orders`, {
      token,
      body: { subscription_id: plan.body.data.subscription_id },
    });
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({ amount: 1499, currency: 'INR' });

    const paidAt = Date.now();
    const paid = await deliver(t, capturedEvent(ordered.body, 'pay_journey_vendor'));
    expect(paid.status).toBe(200);

    const subscribed = await asAdmin('GET', 'getVendorsWithSubscription');
    const listed = subscribed.body.data.find((v: Vendor) => v.vendor_id === vendorId);
    expect(listed).toMatchObject({ subscription_status: 'active', subscription_name: 'Gold' });
    // The trial ended with the purchase: the plan runs its 30 days from now.
    const expiry = Date.parse(listed.subscription_expiry_date);
    expect(expiry).toBeGreaterThanOrEqual(paidAt + 30 * DAY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(
      (await asAdmin('GET', 'getfreetrialvendors')).body.data.map((v: Vendor) => v.vendor_id),
    ).not.toContain(vendorId);

    const payments = await asAdmin('GET', 'getvendorpaymentdetails');
    const payment = payments.body.data.find((p: VendorPayment) => p.vendor_id === vendorId);
    expect(payment).toMatchObject({
      vendor_name: 'Meera Joshi',
      payment_details: {
        provider_payment_id: 'pay_journey_vendor',
        plan_name: 'Gold',
        price: 1499,
        renewal_date: listed.subscription_expiry_date,
      },
    });
  });

  it('a customer: code → booking → Service Request → assigned → completed → order → signed payment → paid → review', async () => {
    const db = t.database.handle.db;
    const service = await insertSubService(db, { service_cat_id: serviceCatId }, { service_price: 799 });
    const vendor = await approvedVendor('8123400002', 'Suresh Pipes');

    const phone = '8123400003';
    const signedIn = await signIn('customer', phone);
    const token = signedIn.token as string;
    const profile = await t.request('PUT', `${API}/customer/me`, {
      token,
      body: {
        customer_name: 'Kavya Rao',
        customer_email: 'kavya@example.in',
        customer_country: 'India',
        gender: 'Female',
        customer_address: { street: '4 Lake Road', city: 'Pune', state: 'Maharashtra', zip: '411002' },
      },
    });
    expect(profile.status).toBe(200);

    // The approved vendor (411001, 15 km, 09:00–18:00) makes slots near the customer available.
    const slot = await firstAvailableSlot(t, token, service.service_id);
    const booked = await t.request('POST', `${API}/customer/me/bookings`, {
      token,
      body: { service_id: service.service_id, service_desc: 'Bathroom tap dripping', scheduled_start: slot },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data.scheduled_start).toBe(slot);
    const bookingId = booked.body.data.booking_id as number;

    const requests = await asAdmin('GET', 'getcustomerservicedetails?assigned=0');
    expect(requests.body.data.find((b: Booking) => b.booking_id === bookingId)).toMatchObject({
      customer_name: 'Kavya Rao',
      service_price: 799,
      status: 'Pending',
    });

    const assigned = await asAdmin('PUT', 'updateservicebooking', {
      booking_id: bookingId,
      vendor_id: vendor.vendorId,
    });
    expect(assigned.status).toBe(200);
    const mine = await t.request('GET', `${API}/vendor/me/bookings`, { token: vendor.token });
    expect(mine.body.data.map((b: Booking) => b.booking_id)).toContain(bookingId);
    const completed = await t.request('POST', `${API}/vendor/me/bookings/${bookingId}/complete`, {
      token: vendor.token,
    });
    expect(completed.status).toBe(200);

    const ordered = await t.request('POST', `${API}/customer/me/bookings/${bookingId}/orders`, { token });
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({ amount: 799, currency: 'INR' });
    const paid = await deliver(t, capturedEvent(ordered.body, 'pay_journey_customer'));
    expect(paid.status).toBe(200);

    const payments = await asAdmin('GET', 'allpaymentdetails');
    expect(payments.body.data.find((p: CustomerPayment) => p.booking_id === bookingId)).toMatchObject({
      customer_name: 'Kavya Rao',
      vendor_id: vendor.vendorId,
      payment_amount: 799,
      payment_ref_no: 'pay_journey_customer',
    });

    const reviewed = await t.request('POST', `${API}/customer/me/bookings/${bookingId}/review`, {
      token,
      body: { rating: 5, review_text: 'Fixed in twenty minutes.' },
    });
    expect(reviewed.status).toBe(201);
    const reviews = await asAdmin('GET', `getReviewsByVendorId/${vendor.vendorId}`);
    expect(reviews.body.data).toEqual([
      expect.objectContaining({ booking_id: bookingId, rating: 5, review_text: 'Fixed in twenty minutes.' }),
    ]);
  });
});
