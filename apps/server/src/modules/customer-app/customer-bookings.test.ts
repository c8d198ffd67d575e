import {
  type Booking,
  CustomerAppMessages,
  customerBookingListResponseSchema,
  customerBookingResponseSchema,
  customerCancelResponseSchema,
  customerComplaintResponseSchema,
  customerProfileResponseSchema,
  type LiveEvent,
} from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import {
  insertBooking,
  insertCategory,
  insertChatVendor,
  insertCustomer,
  insertCustomerComplaint,
  insertSubService,
} from '../../test/factories';
import { onLiveEvent } from '../../test/live-events';
import { firstAvailableSlot, insertSlotVendor } from '../../test/slots';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const ME = '/api/v1/customer/me';
const BOOKINGS = '/api/v1/customer/me/bookings';
const COMPLAINTS = '/api/v1/customer/me/complaints';
const ADMIN_BOOKINGS = '/api/v1/admin/data/getcustomerservicedetails';
const ADMIN_COMPLAINTS = '/api/v1/admin/data/getCUSTOMERCOMPLAINTS';

const PROFILE = {
  customer_name: '  Meera Iyer ',
  customer_email: 'Meera.Iyer@Example.in',
  customer_country: 'India',
  gender: 'Female',
  customer_address: { street: '4 Residency Rd', city: 'Bengaluru', state: 'Karnataka', zip: '560025' },
};

let phoneNumber = 9200000000;
const nextPhone = () => String(++phoneNumber);

