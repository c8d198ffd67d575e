import {
  type Booking,
  CustomerAppMessages,
  customerReviewResponseSchema,
  type LiveEvent,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomersTable } from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import {
  insertBooking,
  insertCategory,
  insertChatVendor,
  insertCustomer,
  insertReview,
} from '../../test/factories';
import { onLiveEvent } from '../../test/live-events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const ADMIN_ASSIGNED = '/api/v1/admin/data/getcustomerservicedetails?assigned=1&limit=50';
const reviewPath = (bookingId: number) => `/api/v1/customer/me/bookings/${bookingId}/review`;

describe(`customer reviews on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let category: Awaited<ReturnType<typeof insertCategory>>;
  let vendor: Awaited<ReturnType<typeof insertChatVendor>>;
  const events: LiveEvent[] = [];
  let phoneNumber = 9300000000;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    category = await insertCategory(t.database.handle.db);
    vendor = await insertChatVendor(t.database.handle.db, { service_cat_id: category.service_cat_id });
    onLiveEvent(t.app, (event) => events.push(event));
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const reviewsOf = (bookingId: number) =>
    db().selectFrom('reviews').selectAll().where('booking_id', '=', bookingId).execute();

  /** A signed-in customer (a row with a name and this phone). */
  async function signedInCustomer(): Promise<{ token: string; customer: Selectable<CustomersTable> }> {
    const customer = await insertCustomer(db(), { mobile: String(++phoneNumber) });
    return { token: await appToken(t, 'customer', customer.mobile), customer };
  }

  const bookingOf = (customer: Selectable<CustomersTable>, flags: Partial<Record<string, 0 | 1>> = {}) =>
    insertBooking(db(), customer, category, { vendor_id: vendor.vendor_id, is_completed: 1, ...flags });

  it("reviews the customer's own completed booking for its vendor, shows it to admins at once, and tells them", async () => {
    const { token, customer } = await signedInCustomer();
    const booking = await bookingOf(customer);
    const countBefore = (await t.request('GET', ADMIN_ASSIGNED, { token: admin })).body.data.find(
      (b: Booking) => b.booking_id === booking.booking_id,
    ).review_count;
    const eventsBefore = events.length;

    const res = await t.request('POST', reviewPath(booking.booking_id), {
      token,
      body: { rating: 5, review_text: ' Quick and tidy. ', vendor_id: 999 },
    });
    expect(res.status).toBe(201);
    expect(customerReviewResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      success: true,
      message: CustomerAppMessages.reviewCreated,
      data: {
        review_id: expect.any(Number),
        booking_id: booking.booking_id,
        vendor_id: vendor.vendor_id,
        rating: 5,
        review_text: 'Quick and tidy.',
      },
    });
    expect(events.slice(eventsBefore)).toEqual([
      { type: 'review.created', id: res.body.data.review_id, at: expect.any(String) },
    ]);

    const after = (await t.request('GET', ADMIN_ASSIGNED, { token: admin })).body.data.find(
      (b: Booking) => b.booking_id === booking.booking_id,
    );
    expect(after.review_count).toBe(countBefore + 1);
    const vendorReviews = await t.request(
      'GET',
      `/api/v1/admin/data/getReviewsByVendorId/${vendor.vendor_id}`,
      {
        token: admin,
      },
    );
    expect(vendorReviews.body.data[0]).toEqual(res.body.data);
  });

  it('stores a review without text as no text', async () => {
    const { token, customer } = await signedInCustomer();
    const booking = await bookingOf(customer);
    const res = await t.request('POST', reviewPath(booking.booking_id), { token, body: { rating: 3 } });
    expect(res.status).toBe(201);
    expect(res.body.data.review_text).toBeNull();
  });

  it("refuses another customer's booking (404), an unknown one (404), an open or cancelled one (409) and a second review (409), writing nothing", async () => {
    const { token, customer } = await signedInCustomer();
    const other = await signedInCustomer();
    const theirs = await bookingOf(other.customer);
    const open = await bookingOf(customer, { is_completed: 0 });
    const cancelled = await bookingOf(customer, { is_completed: 0, is_cancelled: 1 });
    const reviewed = await bookingOf(customer);
    await insertReview(db(), reviewed, { rating: 2 });
    const eventsBefore = events.length;

    const cases: [number, number, string][] = [
      [theirs.booking_id, 404, CustomerAppMessages.bookingNotFound],
      [999_999, 404, CustomerAppMessages.bookingNotFound],
      [open.booking_id, 409, CustomerAppMessages.reviewNeedsCompleted],
      [cancelled.booking_id, 409, CustomerAppMessages.reviewNeedsCompleted],
      [reviewed.booking_id, 409, CustomerAppMessages.alreadyReviewed],
    ];
    for (const [bookingId, status, message] of cases) {
      const res = await t.request('POST', reviewPath(bookingId), { token, body: { rating: 4 } });
      expect(res.status, String(bookingId)).toBe(status);
      expect(res.body).toEqual({ success: false, message });
    }
    for (const booking of [theirs, open, cancelled]) expect(await reviewsOf(booking.booking_id)).toEqual([]);
    expect(await reviewsOf(reviewed.booking_id)).toMatchObject([{ rating: 2 }]);
    expect(events.length).toBe(eventsBefore);
  });

  it('refuses a bad rating or text with 400, writing nothing', async () => {
    const { token, customer } = await signedInCustomer();
    const booking = await bookingOf(customer);
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: 5, review_text: 'x'.repeat(2001) },
      { rating: 5, review_text: 'bad\u0007bell' },
      { rating: 5, review_text: 12 },
    ]) {
      const res = await t.request('POST', reviewPath(booking.booking_id), { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await t.request('POST', reviewPath(0), { token, body: { rating: 5 } })).status).toBe(400);
    expect(await reviewsOf(booking.booking_id)).toEqual([]);
  });

  it('lets exactly one of 20 simultaneous reviews of a booking land', async () => {
    const { token, customer } = await signedInCustomer();
    const booking = await bookingOf(customer);
    const eventsBefore = events.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request('POST', reviewPath(booking.booking_id), {
          token,
          body: { rating: (i % 5) + 1, review_text: `Try ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe(CustomerAppMessages.alreadyReviewed);
    }
    const stored = await reviewsOf(booking.booking_id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.review_id).toBe(answers.find((a) => a.status === 201)?.body.data.review_id);
    expect(events.slice(eventsBefore).map((e) => e.type)).toEqual(['review.created']);
  });
});
