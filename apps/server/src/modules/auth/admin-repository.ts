import type { Kysely } from 'kysely';
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
  admin: { name: string; email: string; phone: string; password_hash: string },
) {
  return db.insertInto('admins').values(admin).returning(['id', 'name', 'email']).executeTakeFirstOrThrow();
}

export function updatePasswordHash(db: Kysely<Database>, adminId: number, passwordHash: string) {
  return db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: isoNow() })
    .where('id', '=', adminId)
    .execute();
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
  },
) {
  return db.insertInto('admin_sessions').values(session).returning('id').executeTakeFirstOrThrow();
}

/** Every authenticated admin request runs this; compiled once (db/driver/prepared-query.ts). */
const liveSession = preparedQuery((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.id as sessionId', 's.scope', 'a.id', 'a.name', 'a.phone'])
    .where('s.token_hash', '=', p.tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', p.now),
);

/** The live session behind a token hash, with its admin; undefined when unknown, revoked or expired. */
export function findLiveSession(db: Kysely<Database>, tokenHash: string) {
  return liveSession.takeFirst(db, { tokenHash, now: isoNow() });
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

export function revokeAllSessions(db: Kysely<Database>, adminId: number) {
  return db
    .updateTable('admin_sessions')
    .set({ revoked_at: isoNow() })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}
