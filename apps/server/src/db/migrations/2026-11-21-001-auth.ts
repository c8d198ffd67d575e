import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

const sqlScope = sql`scope in ('admin', 'password_reset')`;

/** Admins, their sessions, one-time codes, sign-in throttling, the audit log and stored uploads. */
export const authMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await withId(db.schema.createTable('admins'), dialect, 'id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();

    await withId(db.schema.createTable('admin_sessions'), dialect, 'id')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('scope', 'text', (c) => c.notNull().check(sqlScope))
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('admin_sessions_admin_idx').on('admin_sessions').column('admin_id').execute();

    await withId(db.schema.createTable('otp_challenges'), dialect, 'id')
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'integer')
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await db.schema
      .createIndex('otp_challenges_phone_idx')
      .on('otp_challenges')
      .columns(['purpose', 'phone', 'created_at'])
      .execute();

    await db.schema
      .createTable('auth_throttle')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .execute();

    await withId(db.schema.createTable('audit_log'), dialect, 'id')
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('ip', 'text')
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    await db.schema
      .createIndex('audit_log_entity_idx')
      .on('audit_log')
      .columns(['entity', 'entity_id'])
      .execute();

    await withId(db.schema.createTable('uploads'), dialect, 'id')
      .addColumn('sha256', 'text', (c) => c.notNull().unique())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('uploaded_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      'uploads',
      'audit_log',
      'auth_throttle',
      'otp_challenges',
      'admin_sessions',
      'admins',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
