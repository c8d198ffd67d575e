import type { AnyDb, DialectMigration } from './helpers';

const bookings = 'customer_service_bookings';

/**
 * The dashboard's statements (docs/product/cockpit.md#dashboard) read these indexes alone instead of
 * scanning tables: bookings per day by created_at with the three status flags, unassigned open
 * bookings by vendor_id and is_cancelled, payments per day and this month's revenue by payment_date with
 * the amount, vendor decisions and applications per day by their dates. Times before and after are in
 * the dashboard bench (`npm run bench -- dashboard`).
 */
export const dashboardIndexesMigration: DialectMigration = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createIndex('bookings_created_status_idx')
      .on(bookings)
      .columns(['created_at', 'is_cancelled', 'is_completed', 'is_booked'])
      .execute();
    await db.schema
      .createIndex('bookings_open_idx')
      .on(bookings)
      .columns(['vendor_id', 'is_cancelled'])
      .execute();
    await db.schema
      .createIndex('customer_payments_day_amount_idx')
      .on('customer_payments')
      .columns(['payment_date', 'payment_amount'])
      .execute();
    await db.schema
      .createIndex('vendor_payments_day_price_idx')
      .on('vendor_payments')
      .columns(['payment_date', 'price'])
      .execute();
    await db.schema.createIndex('vendors_approved_date_idx').on('vendors').column('approved_date').execute();
    await db.schema.createIndex('vendors_rejected_date_idx').on('vendors').column('rejected_date').execute();
    await db.schema.createIndex('vendors_created_at_idx').on('vendors').column('created_at').execute();
  },
  async down(db: AnyDb) {
    for (const index of [
      'vendors_created_at_idx',
      'vendors_rejected_date_idx',
      'vendors_approved_date_idx',
      'vendor_payments_day_price_idx',
      'customer_payments_day_amount_idx',
      'bookings_open_idx',
      'bookings_created_status_idx',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
  },
});
