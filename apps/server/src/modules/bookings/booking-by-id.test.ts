import { type Booking, BookingMessages, bookingResponseSchema } from '@seva/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingScene } from '../../test/booking-scene';
import { insertCustomerPayment } from '../../test/factories';
import { testDialect } from '../../test/test-database';

const LIST = '/api/v1/admin/data/getcustomerservicedetails';
const bookingPath = (bookingId: number | string) => `/api/v1/admin/data/bookings/${bookingId}`;

describe(`GET /admin/data/bookings/{bookingId} (${testDialect})`, () => {
  const scene = bookingScene({ customer: 'Meera Iyer' });
  const { newBooking } = scene;
  let { t, token, plumbers } = scene;
  beforeAll(() => ({ t, token, plumbers } = scene));

  it('answers one booking exactly as the lists show it, assigned or not', async () => {
    const open = await newBooking();
    const assigned = await newBooking({
      vendor_id: plumbers[0]!.vendor_id,
      assigned_at: '2026-01-01T00:00:00.000Z',
    });
    for (const [booking, tab] of [
      [open, 0],
      [assigned, 1],
    ] as const) {
      const res = await t.request('GET', bookingPath(booking.booking_id), { token });
      expect(res.status).toBe(200);
      expect(bookingResponseSchema.parse(res.body)).toEqual(res.body);
      const list = await t.request('GET', `${LIST}?assigned=${tab}&limit=50`, { token });
      const row = (list.body.data as Booking[]).find((b) => b.booking_id === booking.booking_id);
      // Unpaid: no payment, nothing to refund.
      expect(res.body.data).toEqual({ ...row, payment_id: null, paid_amount: 0, refundable_amount: 0 });
      expect(res.body.data).toMatchObject({ booking_id: booking.booking_id, customer_name: 'Meera Iyer' });
    }
  });

  it('adds what was paid for the booking and what of it may still be refunded', async () => {
    const booking = await newBooking({ service_price: 1299.5 });
    const payment = await insertCustomerPayment(t.database.handle.db, booking, {
      payment_amount: 1299.5,
      refund_reserved_paise: 30_000,
      refunded_paise: 10_000,
    });
    const res = await t.request('GET', bookingPath(booking.booking_id), { token });
    expect(res.body.data).toMatchObject({
      payment_id: payment.payment_id,
      paid_amount: 1299.5,
      refundable_amount: 999.5,
    });
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await t.request('GET', bookingPath(987654), { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: BookingMessages.notFound });
  });

  it.each(['0', '-1', 'abc', String(2 ** 31)])('refuses the booking id %s with 400', async (bookingId) => {
    const res = await t.request('GET', bookingPath(bookingId), { token });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('refuses a missing or bad token with 401', async () => {
    const booking = await newBooking();
    const missing = await t.request('GET', bookingPath(booking.booking_id));
    expect(missing.status).toBe(401);
    const bad = await t.request('GET', bookingPath(booking.booking_id), { token: 'not-a-real-token' });
    expect(bad.status).toBe(401);
  });
});
