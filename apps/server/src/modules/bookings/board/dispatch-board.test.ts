import {
  addKolkataDays,
  DEFAULT_SLOT_RULES,
  type DispatchBoard,
  dispatchBoardResponseSchema,
  kolkataDayOf,
  slotsOfDate,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceCategoriesTable, VendorsTable } from '../../../db/schema/marketplace-tables';
import {
  insertBooking,
  insertCustomer,
  insertTradeCategories,
  insertVendor,
  subscriptionColumns,
  type VendorInsert,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDialect } from '../../../test/test-database';

const PATH = '/api/v1/admin/data/dispatch-board';

describe(`GET /admin/data/dispatch-board (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let plumbing: Selectable<ServiceCategoriesTable>;
  let electrical: Selectable<ServiceCategoriesTable>;
  let ravi: Selectable<VendorsTable>;
  let meera: Selectable<VendorsTable>;
  let esha: Selectable<VendorsTable>;
  let omkar: Selectable<VendorsTable>;
  let jobId: number;
  let plumbingQueued: number;
  let electricalQueued: number;
  let lateId: number;
  // Two days ahead: every slot is in the future; yesterday: every slot has started.
  const day = addKolkataDays(kolkataDayOf(Date.now()), 2);
  const yesterday = addKolkataDays(kolkataDayOf(Date.now()), -1);
  const slots = slotsOfDate(day, DEFAULT_SLOT_RULES);
  const starts = slots.map((s) => s.start);
  const db = () => t.database.handle.db;
  const get = async (query: string, as = token) => t.request('GET', `${PATH}${query}`, { token: as });
  const board = async (query: string): Promise<DispatchBoard> => {
    const res = await get(query);
    expect(res.status).toBe(200);
    expect(dispatchBoardResponseSchema.parse(res.body)).toEqual(res.body);
    return res.body.data;
  };
  const row = (b: DispatchBoard, vendorId: number) => b.vendors.find((v) => v.vendor_id === vendorId);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    ({ plumbing, electrical } = await insertTradeCategories(db()));
    const customer = await insertCustomer(db());
    const fits: Partial<VendorInsert> = {
      is_approved: 1,
      service_cat_id: plumbing.service_cat_id,
      service_start_time: '08:00',
      service_end_time: '20:00',
      ...subscriptionColumns('active', 30),
    };
    const vendor = (name: string, values: Partial<VendorInsert> = {}) =>
      insertVendor(db(), { ...fits, vendor_name: name, ...values });
    ravi = await vendor('Ravi Kumar');
    meera = await vendor('Meera Shah', { service_start_time: '12:00', service_end_time: '16:00' });
    esha = await vendor('Esha Electric', { service_cat_id: electrical.service_cat_id });
    await vendor('Bina Blocked', { is_blocked: 1, blocked_reason: 'No-shows' });
    omkar = await vendor('Omkar Lapsed', subscriptionColumns('expired', -1));

    const book = (values: Parameters<typeof insertBooking>[3], category = plumbing) =>
      insertBooking(db(), customer, category, values);
    jobId = (await book({ vendor_id: ravi.vendor_id, scheduled_start: starts[1], is_booked: 1 })).booking_id;
    await book({ vendor_id: omkar.vendor_id, scheduled_start: starts[3] });
    plumbingQueued = (await book({ scheduled_start: starts[0] })).booking_id;
    electricalQueued = (await book({ scheduled_start: starts[2] }, electrical)).booking_id;
    await book({ scheduled_start: starts[0], is_cancelled: 1, cancelled_reason: 'Changed plans' });
    await book({ scheduled_start: starts[0], is_completed: 1 });
    await book({ scheduled_start: starts[0], vendor_id: ravi.vendor_id, is_cancelled: 1 });
    await book({ scheduled_start: slotsOfDate(addKolkataDays(day, 1), DEFAULT_SLOT_RULES)[0]?.start });
    await book({ scheduled_start: null });
    lateId = (await book({ scheduled_start: slotsOfDate(yesterday, DEFAULT_SLOT_RULES)[2]?.start }))
      .booking_id;
  });
  afterAll(() => t.close());

  it("answers the day's slots, the category's vendors by name with their jobs, and the queue", async () => {
    const b = await board(`?date=${day}&service_cat_id=${plumbing.service_cat_id}`);
    expect(b.date).toBe(day);
    expect(b.slots).toEqual(slots);
    expect(b.slots).toHaveLength(6);
    // Eligible plumbers plus the lapsed one holding a job; the blocked one and the electrician are not rows.
    expect(b.vendors.map((v) => v.vendor_name)).toEqual(['Meera Shah', 'Omkar Lapsed', 'Ravi Kumar']);
    expect(b.vendors_capped).toBe(false);
    expect(row(b, ravi.vendor_id)).toMatchObject({
      service_cat_id: plumbing.service_cat_id,
      service_category_name: 'Plumbing',
      service_start_time: '08:00',
      service_end_time: '20:00',
      jobs: [
        {
          booking_id: jobId,
          scheduled_start: starts[1],
          customer_name: expect.any(String),
          service_category_name: 'Plumbing',
          status: 'Booked',
        },
      ],
    });
    expect(b.queue.map((q) => q.booking_id)).toEqual([plumbingQueued]);
    expect(b.queue[0]).toMatchObject({
      scheduled_start: starts[0],
      service_cat_id: plumbing.service_cat_id,
      service_category_name: 'Plumbing',
      service_desc: 'Kitchen sink leaking',
      late: false,
    });
  });

  it('offers the slots a vendor could take: not busy, within its hours, and only when eligible', async () => {
    const b = await board(`?date=${day}&service_cat_id=${plumbing.service_cat_id}`);
    // Ravi's 10:00 job takes that slot (the cancelled booking at 08:00 does not count).
    expect(row(b, ravi.vendor_id)?.free_slots).toEqual(starts.filter((s) => s !== starts[1]));
    // Meera works 12:00–16:00: the 12:00 and 14:00 slots only.
    expect(row(b, meera.vendor_id)?.free_slots).toEqual([starts[2], starts[3]]);
    // Omkar holds a job but his plan has lapsed: a row, nothing free.
    expect(row(b, omkar.vendor_id)?.free_slots).toEqual([]);
    expect(row(b, omkar.vendor_id)?.jobs.map((j) => j.scheduled_start)).toEqual([starts[3]]);
  });

  it("filters by category; all categories shows the queue's categories' vendors", async () => {
    const elec = await board(`?date=${day}&service_cat_id=${electrical.service_cat_id}`);
    expect(elec.vendors.map((v) => v.vendor_name)).toEqual(['Esha Electric']);
    expect(elec.queue.map((q) => q.booking_id)).toEqual([electricalQueued]);
    expect(row(elec, esha.vendor_id)?.free_slots).toEqual(starts);

    const all = await board(`?date=${day}`);
    expect(all.vendors.map((v) => v.vendor_name)).toEqual([
      'Esha Electric',
      'Meera Shah',
      'Omkar Lapsed',
      'Ravi Kumar',
    ]);
    expect(all.queue.map((q) => q.booking_id)).toEqual([plumbingQueued, electricalQueued]);
  });

  it('flags a queued booking whose slot has started as late, and defaults to today', async () => {
    const past = await board(`?date=${yesterday}`);
    expect(past.queue).toEqual([expect.objectContaining({ booking_id: lateId, late: true })]);
    const today = await board('');
    expect(today.date).toBe(kolkataDayOf(Date.now()));
  });

  it('refuses a bad date or category with 400', async () => {
    for (const query of ['?date=2026-02-30', '?date=tomorrow', '?service_cat_id=0', '?service_cat_id=x']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    const res = await get('?date=2026-13-01');
    expect(res.body.errors?.[0]?.message ?? res.body.message).toMatch(/YYYY-MM-DD/);
  });

  it('needs a token (401) and bookings.read (403)', async () => {
    const anonymous = await t.request('GET', `${PATH}?date=${day}`);
    expect(anonymous.status).toBe(401);
    const kyc = await t.signInAs('kyc_reviewer');
    const refused = await get(`?date=${day}`, kyc.token);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    const support = await t.signInAs('support');
    expect((await get(`?date=${day}`, support.token)).status).toBe(200);
  });
});
