import type { ChatSenderType } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findAdminSession } from '../auth/service';
import { findVendorSession } from '../vendor-auth/service';

/** Who is on the other end of a chat connection; sender_id and sender_type always come from here. */
export interface ChatPrincipal {
  kind: ChatSenderType;
  id: number;
  name: string;
  sessionId: number;
  /** SHA-256 of the token, to re-check the session on each event (never the token itself). */
  tokenHash: string;
}

/** A vendor whose token is live but who may not chat (blocked, rejected, not approved): the reason. */
export class ChatSignInRefusal extends Error {}

/**
 * An admin session (scope 'admin' only) or a vendor session; null when the token names neither. Throws
 * ChatSignInRefusal for a vendor who may not chat.
 */
export async function findChatPrincipal(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ChatPrincipal | null> {
  const admin = await findAdminSession(db, tokenHash);
  if (admin) {
    if (admin.scope !== 'admin') return null;
    return { kind: 'admin', id: admin.id, name: admin.name, sessionId: admin.sessionId, tokenHash };
  }
  const vendor = await findVendorSession(db, tokenHash);
  if (vendor?.refusal) throw new ChatSignInRefusal(vendor.refusal);
  if (vendor)
    return { kind: 'vendor', id: vendor.id, name: vendor.name, sessionId: vendor.sessionId, tokenHash };
  return null;
}

/** Whether the principal's session is still live (not revoked or expired; a vendor still allowed). */
export async function isStillSignedIn(db: Kysely<Database>, principal: ChatPrincipal): Promise<boolean> {
  if (principal.kind === 'admin') {
    const session = await findAdminSession(db, principal.tokenHash);
    return session?.sessionId === principal.sessionId && session.scope === 'admin';
  }
  const session = await findVendorSession(db, principal.tokenHash);
  return session?.sessionId === principal.sessionId && !session.refusal;
}
