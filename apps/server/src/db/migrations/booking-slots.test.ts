import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCategory, insertCustomer, insertVendor } from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { migrateToLatest, migratorFor } from './migrate';

const SLOT = '2026-12-03T02:30:00.000Z';

describe(`migration 2026-12-02-280-booking-slots on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('fills the city of the bookings already there from their address, none from a broken one, and goes back down', async () => {
    const { db, dialect } = database.handle;
    const migrator = migratorFor(db, dialect);
    expect((await migrator.migrateTo('2026-12-01-270-payouts')).error).toBeUndefined();
    const category = await insertCategory(db);
    const pune = await insertCustomer(db);
    const broken = await insertCustomer(db, { customer_address: 'not json' });
    const before = { customer_city: undefined, scheduled_start: undefined };
    const inPune = await insertBooking(db, pune, category, before);
    const unreadable = await insertBooking(db, broken, category, before);

    await migrateToLatest(db, dialect);
    const rows = await db
      .selectFrom('customer_service_bookings')
      .select(['booking_id', 'customer_city', 'scheduled_start'])
      .where('booking_id', 'in', [inPune.booking_id, unreadable.booking_id])
      .orderBy('booking_id')
      .execute();
    expect(rows).toEqual([
      { booking_id: inPune.booking_id, customer_city: 'Pune', scheduled_start: null },
      { booking_id: unreadable.booking_id, customer_city: null, scheduled_start: null },
    ]);

    expect((await migrator.migrateTo('2026-12-01-270-payouts')).error).toBeUndefined();
    await migrateToLatest(db, dialect);
  });

  it('lets a vendor hold one open booking per slot: a second is refused, a cancelled or completed one does not count', async () => {
    const { db } = database.handle;
    const category = await insertCategory(db);
    const customer = await insertCustomer(db);
    const vendor = await insertVendor(db, { service_cat_id: category.service_cat_id });
    const slot = { vendor_id: vendor.vendor_id, scheduled_start: SLOT };
    await insertBooking(db, customer, category, slot);
    await expect(insertBooking(db, customer, category, slot)).rejects.toThrow();
    await insertBooking(db, customer, category, { ...slot, is_cancelled: 1 });
    await insertBooking(db, customer, category, { ...slot, is_completed: 1 });
    // Other vendors, other slots and unassigned bookings are free to share it.
    await insertBooking(db, customer, category, { ...slot, scheduled_start: '2026-12-03T04:30:00.000Z' });
    await insertBooking(db, customer, category, { ...slot, vendor_id: null });
    await insertBooking(db, customer, category, { ...slot, vendor_id: null });
    const held = await db
      .selectFrom('customer_service_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vendor_id', '=', vendor.vendor_id)
      .where('scheduled_start', '=', SLOT)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(3);
  });
});
