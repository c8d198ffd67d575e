import { type Booking, BookingMessages, cancelBookingResponseSchema } from '@seva/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingScene } from '../../test/booking-scene';
import { testDialect } from '../../test/test-database';

const LIST = '/api/v1/admin/data/getcustomerservicedetails';
const ASSIGN = '/api/v1/admin/data/updateservicebooking';
const cancelPath = (bookingId: number | string) => `/api/v1/admin/data/bookings/${bookingId}/cancel`;

describe(`POST /admin/data/bookings/{bookingId}/cancel (${testDialect})`, () => {
  const scene = bookingScene({ customer: 'Kavya Menon' });
  const { newBooking, bookingRow, auditRows, countAudit } = scene;
  let { t, token, plumbers } = scene;
  beforeAll(() => ({ t, token, plumbers } = scene));

  /** auth null: no token at all. */
  const cancel = (bookingId: number | string, body: unknown, auth: string | null = token) =>
    t.request('POST', cancelPath(bookingId), { body, token: auth ?? undefined });

  it('cancels an assigned booking with its reason, shows it as Cancelled in the lists and audits it', async () => {
    const vendor = plumbers[0]!;
    const booking = await newBooking({
      vendor_id: vendor.vendor_id,
      assigned_at: '2026-01-01T00:00:00.000Z',
    });
    // Read the list first, so a stale cached row would show if the cancellation did not clear it.
    await t.request('GET', `${LIST}?assigned=1&limit=50`, { token });

    const res = await cancel(booking.booking_id, { reason: '  Customer moved to another city  ' });
    expect(res.status).toBe(200);
    expect(cancelBookingResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.data).toMatchObject({
      booking_id: booking.booking_id,
      vendor_id: vendor.vendor_id,
      is_cancelled: 1,
      cancelled_reason: 'Customer moved to another city',
      status: 'Cancelled',
    });

    const assigned = await t.request('GET', `${LIST}?assigned=1&limit=50`, { token });
    const row = (assigned.body.data as Booking[]).find((b) => b.booking_id === booking.booking_id);
    expect(row).toMatchObject({ status: 'Cancelled', cancelled_reason: 'Customer moved to another city' });

    const stored = await bookingRow(booking.booking_id);
    expect(stored.updated_at > booking.updated_at).toBe(true);
    const audit = await auditRows(booking.booking_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: t.adminId, action: 'booking.cancelled', entity: 'booking' });
    expect(JSON.parse(audit[0]!.before!)).toEqual({
      is_cancelled: 0,
      cancelled_reason: null,
      vendor_id: vendor.vendor_id,
    });
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      is_cancelled: 1,
      cancelled_reason: 'Customer moved to another city',
      vendor_id: vendor.vendor_id,
    });
  });

  it('cancels an unassigned booking, which stays in Service Request', async () => {
    const booking = await newBooking();
    const res = await cancel(booking.booking_id, { reason: 'Duplicate request', vendor_id: null });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ vendor_id: null, status: 'Cancelled' });
    const requests = await t.request('GET', `${LIST}?assigned=0`, { token });
    const row = (requests.body.data as Booking[]).find((b) => b.booking_id === booking.booking_id);
    expect(row).toMatchObject({ status: 'Cancelled', cancelled_reason: 'Duplicate request' });
  });

  describe('refusals: a message, and nothing written', () => {
    const cases: [string, () => Promise<{ bookingId: number; body?: object }>, number, string][] = [
      [
        'a cancelled booking',
        async () => ({
          bookingId: (await newBooking({ is_cancelled: 1, cancelled_reason: 'Booked by mistake' }))
            .booking_id,
        }),
        409,
        BookingMessages.alreadyCancelled,
      ],
      [
        'a completed booking',
        async () => ({
          bookingId: (await newBooking({ vendor_id: plumbers[0]!.vendor_id, is_completed: 1 })).booking_id,
        }),
        409,
        BookingMessages.completedNotCancellable,
      ],
      [
        'a booking re-assigned since the admin saw it',
        async () => ({
          bookingId: (await newBooking({ vendor_id: plumbers[1]!.vendor_id })).booking_id,
          body: { vendor_id: plumbers[0]!.vendor_id },
        }),
        409,
        BookingMessages.changedMeanwhile,
      ],
      [
        'a booking assigned since the admin saw it unassigned',
        async () => ({
          bookingId: (await newBooking({ vendor_id: plumbers[1]!.vendor_id })).booking_id,
          body: { vendor_id: null },
        }),
        409,
        BookingMessages.alreadyAssigned,
      ],
      ['an unknown booking', async () => ({ bookingId: 987_654 }), 404, BookingMessages.notFound],
    ];

    it.each(cases)('refuses %s', async (_name, arrange, status, message) => {
      const { bookingId, body } = await arrange();
      const before = bookingId === 987_654 ? undefined : await bookingRow(bookingId);
      const audits = await countAudit();
      const res = await cancel(bookingId, { reason: 'No longer needed', ...body });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, message });
      if (before) expect(await bookingRow(bookingId)).toEqual(before);
      expect(await countAudit()).toBe(audits);
    });
  });

  describe('bad input: 400 with a message, and nothing written', () => {
    const bodies: [string, unknown, string?][] = [
      ['no reason', {}],
      ['an empty reason', { reason: '' }, 'Please enter a reason for cancelling the booking.'],
      ['a blank reason', { reason: '   \n ' }, 'Please enter a reason for cancelling the booking.'],
      ['a reason past 500 characters', { reason: 'x'.repeat(501) }, 'reason must be at most 500 characters'],
      ['a reason with a control character', { reason: 'Moved\u0000away' }],
      ['a reason that is not text', { reason: 42 }],
      ['a vendor_id as text', { reason: 'Moved', vendor_id: '3' }],
      ['an unknown field', { reason: 'Moved', is_cancelled: 1 }],
      ['an array', [{ reason: 'Moved' }]],
    ];

    it.each(bodies)('refuses a body with %s', async (_name, body, message) => {
      const booking = await newBooking();
      const audits = await countAudit();
      const res = await cancel(booking.booking_id, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toEqual(message ? expect.stringContaining(message) : expect.any(String));
      expect(await bookingRow(booking.booking_id)).toEqual(booking);
      expect(await countAudit()).toBe(audits);
    });

    it.each(['0', '-1', 'abc', String(2 ** 31)])('refuses the booking id %s', async (bookingId) => {
      const res = await cancel(bookingId, { reason: 'Moved' });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });

  it('refuses a missing or bad token with 401 and writes nothing', async () => {
    const booking = await newBooking();
    const missing = await cancel(booking.booking_id, { reason: 'Moved' }, null);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: 'No authentication token found' });
    const bad = await cancel(booking.booking_id, { reason: 'Moved' }, 'not-a-real-token');
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ success: false, message: 'Invalid or expired token' });
    expect(await bookingRow(booking.booking_id)).toEqual(booking);
    expect(await auditRows(booking.booking_id)).toHaveLength(0);
  });

  it('lets exactly one of 20 concurrent cancellations of one booking win; the others get 409', async () => {
    const booking = await newBooking({ vendor_id: plumbers[0]!.vendor_id });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cancel(booking.booking_id, { reason: `Reason ${i}` })),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect([BookingMessages.alreadyCancelled, BookingMessages.changedMeanwhile]).toContain(
        loser.body.message,
      );
    }
    const stored = await bookingRow(booking.booking_id);
    expect(stored).toMatchObject({
      is_cancelled: 1,
      cancelled_reason: winners[0]!.body.data.cancelled_reason,
    });
    expect(await auditRows(booking.booking_id)).toHaveLength(1);
  });

  it('lets exactly one of an assignment and a cancellation racing on an unassigned booking win', async () => {
    for (let round = 0; round < 5; round++) {
      const booking = await newBooking();
      const [assigned, cancelled] = await Promise.all([
        t.request('PUT', ASSIGN, {
          token,
          body: { booking_id: booking.booking_id, vendor_id: plumbers[round % 4]!.vendor_id },
        }),
        cancel(booking.booking_id, { reason: 'Found someone else', vendor_id: null }),
      ]);
      expect([assigned.status, cancelled.status].sort()).toEqual([200, 409]);
      const stored = await bookingRow(booking.booking_id);
      const audit = await auditRows(booking.booking_id);
      expect(audit).toHaveLength(1);
      if (cancelled.status === 200) {
        expect(stored).toMatchObject({ is_cancelled: 1, vendor_id: null });
        expect(audit[0]!.action).toBe('booking.cancelled');
        expect(assigned.body.message).toBe(BookingMessages.cancelled);
      } else {
        expect(stored).toMatchObject({ is_cancelled: 0, vendor_id: assigned.body.data.vendor_id });
        expect(audit[0]!.action).toBe('booking.assigned');
        expect(cancelled.body.message).toBe(BookingMessages.alreadyAssigned);
      }
    }
  });
});
