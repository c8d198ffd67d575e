import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault } from './helpers';

const MARK_COLUMNS = [
  'application_id',
  'booking_id',
  'vendor_complaint_id',
  'customer_complaint_id',
  'message_id',
] as const;

/**
 * The bell tells the truth (docs/product/cockpit.md#live-bell):
 * - `admin_bell_marks`: one row per admin, how far the admin has seen each kind of arrival (the highest
 *   vendor, booking, complaint and message id shown when the admin opened the bell). Ids, not times: a
 *   count of what is newer walks the primary key. It takes over the complaint marks of
 *   `admin_read_marks` (2026-11-23-080), which it replaces.
 * - `admin_notification_items`: the arrivals this admin opened (`read`) or dismissed (`dismissed`), by
 *   kind and the row's id.
 */
export const bellSeenMarksMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    let marks = db.schema
      .createTable('admin_bell_marks')
      .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id').onDelete('cascade'));
    for (const column of MARK_COLUMNS) {
      marks = marks.addColumn(column, 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`${sql.ref(column)} >= 0`),
      );
    }
    await marks.addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect)).execute();
    await sql`insert into admin_bell_marks (admin_id, vendor_complaint_id, customer_complaint_id)
      select admin_id,
        coalesce(max(case when kind = 'vendor_complaints' then last_id end), 0),
        coalesce(max(case when kind = 'customer_complaints' then last_id end), 0)
      from admin_read_marks group by admin_id`.execute(db);
    await db.schema.dropTable('admin_read_marks').execute();

    await db.schema
      .createTable('admin_notification_items')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`kind in ('application', 'booking', 'vendor_complaint', 'customer_complaint', 'message')`,
          ),
      )
      .addColumn('ref_id', 'integer', (c) => c.notNull().check(sql`ref_id > 0`))
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('read', 'dismissed')`))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addPrimaryKeyConstraint('admin_notification_items_pkey', ['admin_id', 'kind', 'ref_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('admin_notification_items').execute();
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
    await sql`insert into admin_read_marks (admin_id, kind, last_id)
      select admin_id, 'vendor_complaints', vendor_complaint_id from admin_bell_marks
      union all select admin_id, 'customer_complaints', customer_complaint_id from admin_bell_marks`.execute(
      db,
    );
    await db.schema.dropTable('admin_bell_marks').execute();
  },
});
