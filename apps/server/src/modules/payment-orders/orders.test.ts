import {
  AuthMessages,
  ChatMessages,
  ORDER_ID_PATTERN,
  PaymentOrderMessages,
  paymentOrderResponseSchema,
  SubscriptionMessages,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomersTable, ServiceCategoriesTable } from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertPlan,
  insertVendor,
} from '../../test/factories';
import { approvedColumns } from '../../test/fixtures';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const PLAN_ORDERS = '/api/v1/vendor/me/subscription/orders';
const bookingOrders = (id: number | string) => `/api/v1/customer/me/bookings/${id}/orders`;

describe(`payment orders (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let category: Selectable<ServiceCategoriesTable>;
  let asha: Selectable<CustomersTable>;
  let ashaToken: string;
  const db = () => t.database.handle.db;
  const orderRow = (orderId: string) =>
    db().selectFrom('payment_orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    category = await insertCategory(db(), { service_category_name: 'Plumbing' });
    asha = await insertCustomer(db(), { customer_name: 'Asha Menon' });
    ashaToken = await appToken(t, 'customer', asha.mobile);
  });
  afterAll(() => t.close());

  const vendorToken = async (values: Parameters<typeof insertVendor>[1] = approvedColumns(null)) => {
    const vendor = await insertVendor(db(), values);
    return { vendor, token: await appToken(t, 'vendor', vendor.vendor_mobile) };
  };

  /** Runs `send` and expects it refused with `status` and `message`, and nothing written. */
  const refusedWithoutWriting = async (
    send: () => Promise<{ status: number; body: { message?: string } }>,
    status: number,
    message?: string,
  ) => {
    const before = await rowCounts(db());
    const res = await send();
    expect(res.status).toBe(status);
    if (message) expect(res.body).toEqual({ success: false, message });
    expect(await rowCounts(db())).toEqual(before);
    return res;
  };

  describe('POST /vendor/me/subscription/orders', () => {
    it("orders a plan for the plan's price, whatever the vendor would like to pay", async () => {
      const plan = await insertPlan(db(), { subscription_name: 'Gold', subscription_price: 1299.5 });
      const { vendor, token } = await vendorToken();
      const res = await t.request('POST', PLAN_ORDERS, {
        token,
        body: { subscription_id: plan.subscription_id },
      });
      expect(res.status).toBe(201);
      expect(paymentOrderResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toEqual({
        success: true,
        order_id: expect.stringMatching(ORDER_ID_PATTERN),
        amount: 1299.5,
        currency: 'INR',
      });
      expect(await orderRow(res.body.order_id)).toMatchObject({
        kind: 'subscription',
        vendor_id: vendor.vendor_id,
        subscription_id: plan.subscription_id,
        customer_id: null,
        booking_id: null,
        status: 'created',
        payment_id: null,
      });
      expect(Number((await orderRow(res.body.order_id)).amount)).toBe(1299.5);

      await refusedWithoutWriting(
        () =>
          t.request('POST', PLAN_ORDERS, {
            token,
            body: { subscription_id: plan.subscription_id, amount: 1 },
          }),
        400,
      );
    });

    it('gives every order its own id', async () => {
      const plan = await insertPlan(db());
      const { token } = await vendorToken();
      const ids = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const res = await t.request('POST', PLAN_ORDERS, {
            token,
            body: { subscription_id: plan.subscription_id },
          });
          expect(res.status).toBe(201);
          return res.body.order_id as string;
        }),
      );
      expect(new Set(ids).size).toBe(10);
    });

    it('refuses an unknown plan with 404', async () => {
      const { token } = await vendorToken();
      await refusedWithoutWriting(
        () => t.request('POST', PLAN_ORDERS, { token, body: { subscription_id: 999_999 } }),
        404,
        SubscriptionMessages.notFound,
      );
    });

    it('refuses a vendor that may not buy a plan with 403 and the reason', async () => {
      const plan = await insertPlan(db());
      const body = { subscription_id: plan.subscription_id };
      const cases: [Parameters<typeof insertVendor>[1], string][] = [
        [{}, ChatMessages.vendorNotApproved],
        [{ is_rejected: 1 }, ChatMessages.vendorRejected],
        [{ ...approvedColumns(null), is_blocked: 1, blocked_reason: 'Fraud' }, ChatMessages.vendorBlocked],
      ];
      for (const [values, message] of cases) {
        const { token } = await vendorToken(values);
        await refusedWithoutWriting(() => t.request('POST', PLAN_ORDERS, { token, body }), 403, message);
      }
      const applicant = await appToken(t, 'vendor', '7000000123');
      await refusedWithoutWriting(
        () => t.request('POST', PLAN_ORDERS, { token: applicant, body }),
        403,
        PaymentOrderMessages.notApplied,
      );
    });

    it.each([
      ['no body', undefined],
      ['an empty body', {}],
      ['a text id', { subscription_id: 'gold' }],
      ['a negative id', { subscription_id: -1 }],
      ['a fractional id', { subscription_id: 1.5 }],
      ['an id past the largest', { subscription_id: 2 ** 31 }],
      ['a list', [1]],
    ])('refuses %s with 400 and writes nothing', async (_name, body) => {
      const { token } = await vendorToken();
      await refusedWithoutWriting(() => t.request('POST', PLAN_ORDERS, { token, body }), 400);
    });

    it('accepts only a vendor token', async () => {
      const plan = await insertPlan(db());
      const body = { subscription_id: plan.subscription_id };
      const none = await refusedWithoutWriting(() => t.request('POST', PLAN_ORDERS, { body }), 401);
      expect(none.body.message).toBe(AuthMessages.noToken);
      for (const token of [admin, ashaToken, 'not-a-token']) {
        await refusedWithoutWriting(
          () => t.request('POST', PLAN_ORDERS, { token, body }),
          401,
          AuthMessages.invalidToken,
        );
      }
      const { token } = await vendorToken();
      const adminRoute = await t.request('GET', '/api/v1/admin/data/getSUBSCRIPTIONS', { token });
      expect(adminRoute.status).toBe(401);
    });
  });

  describe('POST /customer/me/bookings/{id}/orders', () => {
    it("orders the customer's own booking for its price", async () => {
      const booking = await insertBooking(db(), asha, category, { service_price: 749.25 });
      const res = await t.request('POST', bookingOrders(booking.booking_id), { token: ashaToken });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        order_id: expect.stringMatching(ORDER_ID_PATTERN),
        amount: 749.25,
        currency: 'INR',
      });
      expect(await orderRow(res.body.order_id)).toMatchObject({
        kind: 'booking',
        customer_id: asha.customer_id,
        booking_id: booking.booking_id,
        vendor_id: null,
        subscription_id: null,
        status: 'created',
      });
    });

    it("answers another customer's booking exactly like an unknown one", async () => {
      const ravi = await insertCustomer(db(), { customer_name: 'Ravi Sharma' });
      const theirs = await insertBooking(db(), ravi, category);
      for (const id of [theirs.booking_id, 999_999]) {
        await refusedWithoutWriting(
          () => t.request('POST', bookingOrders(id), { token: ashaToken }),
          404,
          PaymentOrderMessages.bookingNotFound,
        );
      }
    });

    it('refuses a cancelled or an already paid booking with 409', async () => {
      const cancelled = await insertBooking(db(), asha, category, {
        is_cancelled: 1,
        cancelled_reason: 'Changed my mind',
      });
      await refusedWithoutWriting(
        () => t.request('POST', bookingOrders(cancelled.booking_id), { token: ashaToken }),
        409,
        PaymentOrderMessages.bookingCancelled,
      );
      const paid = await insertBooking(db(), asha, category, { is_booked: 1 });
      await refusedWithoutWriting(
        () => t.request('POST', bookingOrders(paid.booking_id), { token: ashaToken }),
        409,
        PaymentOrderMessages.bookingAlreadyPaid,
      );
    });

    it.each(['abc', '0', '-3', '1.5', '12345678901'])('refuses the id %s with 400', async (id) => {
      await refusedWithoutWriting(() => t.request('POST', bookingOrders(id), { token: ashaToken }), 400);
    });

    it('accepts only a customer token', async () => {
      const booking = await insertBooking(db(), asha, category);
      const path = bookingOrders(booking.booking_id);
      const none = await refusedWithoutWriting(() => t.request('POST', path), 401);
      expect(none.body.message).toBe(AuthMessages.noToken);
      const { token: vendor } = await vendorToken();
      for (const token of [admin, vendor]) {
        await refusedWithoutWriting(() => t.request('POST', path, { token }), 401, AuthMessages.invalidToken);
      }
      const adminRoute = await t.request('GET', '/api/v1/admin/data/getcustomers', { token: ashaToken });
      expect(adminRoute.status).toBe(401);
    });
  });
});
