import { type Kysely, NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { migratorFor } from '../migrations/migrate';
import type { Database } from './index';
import { MARKETPLACE_TABLES } from './marketplace-table-names';

describe(`marketplace schema on ${testDialect}`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let vendorId: number;
  let adminId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    adminId = (
      await db
        .insertInto('admins')
        .values({ name: 'Admin', email: 'a@seva.test', phone: '9000000001', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    vendorId = (
      await db
        .insertInto('vendors')
        .values({ vendor_name: 'V', vendor_email: 'v@seva.test', vendor_mobile: '9876543210' })
        .returning('vendor_id')
        .executeTakeFirstOrThrow()
    ).vendor_id;
  });
  afterAll(() => database.drop());

  it('has every marketplace table', async () => {
    const names = (await db.introspection.getTables()).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining([...MARKETPLACE_TABLES]));
  });

  it('fills defaults: 0 flags, an empty image list, ISO-8601 UTC timestamps', async () => {
    const vendor = await db
      .selectFrom('vendors')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .executeTakeFirstOrThrow();
    expect([vendor.is_approved, vendor.is_rejected, vendor.is_blocked]).toEqual([0, 0, 0]);
    expect(vendor.image_url).toBe('[]');
    expect(vendor.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(vendor.updated_at)).not.toBeNaN();
  });

  const refuses = (write: () => Promise<unknown>) => expect(write()).rejects.toThrow();

  it('refuses flags other than 0 and 1, and a vendor both approved and rejected', async () => {
    await refuses(() => sql`update vendors set is_blocked = 2 where vendor_id = ${vendorId}`.execute(db));
    await refuses(() =>
      db
        .updateTable('vendors')
        .set({ is_approved: 1, is_rejected: 1 })
        .where('vendor_id', '=', vendorId)
        .execute(),
    );
    await refuses(() =>
      sql`update vendors set subscription_status = 'lapsed' where vendor_id = ${vendorId}`.execute(db),
    );
  });

  it('keeps mobile numbers unique per vendor', async () => {
    await refuses(() =>
      db
        .insertInto('vendors')
        .values({ vendor_name: 'W', vendor_email: 'w@seva.test', vendor_mobile: '9876543210' })
        .execute(),
    );
  });

  it('keeps category names unique ignoring case, and prices positive', async () => {
    const category = await db
      .insertInto('service_categories')
      .values({ service_category_name: 'Plumbing', service_desc: 'd' })
      .returning('service_cat_id')
      .executeTakeFirstOrThrow();
    await refuses(() =>
      db
        .insertInto('service_categories')
        .values({ service_category_name: 'PLUMBING', service_desc: 'd' })
        .execute(),
    );
    const service = { service_cat_id: category.service_cat_id, service_name: 's', service_description: 'd' };
    await refuses(() =>
      db
        .insertInto('services')
        .values({ ...service, service_price: 0 })
        .execute(),
    );
    await db
      .insertInto('services')
      .values({ ...service, service_price: 0.01 })
      .execute();
    await refuses(() =>
      db
        .insertInto('subscriptions')
        .values({ subscription_name: 'p', subscription_price: -1, subscription_desc: 'd' })
        .execute(),
    );
    await refuses(() =>
      db
        .insertInto('services')
        .values({ ...service, service_cat_id: 999_999, service_price: 1 })
        .execute(),
    );
  });

  it('limits ratings to 1–5 and senders to admin or vendor', async () => {
    const customer = await db
      .insertInto('customers')
      .values({ customer_name: 'C', mobile: '9000000002' })
      .returning('customer_id')
      .executeTakeFirstOrThrow();
    const category = await db
      .insertInto('service_categories')
      .values({ service_category_name: 'Painting', service_desc: 'd' })
      .returning('service_cat_id')
      .executeTakeFirstOrThrow();
    const booking = await db
      .insertInto('customer_service_bookings')
      .values({
        customer_id: customer.customer_id,
        customer_name: 'C',
        service_cat_id: category.service_cat_id,
        vendor_id: vendorId,
      })
      .returning('booking_id')
      .executeTakeFirstOrThrow();
    const review = { booking_id: booking.booking_id, vendor_id: vendorId };
    await refuses(() =>
      db
        .insertInto('reviews')
        .values({ ...review, rating: 6 })
        .execute(),
    );
    await refuses(() =>
      db
        .insertInto('reviews')
        .values({ ...review, rating: 0 })
        .execute(),
    );
    await db
      .insertInto('reviews')
      .values({ ...review, rating: 5 })
      .execute();

    const room = await db
      .insertInto('chat_rooms')
      .values({ vendor_id: vendorId, admin_id: adminId })
      .returning('room_id')
      .executeTakeFirstOrThrow();
    await refuses(() =>
      db.insertInto('chat_rooms').values({ vendor_id: vendorId, admin_id: adminId }).execute(),
    );
    await refuses(() =>
      sql`insert into chat_messages (room_id, sender_id, sender_type, message) values (${room.room_id}, 1, 'bot', 'hi')`.execute(
        db,
      ),
    );
    await db
      .insertInto('chat_messages')
      .values({ room_id: room.room_id, sender_id: adminId, sender_type: 'admin', message: 'hi' })
      .execute();
  });

  it('migrates all the way down and back up', async () => {
    const other = await createTestDatabase();
    try {
      const migrator = migratorFor(other.handle.db, other.handle.dialect);
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const left = (await other.handle.db.introspection.getTables()).map((t) => t.name);
      expect(
        left.filter(
          (name) => (MARKETPLACE_TABLES as readonly string[]).includes(name) || name.endsWith('_fts'),
        ),
      ).toEqual([]);
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
    } finally {
      await other.drop();
    }
  });
});
