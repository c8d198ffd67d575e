import {
  BookingMessages,
  customerCancelResponseSchema,
  REFUND_REQUESTED_BY_CUSTOMER,
  RefundMessages,
  TeamMessages,
} from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { insertBooking, insertVendor } from '../../test/factories';
import { approvedColumns } from '../../test/fixtures';
import { refundScene } from '../../test/refund-scene';
import { rowCounts } from '../../test/row-counts';
import { testDialect } from '../../test/test-database';

const cancelPath = (bookingId: number) => `/api/v1/admin/data/bookings/${bookingId}/cancel`;
const bookingPath = (bookingId: number) => `/api/v1/admin/data/bookings/${bookingId}`;
const customerCancel = (bookingId: number) => `/api/v1/customer/me/bookings/${bookingId}/cancel`;

/**
 * Cancelling a paid booking refunds it (docs/product/bookings.md#cancelling, docs/product/refunds.md):
 * the admin's cancel with `refund_amount`, and the customer app's own cancellation; cancellation and
 * refund commit together or not at all.
 */
describe(`cancelling a paid booking (${testDialect})`, () => {
  const s = refundScene();
  const bookingState = (bookingId: number) =>
    s
      .db()
      .selectFrom('customer_service_bookings')
      .select(['is_cancelled', 'cancelled_reason'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();

  describe('by an admin', () => {
    it('shows what was paid, then cancels and refunds together; the refund is processed by the webhook', async () => {
      const { booking, paymentId } = await s.paidBooking(1299.5);
      const shown = await s.t.request('GET', bookingPath(booking.booking_id), { token: s.owner });
      expect(shown.body.data).toMatchObject({
        payment_id: paymentId,
        paid_amount: 1299.5,
        refundable_amount: 1299.5,
      });

      const res = await s.t.request('POST', cancelPath(booking.booking_id), {
        token: s.owner,
        body: { reason: 'Customer moved house', refund_amount: 1299.5 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        data: {
          booking_id: booking.booking_id,
          status: 'Cancelled',
          cancelled_reason: 'Customer moved house',
        },
        refund: {
          payment_id: paymentId,
          booking_id: booking.booking_id,
          amount: 1299.5,
          reason: 'Customer moved house',
          status: 'pending',
          requested_by: s.t.adminId,
        },
      });
      const refundId = res.body.refund.refund_id as number;
      const audit = await s
        .db()
        .selectFrom('audit_log')
        .select(['action', 'entity_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('entity', '=', 'booking'), eb('entity_id', '=', String(booking.booking_id))]),
            eb.and([eb('entity', '=', 'refund'), eb('entity_id', '=', String(refundId))]),
          ]),
        )
        .orderBy('id')
        .execute();
      // The cancellation, its refund and the message telling the customer of both.
      expect(audit.map((a) => a.action)).toEqual(['booking.cancelled', 'refund.created', 'message.queued']);
      const requested = await s.refundReaches(refundId, 'requested');
      await s.settleAtProvider(requested.provider_refund_id!, 'processed');
      await s.refundReaches(refundId, 'processed');
      const after = await s.t.request('GET', bookingPath(booking.booking_id), { token: s.owner });
      expect(after.body.data).toMatchObject({
        status: 'Cancelled',
        paid_amount: 1299.5,
        refundable_amount: 0,
      });
      expect(await s.paymentShown(paymentId)).toMatchObject({
        refund_status: 'full',
        refunded_amount: 1299.5,
      });
    });

    it('a refund the payment cannot cover leaves the booking uncancelled and writes nothing (422)', async () => {
      const { booking, paymentId } = await s.paidBooking(500);
      // Part of it was refunded already: 300 is left.
      expect((await s.refund(paymentId, { amount: 200, reason: 'Goodwill' })).status).toBe(201);
      const before = await rowCounts(s.db());
      const res = await s.t.request('POST', cancelPath(booking.booking_id), {
        token: s.owner,
        body: { reason: 'No longer needed', refund_amount: 300.01 },
      });
      expect(res).toMatchObject({
        status: 422,
        body: { success: false, message: 'The refund is more than the refundable amount of ₹300.00' },
      });
      expect(await bookingState(booking.booking_id)).toEqual({ is_cancelled: 0, cancelled_reason: null });
      expect(await rowCounts(s.db())).toEqual(before);

      const partial = await s.t.request('POST', cancelPath(booking.booking_id), {
        token: s.owner,
        body: { reason: 'No longer needed', refund_amount: 250 },
      });
      expect(partial.status).toBe(200);
      expect(partial.body.refund).toMatchObject({ amount: 250, status: 'pending' });
    });

    it('refund_amount 0 or absent cancels without a refund; an unpaid booking with one is 422', async () => {
      const { booking } = await s.paidBooking(400);
      const none = await s.t.request('POST', cancelPath(booking.booking_id), {
        token: s.owner,
        body: { reason: 'Duplicate', refund_amount: 0 },
      });
      expect(none.status).toBe(200);
      expect(none.body.refund).toBeNull();
      expect(
        (await s.t.request('GET', bookingPath(booking.booking_id), { token: s.owner })).body.data,
      ).toMatchObject({
        refundable_amount: 400,
      });

      const unpaid = await insertBooking(s.db(), s.customer, s.category, { service_price: 100 });
      const before = await rowCounts(s.db());
      expect(
        await s.t.request('POST', cancelPath(unpaid.booking_id), {
          token: s.owner,
          body: { reason: 'Duplicate', refund_amount: 10 },
        }),
      ).toMatchObject({ status: 422, body: { message: RefundMessages.nothingPaid } });
      expect(await rowCounts(s.db())).toEqual(before);
      for (const refund_amount of [-1, 1.001, '5']) {
        const bad = await s.t.request('POST', cancelPath(unpaid.booking_id), {
          token: s.owner,
          body: { reason: 'Duplicate', refund_amount },
        });
        expect(bad.status, String(refund_amount)).toBe(400);
      }
      const plain = await s.t.request('POST', cancelPath(unpaid.booking_id), {
        token: s.owner,
        body: { reason: 'Duplicate' },
      });
      expect(plain.status).toBe(200);
      expect(plain.body.refund).toBeNull();
    });

    it('a refund with it needs payments.refund and a two-step code entered lately; the cancel alone does not', async () => {
      const { booking } = await s.paidBooking(600);
      const dispatcher = await s.t.signInAs('dispatcher');
      const body = { reason: 'Customer unreachable', refund_amount: 600 };
      const before = await rowCounts(s.db());
      expect(
        await s.t.request('POST', cancelPath(booking.booking_id), { token: dispatcher.token, body }),
      ).toMatchObject({ status: 403, body: { message: TeamMessages.forbidden } });
      const finance = await s.t.signInAs('finance');
      await s.t.enableMfa(finance.token);
      expect(
        (await s.t.request('POST', cancelPath(booking.booking_id), { token: finance.token, body })).status,
      ).toBe(403);
      const owner = await s.t.signInAs('owner');
      expect(
        await s.t.request('POST', cancelPath(booking.booking_id), { token: owner.token, body }),
      ).toMatchObject({ status: 403, body: { message: TeamMessages.mfaNotEnabled } });
      expect(await bookingState(booking.booking_id)).toMatchObject({ is_cancelled: 0 });
      const counts = await rowCounts(s.db());
      expect({ refunds: counts.refunds, outbox: counts.outbox }).toEqual({
        refunds: before.refunds,
        outbox: before.outbox,
      });
      // The dispatcher may still cancel it without a refund.
      const plain = await s.t.request('POST', cancelPath(booking.booking_id), {
        token: dispatcher.token,
        body: { reason: 'Customer unreachable' },
      });
      expect(plain.status).toBe(200);
      expect(plain.body.refund).toBeNull();
      expect(
        await s.t.request('POST', cancelPath(booking.booking_id), { token: s.owner, body }),
      ).toMatchObject({ status: 409, body: { message: BookingMessages.alreadyCancelled } });
    });
  });

  describe('by the customer in the app', () => {
    it('refunds the whole payment before a vendor is assigned', async () => {
      const { booking, paymentId } = await s.paidBooking(750);
      const res = await s.t.request('POST', customerCancel(booking.booking_id), {
        token: s.customerToken,
        body: { cancelled_reason: 'Found someone else' },
      });
      expect(res.status).toBe(200);
      expect(customerCancelResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.refund).toMatchObject({ amount: 750, status: 'pending', reason: 'Found someone else' });
      const row = await s.refundRow(res.body.refund.refund_id);
      expect(row).toMatchObject({ requested_by: null, requested_by_name: REFUND_REQUESTED_BY_CUSTOMER });
      const requested = await s.refundReaches(row.refund_id, 'requested');
      await s.settleAtProvider(requested.provider_refund_id!, 'processed');
      await s.refundReaches(row.refund_id, 'processed');
      const mine = await s.t.request('GET', '/api/v1/customer/me/payments?limit=100', {
        token: s.customerToken,
      });
      expect(mine.body.data.find((p: { payment_id: number }) => p.payment_id === paymentId)).toMatchObject({
        refund_status: 'full',
        refunded_amount: 750,
        refunds: [{ refund_id: row.refund_id, amount: 750, status: 'processed' }],
      });
    });

    it('keeps CANCELLATION_FEE_PERCENT (10) once a vendor is assigned, and never refunds more than is left', async () => {
      const vendor = await insertVendor(s.db(), approvedColumns(null));
      const assigned = { vendor_id: vendor.vendor_id, assigned_at: new Date().toISOString() };
      const first = await s.paidBooking(999.99, assigned);
      const res = await s.t.request('POST', customerCancel(first.booking.booking_id), {
        token: s.customerToken,
        body: { cancelled_reason: 'Too late' },
      });
      // 10 % of 999.99 is 100.00 (rounded to the paisa): 899.99 back.
      expect(res.body.refund).toMatchObject({ amount: 899.99 });

      // An admin refunded 200 of 500 already: the 450 after the fee is more than the 300 left.
      const second = await s.paidBooking(500, assigned);
      expect((await s.refund(second.paymentId, { amount: 200, reason: 'Goodwill' })).status).toBe(201);
      const capped = await s.t.request('POST', customerCancel(second.booking.booking_id), {
        token: s.customerToken,
        body: { cancelled_reason: 'Changed my mind' },
      });
      expect(capped.body.refund).toMatchObject({ amount: 300 });

      // Nothing left to refund: cancelled, no refund.
      const third = await s.paidBooking(100);
      expect((await s.refund(third.paymentId, { amount: 100, reason: 'All of it' })).status).toBe(201);
      const nothing = await s.t.request('POST', customerCancel(third.booking.booking_id), {
        token: s.customerToken,
        body: { cancelled_reason: 'Done' },
      });
      expect(nothing.status).toBe(200);
      expect(nothing.body).toMatchObject({ data: { status: 'Cancelled' }, refund: null });
    });

    it('a booking cancelled already is refused (409) and refunded nothing more', async () => {
      const { booking } = await s.paidBooking(200);
      const cancel = () =>
        s.t.request('POST', customerCancel(booking.booking_id), {
          token: s.customerToken,
          body: { cancelled_reason: 'Twice' },
        });
      const answers = await Promise.all([cancel(), cancel(), cancel()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const refunds = await s
        .db()
        .selectFrom('refunds')
        .select('amount')
        .where('booking_id', '=', booking.booking_id)
        .execute();
      expect(refunds.map((r) => Number(r.amount))).toEqual([200]);
    });
  });
});
