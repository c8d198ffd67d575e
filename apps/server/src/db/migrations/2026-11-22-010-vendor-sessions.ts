import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

/**
 * Vendor chat sign-in (issue 6): vendor sessions, kept apart from admin_sessions so that a vendor token
 * can never pass the admin bearer check; and the name order of the chat vendor list.
 */
export const vendorSessionsMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
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
    // GET /chat/vendors pages the vendors without messages by name.
    await db.schema
      .createIndex('vendors_name_idx')
      .on('vendors')
      .columns(['vendor_name', 'vendor_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('vendors_name_idx').execute();
    await db.schema.dropTable('vendor_sessions').execute();
  },
});
