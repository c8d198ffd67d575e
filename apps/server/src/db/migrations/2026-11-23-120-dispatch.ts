import type { AnyDb, DialectMigration } from './helpers';

const bookings = 'customer_service_bookings';

/**
 * Dispatch ranking (docs/product/dispatch.md): the candidate query counts each vendor's open assignments
 * (not cancelled, not completed) and its reviews' count and average. bookings_open_idx gains is_completed
 * so the first is read from the index alone (the dashboard's unassigned count still uses its prefix);
 * reviews_vendor_rating_idx does the same for the ratings. (The vendors failing a hard rule are paged by
 * name through vendors_name_idx, migration 010.) Times in `npm run bench -- dispatch`.
 */
export const dispatchMigration: DialectMigration = () => ({
  async up(db: AnyDb) {
    await db.schema.dropIndex('bookings_open_idx').execute();
    await db.schema
      .createIndex('bookings_open_idx')
      .on(bookings)
      .columns(['vendor_id', 'is_cancelled', 'is_completed'])
      .execute();
    await db.schema
      .createIndex('reviews_vendor_rating_idx')
      .on('reviews')
      .columns(['vendor_id', 'rating'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('reviews_vendor_rating_idx').execute();
    await db.schema.dropIndex('bookings_open_idx').execute();
    await db.schema
      .createIndex('bookings_open_idx')
      .on(bookings)
      .columns(['vendor_id', 'is_cancelled'])
      .execute();
  },
});
