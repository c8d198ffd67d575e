import { VendorMessages } from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomersTable,
  ServiceCategoriesTable,
  ServicesTable,
  VendorsTable,
} from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import {
  daysFromNow,
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerPayment,
  insertPlan,
  insertSubService,
  insertVendor,
} from '../../test/factories';
import { approvedColumns } from '../../test/fixtures';
import { parseCsv } from '../../test/parse-csv';
import { capturedEvent, deliver, TEST_WEBHOOK_SECRET } from '../../test/payment-webhook';
import { refundsOf } from '../../test/refund-scene';
import { refuseInserts } from '../../test/refuse-inserts';
import { rowCounts } from '../../test/row-counts';
import { firstAvailableSlot } from '../../test/slots';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { applicationBody } from '../vendor-app/application-body';
import { indiaDateText, indiaTimeText } from './values';

const UPDATE = '/api/v1/admin/data/updatevendors';
const ASSIGN = '/api/v1/admin/data/updateservicebooking';
const cancelPath = (id: number) => `/api/v1/admin/data/bookings/${id}/cancel`;

/**
 * Each decision that tells a vendor or a customer writes exactly one message per recipient, in its own
 * transaction (docs/product/messages.md): the `messages` row with the rendered template, its outbox
 * delivery (kind `sms`) and a `message.queued` row on the timeline of what it is about. A refused or
 * rolled-back decision writes none.
 */
