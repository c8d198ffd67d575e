import { BUILT_IN_ROLES } from '@seva/contract';
import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

/**
 * A team instead of one shared login (docs/product/team.md):
 * - `admin_roles`: every role by key, the built-in ones (kept in step with the code at start-up,
 *   modules/team/service.ts) and the owners' custom ones; `permissions` is a JSON array of keys.
 * - `admins` gain a `role` (every admin so far becomes an owner), a `status` (`invited`, `active`,
 *   `deactivated`), `last_sign_in_at`, and two-step sign-in: the TOTP secret (`mfa_secret`, set while
 *   being enrolled, `mfa_enabled_at` once a code confirmed it) and the last 30-second step a code was
 *   accepted for (`mfa_last_step`, so a code works once).
 * - `admin_sessions` gain `last_seen_at` and `mfa_verified_at` (a code entered in this session: step-up).
 * - `admin_mfa_challenges`: the `mfa_token` between password and code, with its wrong-code count.
 * - `admin_mfa_recovery_codes`: ten hashed one-time codes per admin.
 */
export const teamMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('admin_roles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('permissions', 'text', (c) => c.notNull())
      .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0).check(sql`built_in in (0, 1)`))
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();
    await db.schema
      .createIndex('admin_roles_name_key')
      .on('admin_roles')
      .expression(sql`lower(name)`)
      .unique()
      .execute();
    await db
      .insertInto('admin_roles')
      .values(
        Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({
          key,
          name: role.name,
          permissions: JSON.stringify(role.permissions),
          built_in: 1,
        })),
      )
      .execute();

    const alter = () => db.schema.alterTable('admins');
    await alter()
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
      .execute();
    await alter()
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('active').check(sql`status in ('invited', 'active', 'deactivated')`),
      )
      .execute();
    await alter().addColumn('last_sign_in_at', 'text').execute();
    await alter().addColumn('mfa_secret', 'text').execute();
    await alter().addColumn('mfa_enabled_at', 'text').execute();
    await alter()
      .addColumn('mfa_last_step', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // SQLite cannot add a column that references another table with a non-null default; there the
    // service refuses to delete a role someone holds in one conditional statement (modules/team).
    if (dialect === 'postgres')
      await sql`alter table admins add constraint admins_role_fkey foreign key (role) references admin_roles (key)`.execute(
        db,
      );
    await db.schema.createIndex('admins_role_idx').on('admins').columns(['role', 'status']).execute();

    await db.schema.alterTable('admin_sessions').addColumn('last_seen_at', 'text').execute();
    await db.schema.alterTable('admin_sessions').addColumn('mfa_verified_at', 'text').execute();

    await withId(db.schema.createTable('admin_mfa_challenges'), dialect, 'id')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .execute();

    await withId(db.schema.createTable('admin_mfa_recovery_codes'), dialect, 'id')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('admin_mfa_recovery_codes_admin_idx')
      .on('admin_mfa_recovery_codes')
      .columns(['admin_id', 'code_hash'])
      .unique()
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('admin_mfa_recovery_codes').execute();
    await db.schema.dropTable('admin_mfa_challenges').execute();
    await db.schema.alterTable('admin_sessions').dropColumn('mfa_verified_at').execute();
    await db.schema.alterTable('admin_sessions').dropColumn('last_seen_at').execute();
    await db.schema.dropIndex('admins_role_idx').execute();
    if (dialect === 'postgres') await sql`alter table admins drop constraint admins_role_fkey`.execute(db);
    for (const column of [
      'mfa_last_step',
      'mfa_enabled_at',
      'mfa_secret',
      'last_sign_in_at',
      'status',
      'role',
    ])
      await db.schema.alterTable('admins').dropColumn(column).execute();
    await db.schema.dropTable('admin_roles').execute();
  },
});
