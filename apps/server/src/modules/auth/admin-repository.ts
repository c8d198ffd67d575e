import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/driver/prepared-query';
import type { Database } from '../../db/schema';
import type { SessionScope } from '../../db/schema/auth-tables';
import { isoNow } from '../../lib/time';

export function findAdminByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAdminByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('admins').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function insertAdmin(
  db: Kysely<Database>,
  admin: {
    name: string;
    email: string;
    phone: string;
    password_hash: string;
    role: string;
    status: 'invited' | 'active';
  },
) {
  return db.insertInto('admins').values(admin).returning(['id', 'name', 'email']).executeTakeFirstOrThrow();
}

/** A right password: the sign-in time, and an invited member becomes active (docs/product/team.md). */
export function markSignedIn(db: Kysely<Database>, adminId: number, now: string) {
  return db
    .updateTable('admins')
    .set((eb) => ({
      last_sign_in_at: now,
      status: eb
        .case()
        .when('status', '=', 'invited')
        .then(sql<'active'>`'active'`)
        .else(eb.ref('status'))
        .end(),
    }))
    .where('id', '=', adminId)
    .execute();
}

export function updatePasswordHash(db: Kysely<Database>, adminId: number, passwordHash: string) {
  return db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: isoNow() })
    .where('id', '=', adminId)
    .execute();
}

/** Replaces the password hash only while it is still `expectedHash`; false when it changed meanwhile. */
export function replacePasswordHash(
  db: Kysely<Database>,
  adminId: number,
  expectedHash: string,
  passwordHash: string,
) {
  return db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: isoNow() })
    .where('id', '=', adminId)
    .where('password_hash', '=', expectedHash)
    .executeTakeFirst()
    .then((r) => Number(r.numUpdatedRows) === 1);
}

export function insertSession(
  db: Kysely<Database>,
  session: {
    admin_id: number;
    token_hash: string;
    scope: SessionScope;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
    /** Set when the sign-in itself took a two-step code (step-up starts verified). */
    mfa_verified_at?: string | null;
  },
) {
  return db.insertInto('admin_sessions').values(session).returning('id').executeTakeFirstOrThrow();
}

/** Every authenticated admin request runs this; compiled once (db/driver/prepared-query.ts). */
const liveSession = preparedQuery((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .innerJoin('admin_roles as r', 'r.key', 'a.role')
    .select([
      's.id as sessionId',
      's.scope',
      's.mfa_verified_at',
      's.last_seen_at',
      'a.id',
      'a.name',
      'a.phone',
      'a.role',
      'a.mfa_enabled_at',
      'r.permissions',
    ])
    .where('s.token_hash', '=', p.tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', p.now)
    .where('a.status', '<>', 'deactivated'),
);

/** The live session behind a token hash, with its admin; undefined when unknown, revoked or expired. */
export function findLiveSession(db: Kysely<Database>, tokenHash: string) {
  return liveSession.takeFirst(db, { tokenHash, now: isoNow() });
}

/** Marks the session seen now, at most once a minute (the sessions list shows it). */
export function touchSession(db: Kysely<Database>, sessionId: number, now: string, staleBefore: string) {
  return db
    .updateTable('admin_sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBefore)]))
    .execute();
}

export function revokeSession(db: Kysely<Database>, sessionId: number) {
  return db
    .updateTable('admin_sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
    .then((r) => Number(r.numUpdatedRows) === 1);
}

/** An admin's live sign-in sessions (scope 'admin', not revoked, not expired), newest first. */
export function listLiveSessions(db: Kysely<Database>, adminId: number, now: string) {
  return db
    .selectFrom('admin_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('scope', '=', 'admin')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Revokes one live sign-in session of `adminId` in one conditional statement; false when it is not theirs,
 * not a sign-in session, or no longer live.
 */
export function revokeOwnSession(db: Kysely<Database>, adminId: number, sessionId: number, now: string) {
  return db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('admin_id', '=', adminId)
    .where('scope', '=', 'admin')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
    .then((r) => Number(r.numUpdatedRows) === 1);
}

/**
 * Revokes every live session of `adminId` but `keepSessionId`, in one statement: the sign-in sessions
 * only (`scope: 'admin'`), or every scope (a password change also ends a pending reset token). Answers
 * the revoked ids.
 */
export async function revokeSessionsExcept(
  db: Kysely<Database>,
  adminId: number,
  keepSessionId: number,
  now: string,
  scope?: SessionScope,
): Promise<number[]> {
  let query = db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (scope) query = query.where('scope', '=', scope);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export function findPasswordHolder(db: Kysely<Database>, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'email', 'password_hash'])
    .where('id', '=', adminId)
    .executeTakeFirst();
}

export function revokeAllSessions(db: Kysely<Database>, adminId: number) {
  return db
    .updateTable('admin_sessions')
    .set({ revoked_at: isoNow() })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}