describe(`customer app profile, bookings and complaints on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let category: Awaited<ReturnType<typeof insertCategory>>;
  let service: Awaited<ReturnType<typeof insertSubService>>;
  /** The first slot offered to the profile's customers (near the vendor at 560025 every test books with). */
  let slot: string;
  const events: LiveEvent[] = [];

  beforeAll(async () => {
    // Long-lived totals: a list that showed a new row only after they expire would fail here.
    t = await createTestApp({ LIST_COUNT_CACHE_MS: '60000' });
    admin = await t.login();
    category = await insertCategory(t.database.handle.db, {
      service_category_name: 'Plumbing',
      service_category_url: '/uploads/plumbing.png',
    });
    service = await insertSubService(t.database.handle.db, category, {
      service_name: 'Tap repair',
      service_price: 349.5,
    });
    // One booking and one complaint already listed, so that the admin lists' first pages are full and
    // their totals come from the count cache.
    const seeded = await insertCustomer(t.database.handle.db);
    await insertBooking(t.database.handle.db, seeded, category);
    await insertCustomerComplaint(t.database.handle.db, seeded);
    onLiveEvent(t.app, (event) => events.push(event));
    // A vendor of the trade near the profile's pincode: the customers' slots are available.
    await insertSlotVendor(t.database.handle.db, category, { pincode: '560025' });
    const token = await appToken(t, 'customer', nextPhone());
    await t.request('PUT', ME, { token, body: PROFILE });
    slot = await firstAvailableSlot(t, token, service.service_id);
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const countOf = async (table: 'customer_service_bookings' | 'customer_complaints' | 'reviews') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A signed-in customer with a filled-in profile. */
  async function customerWithProfile(profile = PROFILE) {
    const token = await appToken(t, 'customer', nextPhone());
    const saved = await t.request('PUT', ME, { token, body: profile });
    expect(saved.status).toBe(200);
    return { token, customer: saved.body.data };
  }

  describe('profile', () => {
    it('shows the new customer, then saves the whole profile, trimmed, keeping the signed-in mobile', async () => {
      const phone = nextPhone();
      const token = await appToken(t, 'customer', phone);
      const before = await t.request('GET', ME, { token });
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({ customer_name: '', mobile: phone, customer_address: null });

      const saved = await t.request('PUT', ME, { token, body: { ...PROFILE, mobile: '9999999999' } });
      expect(saved.status).toBe(200);
      expect(customerProfileResponseSchema.parse(saved.body)).toEqual(saved.body);
      expect(saved.body).toEqual({
        success: true,
        message: CustomerAppMessages.profileSaved,
        data: {
          customer_id: before.body.data.customer_id,
          customer_name: 'Meera Iyer',
          mobile: phone,
          customer_email: 'meera.iyer@example.in',
          customer_country: 'India',
          gender: 'Female',
          customer_address: PROFILE.customer_address,
          created_at: before.body.data.created_at,
        },
      });
      expect((await t.request('GET', ME, { token })).body.data).toEqual(saved.body.data);
    });

    it('refuses a bad profile with 400 naming the field, and changes nothing', async () => {
      const { token, customer } = await customerWithProfile();
      const bad: [Record<string, unknown>, string][] = [
        [{ ...PROFILE, customer_name: '' }, 'customer_name is required'],
        [{ ...PROFILE, customer_name: 'x'.repeat(101) }, 'customer_name must be at most 100 characters'],
        [{ ...PROFILE, customer_email: 'not-an-email' }, 'customer_email must be an email address'],
        [{ ...PROFILE, gender: 'Unknown' }, 'gender must be Male, Female or Other'],
        [
          { ...PROFILE, customer_address: { ...PROFILE.customer_address, zip: '5600' } },
          'zip must be 6 digits',
        ],
        [{ ...PROFILE, customer_address: undefined }, 'customer_address is required'],
        [{ ...PROFILE, customer_name: 'Meera\u0000' }, 'must not contain control characters'],
        [{ ...PROFILE, customer_country: 7 }, 'customer_country'],
      ];
      for (const [body, message] of bad) {
        const res = await t.request('PUT', ME, { token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toContain(message);
      }
      expect((await t.request('GET', ME, { token })).body.data).toEqual(customer);
    });
  });

  describe('bookings', () => {
    it('books from the catalogue, never from the client, snapshotting the customer, and tells admins', async () => {
      const { token, customer } = await customerWithProfile();
      const listBefore = await t.request('GET', `${ADMIN_BOOKINGS}?assigned=0&limit=1`, { token: admin });
      const eventsBefore = events.length;
      const res = await t.request('POST', BOOKINGS, {
        token,
        body: {
          service_id: service.service_id,
          service_desc: ' The kitchen tap drips ',
          scheduled_start: slot,
          service_price: 1,
          service_cat_id: 999,
          service_category_name: 'Free stuff',
          customer_id: 1,
          vendor_id: 1,
          is_booked: 1,
        },
      });
      expect(res.status).toBe(201);
      expect(customerBookingResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.message).toBe(CustomerAppMessages.bookingCreated);
      expect(res.body.data).toMatchObject({
        vendor_id: null,
        customer_id: customer.customer_id,
        customer_name: 'Meera Iyer',
        mobile: customer.mobile,
        customer_email: 'meera.iyer@example.in',
        customer_country: 'India',
        gender: 'Female',
        customer_address: PROFILE.customer_address,
        service_cat_id: category.service_cat_id,
        service_category_name: 'Plumbing',
        service_desc: 'The kitchen tap drips',
        service_price: 349.5,
        service_category_url: '/uploads/plumbing.png',
        scheduled_start: slot,
        scheduled_end: new Date(Date.parse(slot) + 2 * 60 * 60 * 1000).toISOString(),
        customer_city: 'Bengaluru',
        is_cancelled: 0,
        is_completed: 0,
        is_booked: 0,
        status: 'Pending',
        assigned_at: null,
        review_count: 0,
      });
      const bookingId = res.body.data.booking_id;
      expect(events.slice(eventsBefore)).toEqual([
        { type: 'booking.created', id: bookingId, at: expect.any(String) },
      ]);

      // At once in Service Request, total included, although the total was cached a moment ago.
      const listAfter = await t.request('GET', `${ADMIN_BOOKINGS}?assigned=0&limit=1`, { token: admin });
      expect(listAfter.body.total).toBe(listBefore.body.total + 1);
      expect(listAfter.body.data[0]).toEqual(res.body.data);

      // The snapshot keeps the customer's fields as they were.
      await t.request('PUT', ME, { token, body: { ...PROFILE, customer_name: 'Meera R' } });
      const mine = await t.request('GET', BOOKINGS, { token });
      expect(mine.body.data[0].customer_name).toBe('Meera Iyer');
    });

    it('refuses an unknown service (404), a customer without a profile (409) and bad bodies (400), writing nothing', async () => {
      const { token } = await customerWithProfile();
      const nameless = await appToken(t, 'customer', nextPhone());
      const before = await countOf('customer_service_bookings');
      const eventsBefore = events.length;

      const unknown = await t.request('POST', BOOKINGS, {
        token,
        body: { service_id: 999_999, service_desc: 'Fix it', scheduled_start: slot },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: CustomerAppMessages.serviceNotFound });

      const noProfile = await t.request('POST', BOOKINGS, {
        token: nameless,
        body: { service_id: service.service_id, service_desc: 'Fix it', scheduled_start: slot },
      });
      expect(noProfile.status).toBe(409);
      expect(noProfile.body).toEqual({ success: false, message: CustomerAppMessages.profileIncomplete });

      for (const body of [
        {},
        { service_id: service.service_id },
        { service_id: service.service_id, service_desc: 'Fix it' },
        { service_id: service.service_id, service_desc: 'Fix it', scheduled_start: '' },
        { service_id: service.service_id, service_desc: 'Fix it', scheduled_start: 'tomorrow 10am' },
        { service_id: service.service_id, service_desc: 'Fix it', scheduled_start: slot.slice(0, 19) },
        { service_id: String(service.service_id), service_desc: 'Fix it', scheduled_start: slot },
        { service_id: 0, service_desc: 'Fix it', scheduled_start: slot },
        { service_id: 1.5, service_desc: 'Fix it', scheduled_start: slot },
        { service_id: service.service_id, service_desc: '   ', scheduled_start: slot },
        { service_id: service.service_id, service_desc: 'x'.repeat(1001), scheduled_start: slot },
        { service_id: service.service_id, service_desc: 'Fix\u001b[2J it', scheduled_start: slot },
      ]) {
        const res = await t.request('POST', BOOKINGS, { token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect(await countOf('customer_service_bookings')).toBe(before);
      expect(events.length).toBe(eventsBefore);
    });

    it("lists the customer's own bookings only, newest first, paged with a total", async () => {
      const { token } = await customerWithProfile();
      const other = await customerWithProfile();
      const ids: number[] = [];
      for (const desc of ['one', 'two', 'three']) {
        const res = await t.request('POST', BOOKINGS, {
          token,
          body: { service_id: service.service_id, service_desc: desc, scheduled_start: slot },
        });
        ids.push(res.body.data.booking_id);
      }
      await t.request('POST', BOOKINGS, {
        token: other.token,
        body: { service_id: service.service_id, service_desc: 'theirs', scheduled_start: slot },
      });
      const all = await t.request('GET', BOOKINGS, { token });
      expect(all.status).toBe(200);
      expect(customerBookingListResponseSchema.parse(all.body)).toEqual(all.body);
      expect(all.body.total).toBe(3);
      expect(all.body.data.map((b: Booking) => b.booking_id)).toEqual([...ids].reverse());
      const page = await t.request('GET', `${BOOKINGS}?limit=1&offset=1`, { token });
      expect(page.body).toMatchObject({ total: 3, data: [{ booking_id: ids[1], service_desc: 'two' }] });
      for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
        expect((await t.request('GET', `${BOOKINGS}?${query}`, { token })).status).toBe(400);
      }
    });

    it("counts the customer's new booking at once, though the total was counted a moment ago", async () => {
      const { token } = await customerWithProfile();
      const book = (desc: string) =>
        t.request('POST', BOOKINGS, {
          token,
          body: { service_id: service.service_id, service_desc: desc, scheduled_start: slot },
        });
      await book('first');
      await book('second');
      // A page of one: the total comes from the count (kept a minute here), not from a short page.
      const total = async () => (await t.request('GET', `${BOOKINGS}?limit=1`, { token })).body.total;
      expect(await total()).toBe(2);
      await book('third');
      expect(await total()).toBe(3);
    });

    it("cancels the customer's own open booking once, with a reason, and tells admins", async () => {
      const { token } = await customerWithProfile();
      const other = await customerWithProfile();
      const booked = await t.request('POST', BOOKINGS, {
        token,
        body: { service_id: service.service_id, service_desc: 'Leak', scheduled_start: slot },
      });
      const id = booked.body.data.booking_id;
      const cancelPath = `${BOOKINGS}/${id}/cancel`;

      for (const body of [{}, { cancelled_reason: ' ' }, { cancelled_reason: 'x'.repeat(501) }]) {
        expect((await t.request('POST', cancelPath, { token, body })).status).toBe(400);
      }
      expect(
        (await t.request('POST', `${BOOKINGS}/abc/cancel`, { token, body: { cancelled_reason: 'x' } }))
          .status,
      ).toBe(400);
      const stranger = await t.request('POST', cancelPath, {
        token: other.token,
        body: { cancelled_reason: 'Not mine' },
      });
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ success: false, message: CustomerAppMessages.bookingNotFound });
      const unknown = await t.request('POST', `${BOOKINGS}/999999/cancel`, {
        token,
        body: { cancelled_reason: 'x' },
      });
      expect(unknown.status).toBe(404);
      const still = await db()
        .selectFrom('customer_service_bookings')
        .select(['is_cancelled', 'cancelled_reason'])
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(still).toEqual({ is_cancelled: 0, cancelled_reason: null });

      // The admin list has this booking cached as Pending.
      await t.request('GET', `${ADMIN_BOOKINGS}?assigned=0&limit=1`, { token: admin });
      const eventsBefore = events.length;
      const res = await t.request('POST', cancelPath, {
        token,
        body: { cancelled_reason: ' Fixed it myself ' },
      });
      expect(res.status).toBe(200);
      expect(customerCancelResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({
        message: CustomerAppMessages.bookingCancelled,
        data: { booking_id: id, is_cancelled: 1, cancelled_reason: 'Fixed it myself', status: 'Cancelled' },
        // Nothing was paid, so nothing is refunded.
        refund: null,
      });
      expect(events.slice(eventsBefore)).toEqual([{ type: 'booking.cancelled', id, at: expect.any(String) }]);
      const adminList = await t.request('GET', `${ADMIN_BOOKINGS}?assigned=0&limit=1`, { token: admin });
      expect(adminList.body.data.find((b: Booking) => b.booking_id === id)).toMatchObject({
        status: 'Cancelled',
      });

      const again = await t.request('POST', cancelPath, { token, body: { cancelled_reason: 'Again' } });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: CustomerAppMessages.alreadyCancelled });
      expect(events.length).toBe(eventsBefore + 1);
    });

    it('refuses to cancel a completed booking, and only one of many simultaneous cancels wins', async () => {
      const { token, customer } = await customerWithProfile();
      const vendor = await insertChatVendor(db(), { service_cat_id: category.service_cat_id });
      const done = await insertBooking(db(), { ...customer, customer_address: null }, category, {
        vendor_id: vendor.vendor_id,
        is_completed: 1,
      });
      const completed = await t.request('POST', `${BOOKINGS}/${done.booking_id}/cancel`, {
        token,
        body: { cancelled_reason: 'Too late' },
      });
      expect(completed.status).toBe(409);
      expect(completed.body).toEqual({ success: false, message: CustomerAppMessages.completedCannotCancel });

      const open = await t.request('POST', BOOKINGS, {
        token,
        body: { service_id: service.service_id, service_desc: 'Race', scheduled_start: slot },
      });
      const path = `${BOOKINGS}/${open.body.data.booking_id}/cancel`;
      const eventsBefore = events.length;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.request('POST', path, { token, body: { cancelled_reason: `Reason ${i}` } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect(events.slice(eventsBefore).map((e) => e.type)).toEqual(['booking.cancelled']);
    });
  });

  describe('complaints', () => {
    it('stores a complaint with the customer as they are now, shows it to admins at once, and tells them', async () => {
      const { token, customer } = await customerWithProfile();
      const listBefore = await t.request('GET', `${ADMIN_COMPLAINTS}?limit=1`, { token: admin });
      const eventsBefore = events.length;
      const res = await t.request('POST', COMPLAINTS, {
        token,
        body: { cust_comp_desc: ' The plumber never came. ', customer_name: 'Someone else' },
      });
      expect(res.status).toBe(201);
      expect(customerComplaintResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toEqual({
        success: true,
        message: CustomerAppMessages.complaintCreated,
        data: {
          cust_comp_id: expect.any(Number),
          customer_id: customer.customer_id,
          cust_comp_desc: 'The plumber never came.',
          cust_comp_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          customer_name: 'Meera Iyer',
          customer_email: 'meera.iyer@example.in',
          mobile: customer.mobile,
          // A new complaint's workflow (docs/product/complaints.md#workflow).
          status: 'open',
          assignee_id: null,
          assignee_name: null,
          first_response_at: null,
          resolved_at: null,
          resolution_note: null,
          first_response_due_at: expect.any(String),
          resolution_due_at: expect.any(String),
          service_level: 'on_track',
        },
      });
      expect(events.slice(eventsBefore)).toEqual([
        {
          type: 'complaint.created',
          id: res.body.data.cust_comp_id,
          party: 'customer',
          at: expect.any(String),
        },
      ]);
      const listAfter = await t.request('GET', `${ADMIN_COMPLAINTS}?limit=1`, { token: admin });
      expect(listAfter.body.total).toBe(listBefore.body.total + 1);
      expect(listAfter.body.data[0]).toEqual(res.body.data);
    });

    it('refuses a complaint without a profile (409) or text (400), writing nothing', async () => {
      const { token } = await customerWithProfile();
      const nameless = await appToken(t, 'customer', nextPhone());
      const before = await countOf('customer_complaints');
      const noProfile = await t.request('POST', COMPLAINTS, {
        token: nameless,
        body: { cust_comp_desc: 'Hello' },
      });
      expect(noProfile.status).toBe(409);
      expect(noProfile.body.message).toBe(CustomerAppMessages.profileIncomplete);
      for (const body of [
        {},
        { cust_comp_desc: '' },
        { cust_comp_desc: 'x'.repeat(2001) },
        { cust_comp_desc: 3 },
      ]) {
        expect((await t.request('POST', COMPLAINTS, { token, body })).status).toBe(400);
      }
      expect(await countOf('customer_complaints')).toBe(before);
    });
  });

  it('answers every customer route 401 without a token or with an admin or vendor token', async () => {
    const vendor = await insertChatVendor(db());
    const vendorToken = await appToken(t, 'vendor', vendor.vendor_mobile);
    const before = await Promise.all([countOf('customer_service_bookings'), countOf('customer_complaints')]);
    const routes: [string, string, unknown?][] = [
      ['GET', ME],
      ['PUT', ME, PROFILE],
      ['POST', BOOKINGS, { service_id: service.service_id, service_desc: 'x', scheduled_start: slot }],
      ['GET', `${ME}/slots?service_id=${service.service_id}&date=2026-12-01`],
      ['GET', BOOKINGS],
      ['POST', `${BOOKINGS}/1/cancel`, { cancelled_reason: 'x' }],
      ['POST', `${BOOKINGS}/1/review`, { rating: 5 }],
      ['POST', COMPLAINTS, { cust_comp_desc: 'x' }],
      ['POST', '/api/v1/customer/logout'],
    ];
    for (const [method, path, body] of routes) {
      for (const token of [undefined, admin, vendorToken]) {
        const res = await t.request(method, path, { token, body });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await Promise.all([countOf('customer_service_bookings'), countOf('customer_complaints')])).toEqual(
      before,
    );
  });
});
