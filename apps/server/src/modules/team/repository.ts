import { OWNER_ROLE, type TeamStatus } from '@seva/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';

const MEMBER_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'role',
  'status',
  'mfa_enabled_at',
  'last_sign_in_at',
] as const;

export function listRoles(db: Kysely<Database>) {
  return db.selectFrom('admin_roles').selectAll().orderBy('built_in', 'desc').orderBy('name').execute();
}

export function findRole(db: Kysely<Database>, key: string) {
  return db.selectFrom('admin_roles').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Keeps the built-in roles' names and permissions as the code defines them (a later version may add keys). */
export async function syncBuiltInRoles(
  db: Kysely<Database>,
  roles: readonly { key: string; name: string; permissions: string }[],
) {
  for (const role of roles)
    await db
      .insertInto('admin_roles')
      .values({ ...role, built_in: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ name: role.name, permissions: role.permissions, built_in: 1 }),
      )
      .execute();
}

/** The new custom role, or undefined when its key is taken (the caller tries another). */
export function insertRole(db: Kysely<Database>, role: { key: string; name: string; permissions: string }) {
  return db
    .insertInto('admin_roles')
    .values({ ...role, built_in: 0 })
    .onConflict((oc) => oc.column('key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A custom role's new name and permissions: the update statement (built-in roles never match). */
export const updateRoleStatement =
  (key: string, role: { name: string; permissions: string }) => (db: Kysely<Database>) =>
    db
      .updateTable('admin_roles')
      .set({ ...role, updated_at: isoNow() })
      .where('key', '=', key)
      .where('built_in', '=', 0)
      .returningAll();

/** Deletes a custom role nobody holds, in one statement; false when it is built in, held or gone. */
export async function deleteUnheldRole(db: Kysely<Database>, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('admin_roles')
    .where('key', '=', key)
    .where('built_in', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('admins').select('id').where('role', '=', key))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function countHolders(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', key)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function listMembers(db: Kysely<Database>, filters: { role?: string; status?: TeamStatus }) {
  let query = db.selectFrom('admins').select(MEMBER_COLUMNS).orderBy('name').orderBy('id');
  if (filters.role) query = query.where('role', '=', filters.role);
  if (filters.status) query = query.where('status', '=', filters.status);
  return query.execute();
}

export function findMember(db: Kysely<Database>, id: number) {
  return db.selectFrom('admins').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function insertMember(
  db: Kysely<Database>,
  member: { name: string; email: string; phone: string; role: string; password_hash: string },
) {
  return db
    .insertInto('admins')
    .values({ ...member, status: 'invited' })
    .returning(MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * True while, apart from the member `id`, at least one other active owner remains. On PostgreSQL the
 * active owners are locked in id order by the statement that asks, so two owners demoting or deactivating
 * each other at the same moment are decided one after the other (the second sees one owner left and
 * changes nothing) without a deadlock; SQLite runs one writing statement at a time.
 */
function anotherActiveOwner(dialect: Dialect) {
  const owners = sql`select id from admins where role = ${OWNER_ROLE} and status = 'active' order by id${
    dialect === 'postgres' ? sql` for update` : sql``
  }`;
  return sql<SqlBool>`(select count(*) from (${owners}) as owners) >= 2`;
}

/**
 * A member's change (role, status) as one conditional statement that never leaves the team without an
 * active owner: it changes nothing when the member is the last active owner and the change would make
 * them something else. `keepsOwner`: the change leaves an active owner an active owner.
 */
export const guardedMemberUpdate =
  (
    dialect: Dialect,
    id: number,
    set: { role?: string; status?: TeamStatus; name?: string },
    only?: { status: TeamStatus },
  ) =>
  (db: Kysely<Database>) => {
    const keepsOwner =
      (set.role === undefined || set.role === OWNER_ROLE) &&
      (set.status === undefined || set.status === 'active');
    let query = db
      .updateTable('admins')
      .set({ ...set, updated_at: isoNow() })
      .where('id', '=', id);
    if (only) query = query.where('status', '=', only.status);
    if (!keepsOwner)
      query = query.where((eb) =>
        eb.or([eb('role', '<>', OWNER_ROLE), eb('status', '<>', 'active'), anotherActiveOwner(dialect)]),
      );
    return query.returning(MEMBER_COLUMNS);
  };

export function activeOwnerCount(db: Kysely<Database>) {
  return db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', OWNER_ROLE)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}