describe(`the events that send messages (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let plumbing: Selectable<ServiceCategoriesTable>;
  let tapRepair: Selectable<ServicesTable>;
  let anita: Selectable<CustomersTable>;
  let anitaToken: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      SIMULATED_REFUND_DELAY_MS: '50',
      OUTBOX_POLL_MS: '50',
    });
    admin = await t.login();
    await t.enableMfa(admin);
    plumbing = await insertCategory(db(), { service_category_name: 'Plumbing' });
    tapRepair = await insertSubService(db(), plumbing);
    anita = await insertCustomer(db(), { customer_name: 'Anita Rao Sharma' });
    anitaToken = await appToken(t, 'customer', anita.mobile);
  }, 60_000);
  afterAll(() => t?.close());

  /** The messages sent to `phone`, oldest first, each with its outbox delivery. */
  async function messagesTo(phone: string) {
    const rows = await db()
      .selectFrom('messages')
      .selectAll()
      .where('to_phone', '=', phone)
      .orderBy('message_id')
      .execute();
    const deliveries = await db()
      .selectFrom('outbox')
      .select(['kind', 'dedupe_key'])
      .where('dedupe_key', 'in', rows.length ? rows.map((r) => r.dedupe_key) : ['none'])
      .execute();
    return rows.map((row) => ({
      ...row,
      delivery: deliveries.find((d) => d.dedupe_key === row.dedupe_key),
    }));
  }

  /** The one message of `event` to `phone`: there must be exactly one, delivered by SMS. */
  async function onlyMessage(phone: string, event: string) {
    const sent = (await messagesTo(phone)).filter((m) => m.event === event);
    expect(sent, `${event} to ${phone}`).toHaveLength(1);
    expect(sent[0]!.channel).toBe('sms');
    expect(sent[0]!.delivery?.kind).toBe('sms');
    return sent[0]!;
  }

  /** The ids of the messages the timeline of `entity` `id` lists. */
  async function timelineMessages(entity: 'vendor' | 'booking', id: number) {
    const res = await t.request('GET', `/api/v1/admin/audit/entities/${entity}/${id}`, { token: admin });
    expect(res.status).toBe(200);
    return (res.body.data as { action: string; after: { message_id: number; text: string } }[])
      .filter((e) => e.action === 'message.queued')
      .map((e) => e.after);
  }

  const pendingVendor = (values: Partial<Parameters<typeof insertVendor>[1]> = {}) =>
    insertVendor(db(), { vendor_name: 'Ravi Kumar', name_of_bussiness: 'Ravi Plumbing Works', ...values });

  describe('vendor decisions', () => {
    it('approves: vendor.approved to the vendor, on its timeline', async () => {
      const vendor = await pendingVendor();
      const res = await t.request('PUT', UPDATE, {
        token: admin,
        body: { vendor_id: vendor.vendor_id, is_approved: 1 },
      });
      expect(res.status).toBe(200);
      const message = await onlyMessage(vendor.vendor_mobile, 'vendor.approved');
      expect(message.text).toBe(
        'Hi Ravi Kumar, Ravi Plumbing Works is approved on Seva. Open the app to start taking jobs. - Seva',
      );
      expect(message.vendor_id).toBe(vendor.vendor_id);
      expect(await timelineMessages('vendor', vendor.vendor_id)).toEqual([
        expect.objectContaining({ message_id: message.message_id, text: message.text }),
      ]);
    });

    it('rejects with a reason: kept on the vendor, in the lists, in its app, in the message; a resubmission clears it', async () => {
      const category = await insertCategory(db(), { service_category_name: 'Carpentry' });
      const vendor = await pendingVendor({ service_cat_id: category.service_cat_id });
      const reason = 'The PAN card photo is not readable';
      const res = await t.request('PUT', UPDATE, {
        token: admin,
        body: { vendor_id: vendor.vendor_id, is_rejected: 1, rejected_reason: `  ${reason} ` },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.rejected_reason).toBe(reason);

      const message = await onlyMessage(vendor.vendor_mobile, 'vendor.rejected');
      expect(message.text).toBe(
        `Hi Ravi Kumar, your application for Ravi Plumbing Works was not approved: ${reason}. You can correct it and apply again in the app. - Seva`,
      );
      const audit = await db()
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'vendor.rejected')
        .where('entity_id', '=', String(vendor.vendor_id))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after!)).toMatchObject({ is_rejected: 1, rejected_reason: reason });

      const one = await t.request('GET', `/api/v1/admin/data/vendors/${vendor.vendor_id}`, { token: admin });
      expect(one.body.data.rejected_reason).toBe(reason);
      for (const path of ['vendors', 'getvendors_reject']) {
        const list = await t.request('GET', `/api/v1/admin/data/${path}?ids=${vendor.vendor_id}`, {
          token: admin,
        });
        expect(list.body.data).toMatchObject([{ vendor_id: vendor.vendor_id, rejected_reason: reason }]);
      }
      const csv = await t.request('GET', `/api/v1/admin/data/vendors?format=csv&ids=${vendor.vendor_id}`, {
        token: admin,
      });
      expect(csv.status).toBe(200);
      expect(parseCsv(csv.body as string).records).toMatchObject([{ rejected_reason: reason }]);

      const vendorToken = await appToken(t, 'vendor', vendor.vendor_mobile);
      const me = await t.request('GET', '/api/v1/vendor/me', { token: vendorToken });
      expect(me.body.data).toMatchObject({ status: 'rejected', rejected_reason: reason });

      const resubmitted = await t.request('PUT', '/api/v1/vendor/me/application', {
        token: vendorToken,
        body: applicationBody(category.service_cat_id),
      });
      expect(resubmitted.status).toBe(200);
      expect(resubmitted.body.data).toMatchObject({ status: 'pending', rejected_reason: null });
      const after = await t.request('GET', '/api/v1/vendor/me', { token: vendorToken });
      expect(after.body.data.rejected_reason).toBeNull();
      // The vendor's timeline: the rejection with its reason, then the resubmission that cleared it.
      const timeline = await t.request('GET', `/api/v1/admin/audit/entities/vendor/${vendor.vendor_id}`, {
        token: admin,
      });
      expect(timeline.status).toBe(200);
      const decisions = (
        timeline.body.data as { action: string; before: Record<string, unknown> | null; after: unknown }[]
      ).filter((e) => e.action === 'vendor.rejected' || e.action === 'vendor.resubmitted');
      expect(decisions).toEqual([
        expect.objectContaining({
          action: 'vendor.rejected',
          after: expect.objectContaining({ is_rejected: 1, rejected_reason: reason }),
        }),
        expect.objectContaining({
          action: 'vendor.resubmitted',
          before: expect.objectContaining({ rejected_reason: reason }),
          after: expect.objectContaining({ is_rejected: 0, rejected_reason: null }),
        }),
      ]);
      // The resubmission is a new application, acknowledged.
      const received = await onlyMessage(vendor.vendor_mobile, 'vendor.application_received');
      expect(received.text).toContain('we have received the application of Kumar Plumbing Works');
    });

    it('rejects without a reason: the message says no reason was given', async () => {
      const vendor = await pendingVendor();
      const res = await t.request('PUT', UPDATE, {
        token: admin,
        body: { vendor_id: vendor.vendor_id, is_rejected: 1 },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.rejected_reason).toBeNull();
      const message = await onlyMessage(vendor.vendor_mobile, 'vendor.rejected');
      expect(message.text).toContain('was not approved: no reason was given.');
    });

    it('refuses rejected_reason without is_rejected: 400, nothing written', async () => {
      const vendor = await pendingVendor();
      const before = await rowCounts(db());
      for (const body of [
        { vendor_id: vendor.vendor_id, is_approved: 1, rejected_reason: 'Blurry photo' },
        { vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'Fraud', rejected_reason: 'Blurry' },
      ]) {
        const res = await t.request('PUT', UPDATE, { token: admin, body });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(VendorMessages.rejectedReasonWithoutReject);
      }
      expect(await rowCounts(db())).toEqual(before);
    });

    it('rejects in bulk with one reason, one message per vendor', async () => {
      const vendors = [await pendingVendor(), await pendingVendor()];
      const res = await t.request('POST', '/api/v1/admin/data/vendors/bulk/reject', {
        token: admin,
        body: { vendor_ids: vendors.map((v) => v.vendor_id), rejected_reason: 'Outside our service area' },
      });
      expect(res.status).toBe(200);
      for (const vendor of vendors) {
        const message = await onlyMessage(vendor.vendor_mobile, 'vendor.rejected');
        expect(message.text).toContain('was not approved: Outside our service area.');
      }
      const approve = await t.request('POST', '/api/v1/admin/data/vendors/bulk/approve', {
        token: admin,
        body: { vendor_ids: [vendors[0]!.vendor_id], rejected_reason: 'x' },
      });
      expect(approve.status).toBe(400);
    });

    it('blocks with the reason and unblocks, one message each', async () => {
      const vendor = await pendingVendor(approvedColumns(null));
      const block = await t.request('PUT', UPDATE, {
        token: admin,
        body: { vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'Repeated no-shows' },
      });
      expect(block.status).toBe(200);
      const blocked = await onlyMessage(vendor.vendor_mobile, 'vendor.blocked');
      expect(blocked.text).toBe(
        'Hi Ravi Kumar, your Seva account is blocked: Repeated no-shows. Reply to support in the app to talk about it. - Seva',
      );
      const unblock = await t.request('PUT', UPDATE, {
        token: admin,
        body: { vendor_id: vendor.vendor_id, is_blocked: 0 },
      });
      expect(unblock.status).toBe(200);
      const unblocked = await onlyMessage(vendor.vendor_mobile, 'vendor.unblocked');
      expect(unblocked.text).toBe('Hi Ravi Kumar, your Seva account is active again. - Seva');
      expect((await timelineMessages('vendor', vendor.vendor_id)).map((m) => m.message_id)).toEqual([
        blocked.message_id,
        unblocked.message_id,
      ]);
    });

    it('sends nothing for a refused decision, and one message for the one winner of several', async () => {
      const vendor = await pendingVendor(approvedColumns(null));
      const refused = await t.request('PUT', UPDATE, {
        token: admin,
        body: { vendor_id: vendor.vendor_id, is_approved: 1 },
      });
      expect(refused.status).toBe(409);
      expect(await messagesTo(vendor.vendor_mobile)).toEqual([]);

      const racing = await pendingVendor();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.request('PUT', UPDATE, {
            token: admin,
            body:
              i % 2 === 0
                ? { vendor_id: racing.vendor_id, is_approved: 1 }
                : { vendor_id: racing.vendor_id, is_rejected: 1, rejected_reason: 'Too late' },
          }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await messagesTo(racing.vendor_mobile)).toHaveLength(1);
    });

    it('rolls the decision back with its message when the message cannot be written', async () => {
      const vendor = await pendingVendor();
      const before = await rowCounts(db());
      const restore = await refuseInserts(db(), 'outbox', 'kind', 'sms');
      try {
        const res = await t.request('PUT', UPDATE, {
          token: admin,
          body: { vendor_id: vendor.vendor_id, is_rejected: 1, rejected_reason: 'Blurry photo' },
        });
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await rowCounts(db())).toEqual(before);
      const row = await db()
        .selectFrom('vendors')
        .select(['is_rejected', 'rejected_reason'])
        .where('vendor_id', '=', vendor.vendor_id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ is_rejected: 0, rejected_reason: null });
      expect(await messagesTo(vendor.vendor_mobile)).toEqual([]);
    });
  });

  describe('the vendor app', () => {
    it('acknowledges a new application: vendor.application_received', async () => {
      const phone = '8123400001';
      const token = await appToken(t, 'vendor', phone);
      const res = await t.request('PUT', '/api/v1/vendor/me/application', {
        token,
        body: applicationBody(plumbing.service_cat_id),
      });
      expect(res.status).toBe(201);
      const message = await onlyMessage(phone, 'vendor.application_received');
      expect(message.text).toBe(
        'Hi Ravi Kumar, we have received the application of Kumar Plumbing Works. We will tell you when it is reviewed. - Seva',
      );
      expect(await timelineMessages('vendor', res.body.data.vendor_id)).toHaveLength(1);
    });
  });

  describe('vendor plans', () => {
    it('tells the vendor of a captured plan payment in ₹, once however often the webhook comes', async () => {
      const vendor = await insertVendor(db(), {
        ...approvedColumns(null),
        vendor_name: 'Ravi Kumar',
        name_of_bussiness: 'Ravi Plumbing Works',
      });
      const plan = await insertPlan(db(), {
        subscription_name: 'Gold',
        subscription_price: 1499,
        duration_days: 30,
      });
      const token = await appToken(t, 'vendor', vendor.vendor_mobile);
      const order = await t.request('POST', '/api/v1/vendor/me/subscription/orders', {
        token,
        body: { subscription_id: plan.subscription_id },
      });
      expect(order.status).toBe(201);
      const event = capturedEvent(order.body, `pay_events_${testDialect}`);
      expect((await deliver(t, event)).status).toBe(200);
      expect((await deliver(t, event)).status).toBe(200);
      const message = await onlyMessage(vendor.vendor_mobile, 'vendor.plan_paid');
      const expiry = await db()
        .selectFrom('vendors')
        .select('subscription_expiry_date')
        .where('vendor_id', '=', vendor.vendor_id)
        .executeTakeFirstOrThrow();
      const expiryDate = indiaTimeText(expiry.subscription_expiry_date!).replace(/, .*$/, '');
      expect(message.text).toBe(
        `Hi Ravi Kumar, we received ₹1,499.00 for the Gold plan. It runs until ${expiryDate}. - Seva`,
      );
    });
  });

  describe('bookings', () => {
    const plumber = (name: string, mobile: string) =>
      insertVendor(db(), {
        ...approvedColumns(null),
        vendor_name: name,
        vendor_mobile: mobile,
        service_cat_id: plumbing.service_cat_id,
        subscription_status: 'active',
        subscription_expiry_date: daysFromNow(30),
        // At 411001 like the customers: their slots are available.
        service_radius: 25,
      });
    let ravi: Selectable<VendorsTable>;
    let suresh: Selectable<VendorsTable>;

    beforeAll(async () => {
      ravi = await plumber('Ravi Kumar', '9000000101');
      suresh = await plumber('Suresh Patil', '9000000102');
    });

    it('tells the customer of a booking made in the app: booking.received', async () => {
      const slot = await firstAvailableSlot(t, anitaToken, tapRepair.service_id);
      const res = await t.request('POST', '/api/v1/customer/me/bookings', {
        token: anitaToken,
        body: {
          service_id: tapRepair.service_id,
          service_desc: 'The kitchen tap drips',
          scheduled_start: slot,
        },
      });
      expect(res.status).toBe(201);
      const bookingId = res.body.data.booking_id as number;
      const message = (await messagesTo(anita.mobile)).filter(
        (m) => m.event === 'booking.received' && m.booking_id === bookingId,
      );
      expect(message).toHaveLength(1);
      // {time} is the booking's slot, in India time: `30 Nov 2026, 10:00-12:00 IST`.
      const hour = new Date(Date.parse(slot) + 330 * 60_000).getUTCHours();
      const hh = (h: number) => String(h).padStart(2, '0');
      expect(message[0]!.text).toBe(
        `Hi Anita, we have your booking #${bookingId} for Plumbing on ${indiaDateText(slot)}, ${hh(hour)}:00-${hh(hour + 2)}:00 IST. We will tell you who is coming. - Seva`,
      );
      expect(await timelineMessages('booking', bookingId)).toHaveLength(1);
    });

    it('tells the vendor and the customer of an assignment, and the old vendor of a re-assignment', async () => {
      const booking = await insertBooking(db(), anita, plumbing);
      const time = indiaTimeText(booking.created_at);
      const assigned = await t.request('PUT', ASSIGN, {
        token: admin,
        body: { booking_id: booking.booking_id, vendor_id: ravi.vendor_id },
      });
      expect(assigned.status).toBe(200);
      const job = (await messagesTo(ravi.vendor_mobile)).filter((m) => m.booking_id === booking.booking_id);
      expect(job.map((m) => m.text)).toEqual([
        `New job #${booking.booking_id}: Plumbing for Anita in 12 MG Road, Pune on ${time}. Open the app for the details. - Seva`,
      ]);
      const toCustomer = (await messagesTo(anita.mobile)).filter(
        (m) => m.booking_id === booking.booking_id && m.event === 'booking.assigned_customer',
      );
      expect(toCustomer.map((m) => m.text)).toEqual([
        `Hi Anita, Ravi Kumar (9000000101) will do your Plumbing (#${booking.booking_id}) on ${time}. - Seva`,
      ]);

      const reassigned = await t.request('PUT', ASSIGN, {
        token: admin,
        body: {
          booking_id: booking.booking_id,
          vendor_id: suresh.vendor_id,
          reassign: true,
          previous_vendor_id: ravi.vendor_id,
        },
      });
      expect(reassigned.status).toBe(200);
      const toRavi = (await messagesTo(ravi.vendor_mobile)).filter(
        (m) => m.booking_id === booking.booking_id,
      );
      expect(toRavi.map((m) => m.event)).toEqual(['booking.assigned_vendor', 'booking.cancelled_vendor']);
      const toSuresh = (await messagesTo(suresh.vendor_mobile)).filter(
        (m) => m.booking_id === booking.booking_id,
      );
      expect(toSuresh.map((m) => m.event)).toEqual(['booking.assigned_vendor']);
      expect(await timelineMessages('booking', booking.booking_id)).toHaveLength(5);
    });

    it('rolls an assignment and a cancel back with their messages when one message cannot be written', async () => {
      const booking = await insertBooking(db(), anita, plumbing);
      const written = async () => ({
        booking: await db()
          .selectFrom('customer_service_bookings')
          .select(['vendor_id', 'is_cancelled'])
          .where('booking_id', '=', booking.booking_id)
          .executeTakeFirstOrThrow(),
        messages: await db()
          .selectFrom('messages')
          .select('event')
          .where('booking_id', '=', booking.booking_id)
          .execute(),
        audit: await db()
          .selectFrom('audit_log')
          .select('action')
          .where('entity', '=', 'booking')
          .where('entity_id', '=', String(booking.booking_id))
          .execute(),
      });
      const untouched = { booking: { vendor_id: null, is_cancelled: 0 }, messages: [], audit: [] };

      // The vendor's message is written first; the customer's is refused: neither, nor the assignment.
      let restore = await refuseInserts(db(), 'messages', 'event', 'booking.assigned_customer');
      try {
        const res = await t.request('PUT', ASSIGN, {
          token: admin,
          body: { booking_id: booking.booking_id, vendor_id: ravi.vendor_id },
        });
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await written()).toEqual(untouched);

      restore = await refuseInserts(db(), 'messages', 'event', 'booking.cancelled_customer');
      try {
        const res = await t.request('POST', cancelPath(booking.booking_id), {
          token: admin,
          body: { reason: 'Customer travelling' },
        });
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await written()).toEqual(untouched);
    });

    it('tells the vendor and the customer of an admin cancel; no refund, no refund sentence', async () => {
      const booking = await insertBooking(db(), anita, plumbing, { vendor_id: suresh.vendor_id });
      const res = await t.request('POST', cancelPath(booking.booking_id), {
        token: admin,
        body: { reason: 'Customer travelling' },
      });
      expect(res.status).toBe(200);
      const toSuresh = (await messagesTo(suresh.vendor_mobile)).filter(
        (m) => m.booking_id === booking.booking_id,
      );
      expect(toSuresh.map((m) => m.text)).toEqual([
        `Job #${booking.booking_id} (Plumbing on ${indiaTimeText(booking.created_at)}) is cancelled. You need not go. - Seva`,
      ]);
      const toAnita = (await messagesTo(anita.mobile)).filter((m) => m.booking_id === booking.booking_id);
      expect(toAnita.map((m) => m.text)).toEqual([
        `Hi Anita, your booking #${booking.booking_id} for Plumbing is cancelled. - Seva`,
      ]);
    });

    it('tells the customer of the refund of an admin cancel, then of the refund processed, once', async () => {
      const booking = await insertBooking(db(), anita, plumbing, { service_price: 1450, is_booked: 1 });
      const payment = await insertCustomerPayment(db(), booking, { payment_amount: 1450 });
      const res = await t.request('POST', cancelPath(booking.booking_id), {
        token: admin,
        body: { reason: 'Vendor unavailable', refund_amount: 1234.5 },
      });
      expect(res.status).toBe(200);
      const cancelled = (await messagesTo(anita.mobile)).filter(
        (m) => m.booking_id === booking.booking_id && m.event === 'booking.cancelled_customer',
      );
      expect(cancelled.map((m) => m.text)).toEqual([
        `Hi Anita, your booking #${booking.booking_id} for Plumbing is cancelled. A refund of ₹1,234.50 is on its way. - Seva`,
      ]);
      const refundId = res.body.refund.refund_id as number;
      await expect
        .poll(
          async () =>
            (
              await db()
                .selectFrom('refunds')
                .select('status')
                .where('refund_id', '=', refundId)
                .executeTakeFirstOrThrow()
            ).status,
          { timeout: 10_000 },
        )
        .toBe('processed');
      const processed = await onlyMessage(anita.mobile, 'refund.processed');
      expect(processed.text).toBe(
        `Hi Anita, your refund of ₹1,234.50 for booking #${booking.booking_id} is processed. It reaches your account in 5-7 working days. - Seva`,
      );
      expect(processed.dedupe_key).toBe(`refund.processed:refund:${refundId}`);
      const refunds = await t.request('GET', refundsOf(payment.payment_id), { token: admin });
      expect(refunds.body.data[0].status).toBe('processed');
    });

    it('tells the vendor and the customer of a cancel in the customer app, with its refund', async () => {
      const booking = await insertBooking(db(), anita, plumbing, {
        vendor_id: ravi.vendor_id,
        service_price: 800,
        is_booked: 1,
      });
      await insertCustomerPayment(db(), booking, { payment_amount: 800 });
      const res = await t.request('POST', `/api/v1/customer/me/bookings/${booking.booking_id}/cancel`, {
        token: anitaToken,
        body: { cancelled_reason: 'Plans changed' },
      });
      expect(res.status).toBe(200);
      const refundPaise = Math.round(Number(res.body.refund.amount) * 100);
      const rupees = `₹${Math.trunc(refundPaise / 100)}.${String(refundPaise % 100).padStart(2, '0')}`;
      const toAnita = (await messagesTo(anita.mobile)).filter(
        (m) => m.booking_id === booking.booking_id && m.event === 'booking.cancelled_customer',
      );
      expect(toAnita.map((m) => m.text)).toEqual([
        `Hi Anita, your booking #${booking.booking_id} for Plumbing is cancelled. A refund of ${rupees} is on its way. - Seva`,
      ]);
      const toRavi = (await messagesTo(ravi.vendor_mobile)).filter(
        (m) => m.booking_id === booking.booking_id,
      );
      expect(toRavi.map((m) => m.event)).toEqual(['booking.cancelled_vendor']);
    });
  });
});
