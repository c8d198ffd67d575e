import { type AdminSession, AuthMessages, type ChangePasswordBody, TeamMessages } from '@seva/contract';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import * as admins from './admin-repository';
import { toAdminSession } from './mapper';
import { hashPassword, verifyPassword } from './passwords';
import { createThrottle } from './throttle-service';

/** The signed-in member, as the bearer check found them (plugins/auth.ts). */
export interface SignedInMember {
  id: number;
  sessionId: number;
}

/**
 * A signed-in member's own sign-in (docs/product/team.md#sessions, #account): their live sessions, signing
 * one or all the others out, and changing their password. Every revocation is one conditional statement
 * with its audit row; once it has committed, `admin_session.revoked` closes the session's open sockets.
 */
export function createAccountService(deps: ServiceDeps) {
  const { db, config, clock, events } = deps;
  const throttle = createThrottle(db, config.authThrottle.lockoutMs, clock);
  const maxFailures = config.authThrottle.maxFailures;
  const now = () => new Date(clock()).toISOString();

  const closeSockets = (sessionIds: readonly number[]) => {
    for (const id of sessionIds) events.emit('admin_session.revoked', id);
  };

  /** The member's live sign-in sessions, newest first; `current` marks the caller's. */
  async function sessions(member: SignedInMember): Promise<AdminSession[]> {
    const rows = await admins.listLiveSessions(db, member.id, now());
    return rows.map((row) => toAdminSession(row, member.sessionId));
  }

  /** Signs one of the member's own live sessions out (the current one too); 404 for any other id. */
  async function revokeSession(member: SignedInMember, sessionId: number, actor: Actor): Promise<void> {
    const revoked = await db.transaction().execute(async (trx) => {
      const done = await admins.revokeOwnSession(trx, member.id, sessionId, now());
      if (done)
        await writeAudit(trx, {
          ...actor,
          action: 'auth.session_revoked',
          entity: 'admin',
          entityId: member.id,
          after: { session_id: sessionId, current: sessionId === member.sessionId },
        });
      return done;
    });
    if (!revoked) throw notFound(TeamMessages.sessionNotFound);
    closeSockets([sessionId]);
  }

  /** Signs every other live session of the member out; answers how many. */
  async function revokeOtherSessions(member: SignedInMember, actor: Actor): Promise<number> {
    const revoked = await db.transaction().execute(async (trx) => {
      const ids = await admins.revokeSessionsExcept(trx, member.id, member.sessionId, now(), 'admin');
      if (ids.length > 0)
        await writeAudit(trx, {
          ...actor,
          action: 'auth.sessions_revoked',
          entity: 'admin',
          entityId: member.id,
          after: { session_ids: ids },
        });
      return ids;
    });
    closeSockets(revoked);
    return revoked.length;
  }

  /**
   * A new password, given the current one. A wrong current password counts against the sign-in throttle
   * of the member's email and of the caller's IP, exactly as a wrong password at sign-in does, so it
   * cannot be guessed here faster than there. The new hash replaces the one that was checked, in one
   * conditional statement (of two changes at once, one wins; the other's current password is then
   * wrong), with the audit row and the revocation of every other session of the member in its
   * transaction; the current session stays signed in.
   */
  async function changePassword(
    member: SignedInMember,
    body: ChangePasswordBody,
    actor: Actor & { ip: string },
  ): Promise<void> {
    if (body.new_password === body.current_password)
      throw badRequest(TeamMessages.samePassword, [
        { path: 'new_password', message: TeamMessages.samePassword },
      ]);
    const holder = await admins.findPasswordHolder(db, member.id);
    if (!holder) throw unauthorized(AuthMessages.invalidToken);
    const emailKey = `login:email:${holder.email}`;
    const ipKey = `login:ip:${actor.ip}`;
    await throttle.assertOpen(ipKey);
    await throttle.reserveAttempt(emailKey, maxFailures);
    const wrong = () =>
      badRequest(TeamMessages.wrongCurrentPassword, [
        { path: 'current_password', message: TeamMessages.wrongCurrentPassword },
      ]);
    if (!(await verifyPassword(holder.password_hash, body.current_password))) {
      await throttle.recordFailure(ipKey, maxFailures * 4);
      throw wrong();
    }
    await throttle.reset(emailKey);
    const passwordHash = await hashPassword(body.new_password);
    const revoked = await db.transaction().execute(async (trx) => {
      if (!(await admins.replacePasswordHash(trx, member.id, holder.password_hash, passwordHash)))
        return undefined;
      const ids = await admins.revokeSessionsExcept(trx, member.id, member.sessionId, now());
      await writeAudit(trx, {
        ...actor,
        action: 'auth.password_changed',
        entity: 'admin',
        entityId: member.id,
        after: { sessions_revoked: ids.length },
      });
      return ids;
    });
    if (!revoked) throw wrong();
    closeSockets(revoked);
  }

  return { sessions, revokeSession, revokeOtherSessions, changePassword };
}

export type AccountService = ReturnType<typeof createAccountService>;
