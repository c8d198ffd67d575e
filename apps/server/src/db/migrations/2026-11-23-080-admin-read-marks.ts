import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault } from './helpers';

/**
 * What each admin has read, kept on the server so every device agrees (docs/product/cockpit.md#live-bell):
 * - `admin_read_marks`: per admin and kind (`vendor_complaints`, `customer_complaints`), the highest id seen.
 *   Ids, not times: a count of what is newer walks the primary key.
 * - `chat_read_marks`: per admin and chat room, the last message read.
 */
export const adminReadMarksMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('admin_read_marks')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('vendor_complaints', 'customer_complaints')`),
      )
      .addColumn('last_id', 'integer', (c) => c.notNull().check(sql`last_id >= 0`))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addPrimaryKeyConstraint('admin_read_marks_pkey', ['admin_id', 'kind'])
      .execute();
    await db.schema
      .createTable('chat_read_marks')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('room_id', 'integer', (c) =>
        c.notNull().references('chat_rooms.room_id').onDelete('cascade'),
      )
      .addColumn('last_message_id', 'integer', (c) => c.notNull().check(sql`last_message_id >= 0`))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addPrimaryKeyConstraint('chat_read_marks_pkey', ['admin_id', 'room_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('chat_read_marks').execute();
    await db.schema.dropTable('admin_read_marks').execute();
  },
});
