import { sql } from 'kysely';
import type { AnyDb, DialectMigration } from './helpers';

/**
 * Plan names, and sub-service names within a category, are unique regardless of case, as category names
 * already were (service_categories_name_key). The services check before they write, but two admins
 * saving the same name at once on PostgreSQL both pass that check; the index makes the second a 409.
 */
export const catalogueNameKeysMigration: DialectMigration = () => ({
  async up(db: AnyDb) {
    await sql`create unique index subscriptions_name_key on subscriptions (lower(subscription_name))`.execute(
      db,
    );
    await sql`create unique index services_category_name_key on services (service_cat_id, lower(service_name))`.execute(
      db,
    );
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('services_category_name_key').execute();
    await db.schema.dropIndex('subscriptions_name_key').execute();
  },
});
