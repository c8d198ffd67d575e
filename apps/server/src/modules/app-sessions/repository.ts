import type { Kysely } from 'kysely';
import type { AppKind } from '../../db/app-tables';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';

export function insertAppSession(
  db: Kysely<Database>,
  session: {
    kind: AppKind;
    subject_id: number | null;
    phone: string;
    token_hash: string;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
  },
) {
  return db.insertInto('app_sessions').values(session).returning('id').executeTakeFirstOrThrow();
}

/** The live (not revoked, not expired) session of `kind` behind a token hash. */
export function findLiveAppSession(db: Kysely<Database>, kind: AppKind, tokenHash: string) {
  return db
    .selectFrom('app_sessions')
    .select(['id', 'kind', 'subject_id', 'phone'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
}

export function revokeAppSession(db: Kysely<Database>, sessionId: number) {
  return db
    .updateTable('app_sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Gives a vendor applicant's sessions (named by phone) the vendor their application created. */
export function adoptApplicantSessions(db: Kysely<Database>, phone: string, vendorId: number) {
  return db
    .updateTable('app_sessions')
    .set({ subject_id: vendorId })
    .where('kind', '=', 'vendor')
    .where('phone', '=', phone)
    .where('subject_id', 'is', null)
    .execute();
}
