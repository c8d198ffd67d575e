import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppKind } from '../../db/schema/app-tables';
import type { ClientInfo } from '../../lib/client-info';
import { generateToken, hashToken } from '../../lib/tokens';
import * as sessions from './repository';

/** What other modules take from this one (they reach a module only through its service or events). */
export { adoptApplicantSessions, revokeAppSession } from './repository';

/** Who calls a vendor or customer app route; always taken from the token, never from the body. */
export interface AppPrincipal {
  kind: AppKind;
  sessionId: number;
  /** The vendor or customer; null for a vendor applicant that has not applied yet. */
  subjectId: number | null;
  phone: string;
}

/** Opens an app session and returns its token (stored only as its hash). */
export async function openAppSession(
  db: Kysely<Database>,
  session: { kind: AppKind; subjectId: number | null; phone: string; ttlMs: number; now: number },
  client: ClientInfo,
): Promise<string> {
  const token = generateToken();
  await sessions.insertAppSession(db, {
    kind: session.kind,
    subject_id: session.subjectId,
    phone: session.phone,
    token_hash: hashToken(token),
    expires_at: new Date(session.now + session.ttlMs).toISOString(),
    ip: client.ip,
    user_agent: client.userAgent,
  });
  return token;
}

export async function findAppPrincipal(
  db: Kysely<Database>,
  kind: AppKind,
  tokenHash: string,
): Promise<AppPrincipal | null> {
  const session = await sessions.findLiveAppSession(db, kind, tokenHash);
  if (!session) return null;
  return { kind, sessionId: session.id, subjectId: session.subject_id, phone: session.phone };
}
