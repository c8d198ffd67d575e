import { type ChatSenderType, TeamMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findAdminSession } from '../auth/service';
import { parsePermissions } from '../team/service';
import { findVendorSession } from '../vendor-auth/service';

/** Who is on the other end of a chat connection; sender_id and sender_type always come from here. */
export interface ChatPrincipal {
  kind: ChatSenderType;
  id: number;
  name: string;
  sessionId: number;
  /** SHA-256 of the token, to re-check the session on each event (never the token itself). */
  tokenHash: string;
  /** When it connected: whether it may chat (an admin needs `chat.use`; a vendor always may). */
  canChat: boolean;
}

/** What an admin needs to chat (docs/product/team.md#permissions). */
const CHAT_PERMISSION = 'chat.use';

/** A token that is live but may not open a chat socket (a vendor who may not chat, …): the reason. */
export class ChatSignInRefusal extends Error {}

/** Who may open a socket before two-step sign-in is on: nobody whose role requires it (MFA_REQUIRED_ROLES). */
export interface ChatSignInRules {
  mfaRequiredRoles: readonly string[];
}

/**
 * An admin session (scope 'admin' only) or a vendor session; null when the token names neither. Throws
 * ChatSignInRefusal for a vendor who may not chat, and for a member whose role requires two-step sign-in
 * before it is on (their token reaches only their account until then, docs/product/team.md).
 */
export async function findChatPrincipal(
  db: Kysely<Database>,
  tokenHash: string,
  rules: ChatSignInRules,
): Promise<ChatPrincipal | null> {
  const admin = await findAdminSession(db, tokenHash);
  if (admin) {
    if (admin.scope !== 'admin') return null;
    if (admin.mfa_enabled_at === null && rules.mfaRequiredRoles.includes(admin.role))
      throw new ChatSignInRefusal(TeamMessages.mfaSetupRequired);
    return {
      kind: 'admin',
      id: admin.id,
      name: admin.name,
      sessionId: admin.sessionId,
      tokenHash,
      canChat: parsePermissions(admin.permissions).has(CHAT_PERMISSION),
    };
  }
  const vendor = await findVendorSession(db, tokenHash);
  if (vendor?.refusal) throw new ChatSignInRefusal(vendor.refusal);
  if (vendor)
    return {
      kind: 'vendor',
      id: vendor.id,
      name: vendor.name,
      sessionId: vendor.sessionId,
      tokenHash,
      canChat: true,
    };
  return null;
}

/**
 * What the principal's session allows now: `chat`; `signed_in` only (an admin whose role lost `chat.use`:
 * their bell and the marketplace's arrivals, no chat); or `signed_out` (revoked or expired, a vendor no
 * longer allowed). Read on every client event, so a change holds at once.
 */
export async function accessOf(
  db: Kysely<Database>,
  principal: ChatPrincipal,
): Promise<'chat' | 'signed_in' | 'signed_out'> {
  if (principal.kind === 'admin') {
    const session = await findAdminSession(db, principal.tokenHash);
    if (session?.sessionId !== principal.sessionId || session.scope !== 'admin') return 'signed_out';
    return parsePermissions(session.permissions).has(CHAT_PERMISSION) ? 'chat' : 'signed_in';
  }
  const session = await findVendorSession(db, principal.tokenHash);
  return session?.sessionId === principal.sessionId && !session.refusal ? 'chat' : 'signed_out';
}
