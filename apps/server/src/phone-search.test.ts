import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBooking,
  insertCustomer,
  insertTradeCategories,
  insertVendor,
  subscriptionColumns,
} from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { testDialect } from './test/test-database';

const DATA = '/api/v1/admin/data';

/** Ways people type the mobile 7377271712 (docs/product/api.md#search). */
const FORMATS = [
  '7377271712',
  '73772 71712',
  '+91 73772 71712',
  '+91-73772-71712',
  '+917377271712',
  '91 73772 71712',
  '07377271712',
  '(73772) 71712',
  '73772',
];

/**
 * Every list that searches phone numbers finds the one whose mobile is 7377271712 by each format, paged
 * (with its total) and unpaged, and never the row whose mobile only ends alike.
 */
describe(`search by phone number on every list that searches phones (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let bookingId: number;
  const get = async (path: string) => {
    const res = await t.request('GET', `${DATA}/${path}`, { token });
    expect(res.status).toBe(200);
    return res.body as { data: Record<string, unknown>[]; total?: number };
  };
  const q = (term: string) => `q=${encodeURIComponent(term)}`;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const { plumbing } = await insertTradeCategories(db);
    const approved = { is_approved: 1 as const, service_cat_id: plumbing.service_cat_id };
    await insertVendor(db, {
      ...approved,
      ...subscriptionColumns('active', 20),
      vendor_name: 'Anil Mehta',
      vendor_mobile: '7377271712',
    });
    await insertVendor(db, { ...approved, vendor_name: 'Other Oberoi', vendor_mobile: '6377271719' });
    const meena = await insertCustomer(db, { customer_name: 'Meena Iyer', mobile: '7377271712' });
    const ravi = await insertCustomer(db, { customer_name: 'Ravi Rao', mobile: '6377271719' });
    bookingId = (await insertBooking(db, meena, plumbing)).booking_id;
    await insertBooking(db, ravi, plumbing);
    await insertBooking(db, meena, plumbing, { vendor_id: null, customer_name: 'Meena I.' });
  });
  afterAll(() => t.close());

  const lists: [string, (term: string) => string, string, string[]][] = [
    ['the Vendor List', (term) => `vendors?${q(term)}&is_blocked=0`, 'vendor_name', ['Anil Mehta']],
    [
      'the Vendor List, Subscribed view',
      (term) => `vendors?${q(term)}&is_blocked=0&view=subscribed`,
      'vendor_name',
      ['Anil Mehta'],
    ],
    [
      'the Vendor List sorted by name',
      (term) => `vendors?${q(term)}&is_blocked=0&sort=vendor_name`,
      'vendor_name',
      ['Anil Mehta'],
    ],
    ['User Details (customers)', (term) => `getcustomers?${q(term)}`, 'customer_name', ['Meena Iyer']],
    [
      'Booking Details, Service Request',
      (term) => `getcustomerservicedetails?assigned=0&${q(term)}`,
      'customer_name',
      ['Meena I.', 'Meena Iyer'],
    ],
    [
      'Booking Details sorted by name',
      (term) => `getcustomerservicedetails?assigned=0&sort=customer_name&${q(term)}`,
      'customer_name',
      ['Meena I.', 'Meena Iyer'],
    ],
    [
      'the assign view (candidate vendors)',
      (term) => `bookings/${bookingId}/candidate-vendors?${q(term)}`,
      'vendor_name',
      ['Anil Mehta'],
    ],
  ];

  describe.each(lists)('%s', (_list, path, nameField, expected) => {
    const namesOf = (body: { data: Record<string, unknown>[] }) => body.data.map((row) => row[nameField]);

    it.each(FORMATS)('finds the mobile 7377271712 by %j, paged and unpaged', async (term) => {
      const paged = await get(`${path(term)}&limit=50`);
      expect(namesOf(paged)).toEqual(expected);
      expect(paged.total).toBe(expected.length);
      expect(namesOf(await get(path(term)))).toEqual(expected);
    });

    it('finds nothing for a number no mobile holds, or the part of one across a digit it lacks', async () => {
      for (const term of ['+91 73772 71713', '0 98765 43210', '3772 717 18']) {
        expect(namesOf(await get(`${path(term)}&limit=50`))).toEqual([]);
      }
    });
  });

  it('keeps the other searches of these lists as they were', async () => {
    const names = async (path: string) =>
      (await get(path)).data.map((row) => row.customer_name ?? row.vendor_name);
    expect(await names(`vendors?q=mehta&is_blocked=0&limit=50`)).toEqual(['Anil Mehta']);
    expect(await names('getcustomers?q=IYER&limit=50')).toEqual(['Meena Iyer']);
    expect(await names('getcustomers?q=A-12&limit=50')).toEqual([]);
    expect(await names('getcustomerservicedetails?assigned=0&q=ravi&limit=50')).toEqual(['Ravi Rao']);
  });
});
