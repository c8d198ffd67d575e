import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCategory, insertCustomer, insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { type BookingFilter, listBookingIds } from './repository';

describe(`an unpaged booking list's ids read by ranges of ids (${testDialect})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    const category = await insertCategory(db);
    const customer = await insertCustomer(db, { customer_name: 'Asha Rao' });
    const vendor = await insertVendor(db);
    for (let i = 0; i < 7; i++) {
      await insertBooking(db, customer, category, { vendor_id: i % 3 === 0 ? vendor.vendor_id : null });
    }
  });
  afterAll(() => t.close());

  type Sort = 'booking_id' | '-booking_id' | undefined;
  const ids = (filter: BookingFilter, sort: Sort, range?: number) =>
    listBookingIds(t.database.handle.db, testDialect, filter, { sort }, range);
  // With an offset, one statement reads them all.
  const atOnce = (filter: BookingFilter, sort: Sort) =>
    listBookingIds(t.database.handle.db, testDialect, filter, { sort, offset: 0 });

  it.each([
    ['every booking', {}],
    ['Service Request', { assigned: 0 }],
    ['Assigned', { assigned: 1 }],
  ] as [string, BookingFilter][])(
    'are the same ids in the same order, range by range: %s',
    async (_, filter) => {
      for (const sort of [undefined, 'booking_id', '-booking_id'] as const) {
        const whole = await atOnce(filter, sort);
        expect(whole.length).toBeGreaterThan(1);
        for (const range of [1, 2, 3, whole.length, undefined])
          expect(await ids(filter, sort, range)).toEqual(whole);
      }
    },
  );
});
