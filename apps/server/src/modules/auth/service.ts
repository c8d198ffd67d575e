import { type AdminLoginResponse, AuthMessages, TeamMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { forbidden, unauthorized } from '../../lib/http-error';
import { generateToken, hashToken } from '../../lib/tokens';
import { type Actor, writeAudit } from '../audit/service';
import { createOtpFlow, type OtpCaller, type OtpDeps } from '../otp/service';
import { createMfaService } from '../team/service';
import * as admins from './admin-repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { createThrottle } from './throttle-service';

export { type AccountService, createAccountService } from './account-service';

export const RESET_TOKEN_TTL_MS = 10 * 60_000;

/**
 * The live admin session behind a token hash (either scope), with its admin; undefined when unknown,
 * revoked or expired. The bearer check and the chat socket resolve admins with it.
 */
export function findAdminSession(db: Kysely<Database>, tokenHash: string) {
  return admins.findLiveSession(db, tokenHash);
}

/** Revokes every live session of an admin (deactivation, a role change); pass the change's transaction. */
export function revokeSessionsOf(db: Kysely<Database>, adminId: number) {
  return admins.revokeAllSessions(db, adminId);
}

const TOUCH_EVERY_MS = 60_000;

/** Records that a session was used, at most once a minute (GET /admin/me/sessions shows it). */
export async function touchAdminSession(db: Kysely<Database>, sessionId: number, lastSeenAt: string | null) {
  const now = Date.now();
  if (lastSeenAt !== null && now - Date.parse(lastSeenAt) < TOUCH_EVERY_MS) return;
  await admins.touchSession(
    db,
    sessionId,
    new Date(now).toISOString(),
    new Date(now - TOUCH_EVERY_MS).toISOString(),
  );
}

export function createAuthService(deps: OtpDeps) {
  const { db, config, clock } = deps;
  const throttle = createThrottle(db, config.authThrottle.lockoutMs, clock);
  const maxFailures = config.authThrottle.maxFailures;
  const mfa = createMfaService(deps);

  /**
   * A new session and its audit row (`auth.login` or `auth.reset_verified`) in one transaction;
   * `mfaVerified`: the sign-in took a two-step code, so the session starts verified for step-up.
   */
  async function openSession(
    adminId: number,
    session:
      | { scope: 'admin'; action: 'auth.login'; mfaVerified?: boolean }
      | { scope: 'password_reset'; action: 'auth.reset_verified' },
    ttlMs: number,
    client: ClientInfo,
  ) {
    const token = generateToken();
    const now = clock();
    await db.transaction().execute(async (trx) => {
      await admins.insertSession(trx, {
        admin_id: adminId,
        token_hash: hashToken(token),
        scope: session.scope,
        expires_at: new Date(now + ttlMs).toISOString(),
        ip: client.ip,
        user_agent: client.userAgent,
        mfa_verified_at: 'mfaVerified' in session && session.mfaVerified ? new Date(now).toISOString() : null,
      });
      await writeAudit(trx, {
        adminId,
        action: session.action,
        entity: 'admin',
        entityId: adminId,
        ip: client.ip,
      });
    });
    return token;
  }

  /** Recovery: the code goes to the admin's phone and buys a reset token for updatePassword. */
  const recovery = createOtpFlow(deps, {
    name: 'admin_password_reset',
    failureKeyPrefix: 'otp',
    smsLabel: 'password reset',
    smsText: (code) => `Your Seva Admin verification code is ${code}. It expires in 5 minutes.`,
    // A deactivated member cannot recover a password; an invited one sets their first one this way.
    findSubject: async (phone) => {
      const admin = await admins.findAdminByPhone(db, phone);
      return admin && admin.status !== 'deactivated' ? admin.id : null;
    },
    onRequested: (adminId, caller) =>
      writeAudit(db, {
        adminId,
        action: 'auth.reset_requested',
        entity: 'admin',
        entityId: adminId,
        ip: caller.ip,
      }),
    issue: (admin, client) =>
      openSession(
        admin.id,
        { scope: 'password_reset', action: 'auth.reset_verified' },
        RESET_TOKEN_TTL_MS,
        client,
      ),
  });

  /**
   * Email and password. With two-step sign-in on, no session yet: an mfa_token for loginWithMfa. A member
   * of a role that must use two-step sign-in (MFA_REQUIRED_ROLES) without it on gets a session that
   * reaches only their account and its two-step setup until it is on (plugins/auth.ts).
   */
  async function login(email: string, password: string, client: ClientInfo): Promise<AdminLoginResponse> {
    const emailKey = `login:email:${email}`;
    const ipKey = `login:ip:${client.ip}`;
    await throttle.assertOpen(ipKey);
    // Counted as a failure before the slow hash check and cleared on success, so that simultaneous
    // guesses cannot all be checked before the lock starts.
    await throttle.reserveAttempt(emailKey, maxFailures);
    const admin = await admins.findAdminByEmail(db, email);
    const valid = admin
      ? await verifyPassword(admin.password_hash, password)
      : await burnPasswordCheck(password);
    if (!admin || !valid) {
      await throttle.recordFailure(ipKey, maxFailures * 4);
      await writeAudit(db, {
        adminId: admin?.id ?? null,
        action: 'auth.login_failed',
        entity: 'admin',
        entityId: admin?.id ?? null,
        ip: client.ip,
      });
      throw unauthorized(AuthMessages.badCredentials);
    }
    await throttle.reset(emailKey);
    if (admin.status === 'deactivated') throw forbidden(TeamMessages.deactivated);
    if (admin.mfa_enabled_at !== null)
      return { success: true, mfa_required: true, mfa_token: await mfa.startSignIn(admin.id) };
    const signedIn = await signIn({ id: admin.id, name: admin.name }, client, false);
    return config.mfaRequiredRoles.includes(admin.role)
      ? { ...signedIn, mfa_setup_required: true }
      : signedIn;
  }

  /** The code half of a two-step sign-in: SPEC's login answer, the session verified for step-up. */
  async function loginWithMfa(mfaToken: string, code: string, client: ClientInfo) {
    const admin = await mfa.finishSignIn(mfaToken, code, client.ip);
    return signIn(admin, client, true);
  }

  async function signIn(admin: { id: number; name: string }, client: ClientInfo, mfaVerified: boolean) {
    await admins.markSignedIn(db, admin.id, new Date(clock()).toISOString());
    const token = await openSession(
      admin.id,
      { scope: 'admin', action: 'auth.login', mfaVerified },
      config.sessionTtlMs,
      client,
    );
    return { success: true as const, token, admin };
  }

  /** The revocation and its audit row in one transaction; then the session's open sockets close. */
  async function logout(sessionId: number, actor: Actor) {
    await db.transaction().execute(async (trx) => {
      await admins.revokeSession(trx, sessionId);
      await writeAudit(trx, { ...actor, action: 'auth.logout', entity: 'admin', entityId: actor.adminId });
    });
    deps.events.emit('admin_session.revoked', sessionId);
  }

  /** Same answer and the same cooldown whether or not the phone belongs to an admin. */
  function requestPasswordReset(phone: string, caller: OtpCaller): Promise<void> {
    return recovery.request(phone, caller);
  }

  /** The password-reset token for the right code. */
  function verifyResetCode(phone: string, code: string, client: ClientInfo): Promise<string> {
    return recovery.verify(phone, code, client);
  }

  /**
   * Sets the new password and revokes every session of the admin. The reset token is claimed first, in
   * the same transaction, by a conditional update: of simultaneous calls with one token only one changes
   * the password, the others get the answer a used token gets. Then the admin's open sockets close.
   */
  async function resetPassword(
    session: { id: number; phone: string; sessionId: number },
    body: { phone: string; password: string },
    actor: Actor,
  ) {
    if (session.phone !== body.phone)
      throw forbidden('This reset token was issued for a different phone number');
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      if (!(await admins.revokeSession(trx, session.sessionId))) {
        throw unauthorized(AuthMessages.invalidToken);
      }
      await admins.updatePasswordHash(trx, session.id, passwordHash);
      await admins.revokeAllSessions(trx, session.id);
      await writeAudit(trx, {
        ...actor,
        action: 'auth.password_changed',
        entity: 'admin',
        entityId: session.id,
      });
    });
    deps.events.emit('admin.sessions_revoked', session.id);
  }

  return { login, loginWithMfa, logout, requestPasswordReset, verifyResetCode, resetPassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
