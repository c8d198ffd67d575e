import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/driver/prepared-query';
import type { Database } from '../../db/schema';
import type { AppKind } from '../../db/schema/app-tables';
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

/** Every vendor and customer app request runs this; compiled once (db/driver/prepared-query.ts). */
const liveAppSession = preparedQuery((db, p: { kind: AppKind; tokenHash: string; now: string }) =>
  db
    .selectFrom('app_sessions')
    .select(['id', 'kind', 'subject_id', 'phone'])
    .where('token_hash', '=', p.tokenHash)
    .where('kind', '=', p.kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', p.now),
);

/** The live (not revoked, not expired) session of `kind` behind a token hash. */
export function findLiveAppSession(db: Kysely<Database>, kind: AppKind, tokenHash: string) {
  return liveAppSession.takeFirst(db, { kind, tokenHash, now: isoNow() });
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
