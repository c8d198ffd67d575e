import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertBooking, insertCategory, insertCustomer } from '../../test/factories';
import { createTestDatabase, testDialect } from '../../test/test-database';
import type { Dialect } from '../driver/database';
import { matchesText } from '../driver/search';
import type { Database } from '../schema';
import { migrateToLatest, migratorFor } from './migrate';

/** Who a search of the customers' and the bookings' names (and, after 150, mobiles) finds. */
async function found(
  db: Kysely<Database>,
  dialect: Dialect,
  term: string,
  columns: ('customer_name' | 'mobile')[],
) {
  const customers = await db
    .selectFrom('customers')
    .select('customer_name')
    .where(matchesText(dialect, 'customers', columns, term))
    .execute();
  const bookings = await db
    .selectFrom('customer_service_bookings')
    .select('customer_name')
    .where(matchesText(dialect, 'customer_service_bookings', columns, term))
    .execute();
  return [customers.map((r) => r.customer_name), bookings.map((r) => r.customer_name)];
}

describe(`migration 2026-11-29-150-phone-search on ${testDialect}`, () => {
  it('indexes the mobiles of the customers and bookings already there, and goes back down', async () => {
    const database = await createTestDatabase();
    const { db, dialect } = database.handle;
    try {
      const migrator = migratorFor(db, dialect);
      expect((await migrator.migrateTo('2026-11-24-140-vendor-review-counts')).error).toBeUndefined();
      const meena = await insertCustomer(db, { customer_name: 'Meena Iyer', mobile: '7377271712' });
      // At this migration bookings had no customer_city (migration 280).
      await insertBooking(db, meena, await insertCategory(db), { customer_city: undefined });

      await migrateToLatest(db, dialect);
      const both = ['customer_name', 'mobile'] as ('customer_name' | 'mobile')[];
      expect(await found(db, dialect, '+91 73772 71712', both)).toEqual([['Meena Iyer'], ['Meena Iyer']]);
      expect(await found(db, dialect, 'iyer', both)).toEqual([['Meena Iyer'], ['Meena Iyer']]);
      // Written after the migration: the triggers keep the mobile in step.
      await db.updateTable('customers').set({ mobile: '6000000001' }).execute();
      expect((await found(db, dialect, '73772 71712', both))[0]).toEqual([]);

      expect((await migrator.migrateTo('2026-11-24-140-vendor-review-counts')).error).toBeUndefined();
      expect(await found(db, dialect, 'iyer', ['customer_name'])).toEqual([['Meena Iyer'], ['Meena Iyer']]);
    } finally {
      await database.drop();
    }
  });
});
