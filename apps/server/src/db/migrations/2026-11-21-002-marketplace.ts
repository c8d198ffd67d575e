import { type ColumnDefinitionBuilder, sql } from 'kysely';
import type { Dialect } from '../driver/database';
import { type AnyDb, type DialectMigration, money, nowDefault, withId } from './helpers';

/** A 0/1 integer flag, 0 unless set. */
const flag = (name: string) => (c: ColumnDefinitionBuilder) =>
  c
    .notNull()
    .defaultTo(0)
    .check(sql`${sql.ref(name)} in (0, 1)`);

const stamp = (dialect: Dialect) => (c: ColumnDefinitionBuilder) => nowDefault(c.notNull(), dialect);

/**
 * Every entity of docs/product/data-and-security.md#entities. Column names are the wire names (typos included); nested objects are JSON
 * text; money is numeric(12,2); timestamps are ISO-8601 UTC text.
 */
export const marketplaceMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await createCatalogue(db, dialect);
    await createVendors(db, dialect);
    await createCustomersAndBookings(db, dialect);
    await createComplaintsAndChat(db, dialect);
  },
  async down(db: AnyDb) {
    for (const table of [
      'chat_messages',
      'chat_rooms',
      'customer_complaints',
      'vendor_complaints',
      'customer_payments',
      'reviews',
      'customer_service_bookings',
      'customers',
      'vendor_payments',
      'vendor_subscriptions',
      'vendors',
      'services',
      'service_categories',
      'subscriptions',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});

async function createCatalogue(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('service_categories'), dialect, 'service_cat_id')
    .addColumn('service_category_name', 'text', (c) => c.notNull())
    .addColumn('service_desc', 'text', (c) => c.notNull())
    .addColumn('service_category_url', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .addColumn('updated_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('service_categories_name_key')
    .on('service_categories')
    .unique()
    .expression(sql`lower(service_category_name)`)
    .execute();

  await withId(db.schema.createTable('services'), dialect, 'service_id')
    .addColumn('service_cat_id', 'integer', (c) =>
      c.notNull().references('service_categories.service_cat_id'),
    )
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('service_description', 'text', (c) => c.notNull())
    .addColumn('service_price', money, (c) => c.notNull().check(sql`service_price > 0`))
    .addColumn('service_image_url', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .addColumn('updated_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('services_category_idx')
    .on('services')
    .columns(['service_cat_id', 'service_id'])
    .execute();

  await withId(db.schema.createTable('subscriptions'), dialect, 'subscription_id')
    .addColumn('subscription_name', 'text', (c) => c.notNull())
    .addColumn('subscription_price', money, (c) => c.notNull().check(sql`subscription_price >= 0`))
    .addColumn('subscription_desc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', stamp(dialect))
    .addColumn('updated_at', 'text', stamp(dialect))
    .execute();
}

async function createVendors(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('vendors'), dialect, 'vendor_id')
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('vendor_email', 'text', (c) => c.notNull())
    .addColumn('vendor_mobile', 'text', (c) => c.notNull())
    .addColumn('name_of_bussiness', 'text')
    .addColumn('bussiness_category', 'text')
    .addColumn('fast_service_category_name', 'text')
    .addColumn('service_cat_id', 'integer', (c) =>
      c.references('service_categories.service_cat_id').onDelete('set null'),
    )
    .addColumn('bussiness_proof_doc_url', 'text')
    .addColumn('gst_number', 'text')
    .addColumn('company_category', 'text')
    .addColumn('service_radius', 'integer', (c) => c.check(sql`service_radius >= 0`))
    .addColumn('bussiness_address', 'text')
    .addColumn('pincode', 'text')
    .addColumn('service_start_time', 'text')
    .addColumn('service_end_time', 'text')
    .addColumn('bussiness_desc', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('account_details', 'text')
    .addColumn('kyc_docs', 'text')
    .addColumn('is_approved', 'integer', flag('is_approved'))
    .addColumn('approved_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('approved_date', 'text')
    .addColumn('is_rejected', 'integer', flag('is_rejected'))
    .addColumn('rejected_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('rejected_date', 'text')
    .addColumn('is_blocked', 'integer', flag('is_blocked'))
    .addColumn('blocked_reason', 'text')
    .addColumn('blocked_date', 'text')
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.subscription_id'))
    .addColumn('subscription_name', 'text')
    .addColumn('subscription_price', money)
    .addColumn('subscription_desc', 'text')
    .addColumn('subscription_start_date', 'text')
    .addColumn('subscription_expiry_date', 'text')
    .addColumn('subscription_status', 'text', (c) =>
      c.check(sql`subscription_status in ('trial', 'active', 'expired')`),
    )
    .addColumn('payment_date', 'text')
    .addColumn('payment_details', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .addColumn('updated_at', 'text', stamp(dialect))
    .addCheckConstraint('vendors_single_decision', sql`not (is_approved = 1 and is_rejected = 1)`)
    .execute();
  // Vendors sign in by phone (vendor chat), so a mobile number names one vendor.
  await db.schema.createIndex('vendors_mobile_key').on('vendors').unique().column('vendor_mobile').execute();
  // Pending / approved / rejected / blocked lists, paged by id.
  await db.schema
    .createIndex('vendors_state_idx')
    .on('vendors')
    .columns(['is_blocked', 'is_approved', 'is_rejected', 'vendor_id'])
    .execute();
  // Subscribed / Trial User / UnSubscribed: counts by status and expiry, pages by id.
  await db.schema
    .createIndex('vendors_subscription_idx')
    .on('vendors')
    .columns(['subscription_status', 'subscription_expiry_date'])
    .execute();
  await db.schema
    .createIndex('vendors_subscription_page_idx')
    .on('vendors')
    .columns(['is_blocked', 'subscription_status', 'vendor_id'])
    .execute();
  await db.schema
    .createIndex('vendors_category_idx')
    .on('vendors')
    .columns(['service_cat_id', 'vendor_id'])
    .execute();
  await db.schema.createIndex('vendors_plan_idx').on('vendors').column('subscription_id').execute();

  await withId(db.schema.createTable('vendor_subscriptions'), dialect, 'id')
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.subscription_id'))
    .addColumn('is_trial', 'integer', flag('is_trial'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('vendor_subscriptions_vendor_idx')
    .on('vendor_subscriptions')
    .columns(['vendor_id', 'start_date'])
    .execute();
  await db.schema
    .createIndex('vendor_subscriptions_plan_idx')
    .on('vendor_subscriptions')
    .column('subscription_id')
    .execute();

  await withId(db.schema.createTable('vendor_payments'), dialect, 'payment_id')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.subscription_id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id'))
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('vendor_email', 'text')
    .addColumn('name_of_bussiness', 'text')
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('provider_signature', 'text')
    .addColumn('renewal_date', 'text')
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('created_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('vendor_payments_provider_key')
    .on('vendor_payments')
    .unique()
    .column('provider_payment_id')
    .execute();
  await db.schema
    .createIndex('vendor_payments_date_idx')
    .on('vendor_payments')
    .columns(['payment_date', 'payment_id'])
    .execute();
  await db.schema
    .createIndex('vendor_payments_vendor_idx')
    .on('vendor_payments')
    .columns(['vendor_id', 'payment_id'])
    .execute();
  await db.schema
    .createIndex('vendor_payments_plan_idx')
    .on('vendor_payments')
    .column('subscription_id')
    .execute();
}

async function createCustomersAndBookings(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('customers'), dialect, 'customer_id')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text')
    .addColumn('customer_country', 'text')
    .addColumn('gender', 'text')
    .addColumn('customer_address', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .addColumn('updated_at', 'text', stamp(dialect))
    .execute();

  await withId(db.schema.createTable('customer_service_bookings'), dialect, 'booking_id')
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.vendor_id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.customer_id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('customer_country', 'text')
    .addColumn('gender', 'text')
    .addColumn('customer_address', 'text')
    .addColumn('service_cat_id', 'integer', (c) =>
      c.notNull().references('service_categories.service_cat_id'),
    )
    .addColumn('service_category_name', 'text')
    .addColumn('service_desc', 'text')
    .addColumn('service_price', money, (c) => c.check(sql`service_price >= 0`))
    .addColumn('service_category_url', 'text')
    .addColumn('cancelled_reason', 'text')
    .addColumn('is_cancelled', 'integer', flag('is_cancelled'))
    .addColumn('is_completed', 'integer', flag('is_completed'))
    .addColumn('is_booked', 'integer', flag('is_booked'))
    .addColumn('assigned_at', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .addColumn('updated_at', 'text', stamp(dialect))
    .execute();
  const bookings = 'customer_service_bookings';
  // Service Request (unassigned) and Assigned lists, each paged by id without touching the other half.
  await db.schema
    .createIndex('bookings_unassigned_idx')
    .on(bookings)
    .column('booking_id')
    .where(sql.ref('vendor_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('bookings_assigned_idx')
    .on(bookings)
    .column('booking_id')
    .where(sql.ref('vendor_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('bookings_vendor_idx')
    .on(bookings)
    .columns(['vendor_id', 'booking_id'])
    .execute();
  await db.schema
    .createIndex('bookings_customer_idx')
    .on(bookings)
    .columns(['customer_id', 'booking_id'])
    .execute();
  await db.schema
    .createIndex('bookings_category_idx')
    .on(bookings)
    .columns(['service_cat_id', 'booking_id'])
    .execute();

  await withId(db.schema.createTable('reviews'), dialect, 'review_id')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('customer_service_bookings.booking_id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('review_text', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .execute();
  await db.schema.createIndex('reviews_booking_key').on('reviews').unique().column('booking_id').execute();
  await db.schema
    .createIndex('reviews_vendor_idx')
    .on('reviews')
    .columns(['vendor_id', 'review_id'])
    .execute();

  await withId(db.schema.createTable('customer_payments'), dialect, 'payment_id')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.customer_id'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('customer_service_bookings.booking_id'))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.vendor_id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('customer_country', 'text')
    .addColumn('gender', 'text')
    .addColumn('customer_address', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('service_cat_id', 'integer', (c) => c.references('service_categories.service_cat_id'))
    .addColumn('service_category_name', 'text')
    .addColumn('service_desc', 'text')
    .addColumn('service_price', money)
    .addColumn('service_category_url', 'text')
    .addColumn('payment_amount', money, (c) => c.notNull().check(sql`payment_amount >= 0`))
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('payment_ref_no', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('customer_payments_ref_key')
    .on('customer_payments')
    .unique()
    .column('payment_ref_no')
    .execute();
  await db.schema
    .createIndex('customer_payments_date_idx')
    .on('customer_payments')
    .columns(['payment_date', 'payment_id'])
    .execute();
  await db.schema
    .createIndex('customer_payments_customer_idx')
    .on('customer_payments')
    .columns(['customer_id', 'payment_id'])
    .execute();
  await db.schema
    .createIndex('customer_payments_booking_idx')
    .on('customer_payments')
    .column('booking_id')
    .execute();
}

async function createComplaintsAndChat(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('vendor_complaints'), dialect, 'vend_comp_id')
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id'))
    .addColumn('vend_comp_desc', 'text', (c) => c.notNull())
    .addColumn('vend_comp_date', 'text', (c) => c.notNull())
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('vendor_email', 'text')
    .addColumn('vendor_mobile', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('vendor_complaints_date_idx')
    .on('vendor_complaints')
    .columns(['vend_comp_date', 'vend_comp_id'])
    .execute();
  await db.schema
    .createIndex('vendor_complaints_vendor_idx')
    .on('vendor_complaints')
    .column('vendor_id')
    .execute();

  await withId(db.schema.createTable('customer_complaints'), dialect, 'cust_comp_id')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.customer_id'))
    .addColumn('cust_comp_desc', 'text', (c) => c.notNull())
    .addColumn('cust_comp_date', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('created_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('customer_complaints_date_idx')
    .on('customer_complaints')
    .columns(['cust_comp_date', 'cust_comp_id'])
    .execute();
  await db.schema
    .createIndex('customer_complaints_customer_idx')
    .on('customer_complaints')
    .column('customer_id')
    .execute();

  await withId(db.schema.createTable('chat_rooms'), dialect, 'room_id')
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', stamp(dialect))
    .addColumn('last_message', 'text')
    .addColumn('last_message_at', 'text')
    // get-or-create-room is an insert that may lose this race; the loser reads the winner's row.
    .addUniqueConstraint('chat_rooms_vendor_admin_key', ['vendor_id', 'admin_id'])
    .execute();
  await db.schema
    .createIndex('chat_rooms_admin_recent_idx')
    .on('chat_rooms')
    .columns(['admin_id', 'last_message_at'])
    .execute();

  await withId(db.schema.createTable('chat_messages'), dialect, 'message_id')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.room_id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull().check(sql`sender_type in ('admin', 'vendor')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', stamp(dialect))
    .execute();
  await db.schema
    .createIndex('chat_messages_room_idx')
    .on('chat_messages')
    .columns(['room_id', 'message_id'])
    .execute();
}
