import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

/**
 * What vendors and customers are told (docs/product/messages.md).
 * - `vendors.rejected_reason`: why an application was rejected; a resubmission clears it.
 * - `message_templates`: an operator's version of an event's template, one row per edited key (an event
 *   without a row sends its default text from the contract's MESSAGE_EVENTS).
 * - `messages`: every message written for sending, with the text as rendered, the phone it goes to, what
 *   it is about (`vendor_id`, `booking_id`, `complaint_id`) and the outbox delivery that carries it
 *   (`dedupe_key`, unique: the same key in the outbox). `provider_message_id` once the provider took it.
 */
export const messagesMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('vendors').addColumn('rejected_reason', 'text').execute();

    await db.schema
      .createTable('message_templates')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'whatsapp')`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('dlt_template_id', 'text')
      .addColumn('whatsapp_template', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1).check(sql`enabled in (0, 1)`))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('updated_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .execute();

    await withId(db.schema.createTable('messages'), dialect, 'message_id')
      .addColumn('event', 'text')
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'whatsapp')`))
      .addColumn('to_phone', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('whatsapp_template', 'text')
      .addColumn('parameters', 'text')
      .addColumn('vendor_id', 'integer')
      .addColumn('booking_id', 'integer')
      .addColumn('complaint_id', 'integer')
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('provider_message_id', 'text')
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();
    await db.schema
      .createIndex('messages_vendor_idx')
      .on('messages')
      .columns(['vendor_id', 'message_id'])
      .execute();
    await db.schema
      .createIndex('messages_booking_idx')
      .on('messages')
      .columns(['booking_id', 'message_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('messages').execute();
    await db.schema.dropTable('message_templates').execute();
    await db.schema.alterTable('vendors').dropColumn('rejected_reason').execute();
  },
});
