import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, money, nowDefault, withId } from './helpers';

/**
 * The door for the marketplace's vendor app, customer app and payment provider
 * (docs/decisions/017-partner-api.md):
 * - `app_sessions` replaces `vendor_sessions`: one store for vendor and customer app tokens. A vendor
 *   token may belong to an applicant (no vendor row yet: `subject_id` null, the phone names it).
 * - plans gain a duration in days, so a paid order knows how far it renews;
 * - a vendor has at most one free trial (a partial unique index makes "trial if never had one" atomic);
 * - `payment_orders`: what a vendor or customer was asked to pay; the provider's `payment_id` is
 *   unique, so a replayed webhook finds its order already paid and writes nothing;
 * - `idempotency_keys`: the first answer to each (caller, Idempotency-Key) pair, replayed on a retry.
 */
export const partnerApiMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await withId(db.schema.createTable('app_sessions'), dialect, 'id')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('vendor', 'customer')`))
      .addColumn('subject_id', 'integer')
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema
      .createIndex('app_sessions_subject_idx')
      .on('app_sessions')
      .columns(['kind', 'subject_id'])
      .execute();
    await db.schema
      .createIndex('app_sessions_phone_idx')
      .on('app_sessions')
      .columns(['kind', 'phone'])
      .execute();
    await sql`insert into app_sessions (kind, subject_id, phone, token_hash, created_at, expires_at, revoked_at, ip, user_agent)
      select 'vendor', s.vendor_id, v.vendor_mobile, s.token_hash, s.created_at, s.expires_at, s.revoked_at, s.ip, s.user_agent
      from vendor_sessions s join vendors v on v.vendor_id = s.vendor_id`.execute(db);
    await db.schema.dropTable('vendor_sessions').execute();

    await db.schema
      .alterTable('subscriptions')
      .addColumn('duration_days', 'integer', (c) => c.notNull().defaultTo(30).check(sql`duration_days > 0`))
      .execute();
    await sql`create unique index vendor_subscriptions_one_trial_key on vendor_subscriptions (vendor_id) where is_trial = 1`.execute(
      db,
    );

    await db.schema
      .createTable('payment_orders')
      .addColumn('order_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('subscription', 'booking')`))
      .addColumn('vendor_id', 'integer', (c) => c.references('vendors.vendor_id'))
      .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.subscription_id'))
      .addColumn('customer_id', 'integer', (c) => c.references('customers.customer_id'))
      .addColumn('booking_id', 'integer', (c) => c.references('customer_service_bookings.booking_id'))
      .addColumn('amount', money, (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('created').check(sql`status in ('created', 'paid')`),
      )
      .addColumn('payment_id', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('paid_at', 'text')
      .execute();
    await db.schema
      .createIndex('payment_orders_vendor_idx')
      .on('payment_orders')
      .columns(['vendor_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('payment_orders_booking_idx')
      .on('payment_orders')
      .columns(['booking_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('caller', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('response_body', 'text')
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['caller', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created_idx')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('idempotency_keys').execute();
    await db.schema.dropTable('payment_orders').execute();
    await db.schema.dropIndex('vendor_subscriptions_one_trial_key').execute();
    await db.schema.alterTable('subscriptions').dropColumn('duration_days').execute();
    await withId(db.schema.createTable('vendor_sessions'), dialect, 'id')
      .addColumn('vendor_id', 'integer', (c) =>
        c.notNull().references('vendors.vendor_id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema
      .createIndex('vendor_sessions_vendor_idx')
      .on('vendor_sessions')
      .column('vendor_id')
      .execute();
    await db.schema.dropTable('app_sessions').execute();
  },
});
