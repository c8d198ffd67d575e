import { AuthMessages } from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/http-error';
import { isoIn } from '../../lib/time';
import { writeAudit } from '../audit/repository';
import * as admins from './admin-repository';
import { generateOtp, hashOtp, otpMatches } from './otp-codes';
import * as otps from './otp-repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { createThrottle } from './throttle';
import { generateToken, hashToken } from './tokens';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
export const RESET_TOKEN_TTL_MS = 10 * 60_000;

/** The throttle key of the resend cooldown of one phone's codes for one purpose. */
export const otpCooldownKey = (purpose: string, phone: string) => `otp_cooldown:${purpose}:${phone}`;
const RESET_PURPOSE = 'admin_password_reset';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function createAuthService(deps: { db: Kysely<Database>; sms: SmsSender; config: Config }) {
  const { db, sms, config } = deps;
  const throttle = createThrottle(db, config.authThrottle.lockoutMs);
  const maxFailures = config.authThrottle.maxFailures;

  async function openSession(
    adminId: number,
    scope: 'admin' | 'password_reset',
    ttlMs: number,
    client: ClientInfo,
  ) {
    const token = generateToken();
    await admins.insertSession(db, {
      admin_id: adminId,
      token_hash: hashToken(token),
      scope,
      expires_at: isoIn(ttlMs),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  async function login(email: string, password: string, client: ClientInfo) {
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
    const token = await openSession(admin.id, 'admin', config.sessionTtlMs, client);
    await writeAudit(db, {
      adminId: admin.id,
      action: 'auth.login',
      entity: 'admin',
      entityId: admin.id,
      ip: client.ip,
    });
    return { token, admin: { id: admin.id, name: admin.name } };
  }

  async function logout(adminId: number, sessionId: number, ip: string) {
    await admins.revokeSession(db, sessionId);
    await writeAudit(db, { adminId, action: 'auth.logout', entity: 'admin', entityId: adminId, ip });
  }

  /** Same answer and the same cooldown whether or not the phone belongs to an admin. */
  async function requestPasswordReset(phone: string, ip: string, log: FastifyBaseLogger) {
    await throttle.claimCooldown(
      otpCooldownKey(RESET_PURPOSE, phone),
      OTP_RESEND_COOLDOWN_MS,
      AuthMessages.otpCooldown,
    );
    const admin = await admins.findAdminByPhone(db, phone);
    const code = generateOtp();
    await otps.replaceChallenge(db, {
      phone,
      purpose: RESET_PURPOSE,
      subject_id: admin?.id ?? null,
      code_hash: hashOtp(code),
      expires_at: isoIn(OTP_TTL_MS),
    });
    if (!admin) return;
    await writeAudit(db, {
      adminId: admin.id,
      action: 'auth.reset_requested',
      entity: 'admin',
      entityId: admin.id,
      ip,
    });
    try {
      await sms.send(phone, `Your Seva Admin verification code is ${code}. It expires in 5 minutes.`, log);
    } catch (err) {
      // Telling the caller would reveal that the phone is registered.
      log.error({ err }, 'could not send the password reset SMS');
    }
  }

  async function verifyResetCode(phone: string, code: string, client: ClientInfo) {
    const phoneKey = `otp:phone:${phone}`;
    await throttle.assertOpen(phoneKey);
    const challenge = await otps.latestChallenge(db, RESET_PURPOSE, phone);
    const open = challenge && !challenge.consumed_at && Date.parse(challenge.expires_at) > Date.now();
    if (!challenge || !open) throw unauthorized(AuthMessages.otpInvalid);
    if (!otpMatches(challenge.code_hash, code) || challenge.subject_id === null) {
      if (await otps.recordWrongGuess(db, challenge.id, OTP_MAX_ATTEMPTS)) {
        await throttle.recordFailure(phoneKey, OTP_MAX_ATTEMPTS * 2);
      }
      throw unauthorized(AuthMessages.otpInvalid);
    }
    if (!(await otps.consumeChallenge(db, challenge.id))) throw unauthorized(AuthMessages.otpInvalid);
    await throttle.reset(phoneKey);
    const adminId = challenge.subject_id;
    const token = await openSession(adminId, 'password_reset', RESET_TOKEN_TTL_MS, client);
    await writeAudit(db, {
      adminId,
      action: 'auth.reset_verified',
      entity: 'admin',
      entityId: adminId,
      ip: client.ip,
    });
    return token;
  }

  /**
   * Sets the new password and revokes every session of the admin. The reset token is claimed first, in
   * the same transaction, by a conditional update: of simultaneous calls with one token only one changes
   * the password, the others get the answer a used token gets.
   */
  async function resetPassword(
    principal: { id: number; phone: string; sessionId: number },
    phone: string,
    password: string,
    ip: string,
  ) {
    if (principal.phone !== phone)
      throw forbidden('This reset token was issued for a different phone number');
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      if (!(await admins.revokeSession(trx, principal.sessionId))) {
        throw unauthorized(AuthMessages.invalidToken);
      }
      await admins.updatePasswordHash(trx, principal.id, passwordHash);
      await admins.revokeAllSessions(trx, principal.id);
      await writeAudit(trx, {
        adminId: principal.id,
        action: 'auth.password_changed',
        entity: 'admin',
        entityId: principal.id,
        ip,
      });
    });
  }

  return { login, logout, requestPasswordReset, verifyResetCode, resetPassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
