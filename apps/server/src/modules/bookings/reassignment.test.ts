import { BookingMessages } from '@seva/contract';
import type { Selectable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VendorsTable } from '../../db/schema/marketplace-tables';
import { bookingScene } from '../../test/booking-scene';
import { insertBooking } from '../../test/factories';
import { testDialect } from '../../test/test-database';

const ASSIGN = '/api/v1/admin/data/updateservicebooking';
const cancelPath = (bookingId: number) => `/api/v1/admin/data/bookings/${bookingId}/cancel`;

/** Re-assignment (docs/product/bookings.md#re-assigning): the history names both vendors; races have one winner. */
describe(`re-assigning a booking (${testDialect})`, () => {
  const scene = bookingScene({
    customer: 'Arjun Rao',
    plumbers: ['Ravi Kumar', 'Sunil Das', 'Farah Khan', 'Joseph Mathew'],
  });
  const { bookingRow, auditRows } = scene;
  let { t, token, plumbing, customer, plumbers } = scene;
  beforeAll(() => ({ t, token, plumbing, customer, plumbers } = scene));

  const db = () => t.database.handle.db;
  const reassign = (bookingId: number, vendorId: number, previousVendorId?: number) =>
    t.request('PUT', ASSIGN, {
      token,
      body: {
        booking_id: bookingId,
        vendor_id: vendorId,
        reassign: true,
        previous_vendor_id: previousVendorId,
      },
    });
  const cancel = (bookingId: number, vendorId: number) =>
    t.request('POST', cancelPath(bookingId), {
      token,
      body: { reason: 'Customer cancelled', vendor_id: vendorId },
    });
  const assignedBooking = (vendor: Selectable<VendorsTable>) =>
    insertBooking(db(), customer, plumbing, {
      vendor_id: vendor.vendor_id,
      assigned_at: '2026-01-01T00:00:00.000Z',
    });

  it('audits a re-assignment with both vendors, by id and by name', async () => {
    const [from, to] = [plumbers[0]!, plumbers[1]!];
    const booking = await assignedBooking(from);
    const res = await reassign(booking.booking_id, to.vendor_id, from.vendor_id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ vendor_id: to.vendor_id, status: 'Pending' });

    const audit = await auditRows(booking.booking_id);
    expect(audit.map((a) => a.action)).toEqual(['booking.reassigned']);
    expect(audit[0]!.admin_id).toBe(t.adminId);
    expect(JSON.parse(audit[0]!.before!)).toEqual({ vendor_id: from.vendor_id, vendor_name: 'Ravi Kumar' });
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      vendor_id: to.vendor_id,
      vendor_name: 'Sunil Das',
      assigned_at: res.body.data.assigned_at,
    });
  });

  it('shows assignment and re-assignment in the booking history, oldest first', async () => {
    const booking = await insertBooking(db(), customer, plumbing);
    const first = await t.request('PUT', ASSIGN, {
      token,
      body: { booking_id: booking.booking_id, vendor_id: plumbers[2]!.vendor_id },
    });
    expect(first.status).toBe(200);
    expect((await reassign(booking.booking_id, plumbers[3]!.vendor_id, plumbers[2]!.vendor_id)).status).toBe(
      200,
    );
    const timeline = await t.request('GET', `/api/v1/admin/audit/entities/booking/${booking.booking_id}`, {
      token,
    });
    expect(timeline.status).toBe(200);
    // Each change, then the messages it sent: the new vendor and the customer; the old vendor's job is off.
    expect(timeline.body.data.map((e: { action: string }) => e.action)).toEqual([
      'booking.assigned',
      'message.queued',
      'message.queued',
      'booking.reassigned',
      'message.queued',
      'message.queued',
      'message.queued',
    ]);
  });

  it('lets exactly one of 12 concurrent re-assignments from the vendor the admins saw win', async () => {
    const booking = await assignedBooking(plumbers[0]!);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        reassign(booking.booking_id, plumbers[1 + (i % 3)]!.vendor_id, plumbers[0]!.vendor_id),
      ),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(11);
    for (const loser of losers) {
      expect([BookingMessages.changedMeanwhile, BookingMessages.sameVendor]).toContain(loser.body.message);
    }
    const stored = await bookingRow(booking.booking_id);
    expect(stored.vendor_id).toBe(winners[0]!.body.data.vendor_id);
    const audit = await auditRows(booking.booking_id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after!).vendor_id).toBe(stored.vendor_id);
  });

  it('lets exactly one of re-assignments and cancellations racing on one booking win, leaving a consistent row', async () => {
    for (let round = 0; round < 4; round++) {
      const from = plumbers[0]!;
      const booking = await assignedBooking(from);
      const attempts = Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? reassign(booking.booking_id, plumbers[1 + (i % 3)]!.vendor_id, from.vendor_id).then((r) => ({
              kind: 'reassign' as const,
              ...r,
            }))
          : cancel(booking.booking_id, from.vendor_id).then((r) => ({ kind: 'cancel' as const, ...r })),
      );
      const results = await Promise.all(attempts);
      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(5);

      const stored = await bookingRow(booking.booking_id);
      const audit = await auditRows(booking.booking_id);
      expect(audit).toHaveLength(1);
      if (winners[0]!.kind === 'cancel') {
        expect(stored).toMatchObject({ is_cancelled: 1, vendor_id: from.vendor_id });
        expect(audit[0]!.action).toBe('booking.cancelled');
      } else {
        expect(stored).toMatchObject({ is_cancelled: 0, vendor_id: winners[0]!.body.data.vendor_id });
        expect(audit[0]!.action).toBe('booking.reassigned');
      }
    }
  });

  it('refuses to re-assign a booking cancelled meanwhile, and to cancel one re-assigned meanwhile', async () => {
    const cancelledFirst = await assignedBooking(plumbers[0]!);
    expect((await cancel(cancelledFirst.booking_id, plumbers[0]!.vendor_id)).status).toBe(200);
    const late = await reassign(cancelledFirst.booking_id, plumbers[1]!.vendor_id, plumbers[0]!.vendor_id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BookingMessages.cancelled);

    const reassignedFirst = await assignedBooking(plumbers[0]!);
    expect(
      (await reassign(reassignedFirst.booking_id, plumbers[1]!.vendor_id, plumbers[0]!.vendor_id)).status,
    ).toBe(200);
    const stale = await cancel(reassignedFirst.booking_id, plumbers[0]!.vendor_id);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(BookingMessages.changedMeanwhile);
    expect(await bookingRow(reassignedFirst.booking_id)).toMatchObject({
      is_cancelled: 0,
      vendor_id: plumbers[1]!.vendor_id,
    });
  });
});
