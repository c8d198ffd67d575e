import { AuthMessages, ChatMessages } from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/http-error';
import { isoIn } from '../../lib/time';
import { writeAudit } from '../audit/repository';
import { generateOtp, hashOtp, otpMatches } from '../auth/otp-codes';
import * as otps from '../auth/otp-repository';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS, otpCooldownKey } from '../auth/service';
import { createThrottle } from '../auth/throttle';
import { generateToken, hashToken } from '../auth/tokens';
import * as sessions from './vendor-session-repository';

const PURPOSE = 'vendor_login';

export interface VendorClient {
  ip: string;
  userAgent: string | null;
}

/** Why a known vendor may not chat, or null when it may. */
export function vendorRefusal(vendor: { is_approved: number; is_rejected: number; is_blocked: number }) {
  if (vendor.is_blocked) return ChatMessages.vendorBlocked;
  if (vendor.is_rejected) return ChatMessages.vendorRejected;
  if (!vendor.is_approved) return ChatMessages.vendorNotApproved;
  return null;
}

/**
 * Vendor chat sign-in over the admin recovery's one-time-code machinery: same code format, expiry,
 * attempt limit, resend cooldown and failure throttle, and the same answer for unknown phones.
 */
export function createVendorAuthService(deps: { db: Kysely<Database>; sms: SmsSender; config: Config }) {
  const { db, sms, config } = deps;
  const throttle = createThrottle(db, config.authThrottle.lockoutMs);

  /**
   * Every vendor phone gets a code, whatever its state: only the phone's owner learns at verify time
   * why the account cannot chat. Unknown phones get the same answer and cooldown, and no SMS.
   */
  async function requestOtp(phone: string, log: FastifyBaseLogger) {
    await throttle.claimCooldown(
      otpCooldownKey(PURPOSE, phone),
      OTP_RESEND_COOLDOWN_MS,
      AuthMessages.otpCooldown,
    );
    const vendor = await sessions.findVendorByMobile(db, phone);
    const code = generateOtp();
    await otps.replaceChallenge(db, {
      phone,
      purpose: PURPOSE,
      subject_id: vendor?.vendor_id ?? null,
      code_hash: hashOtp(code),
      expires_at: isoIn(OTP_TTL_MS),
    });
    if (!vendor) return;
    try {
      await sms.send(phone, `Your Seva vendor sign-in code is ${code}. It expires in 5 minutes.`, log);
    } catch (err) {
      log.error({ err }, 'could not send the vendor sign-in SMS');
    }
  }

  async function verifyOtp(phone: string, code: string, client: VendorClient) {
    const phoneKey = `vendor_otp:phone:${phone}`;
    await throttle.assertOpen(phoneKey);
    const challenge = await otps.latestChallenge(db, PURPOSE, phone);
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

    const vendor = await sessions.findVendorById(db, challenge.subject_id);
    if (!vendor) throw unauthorized(AuthMessages.otpInvalid);
    const refusal = vendorRefusal(vendor);
    if (refusal) throw forbidden(refusal);

    const token = generateToken();
    await db.transaction().execute(async (trx) => {
      await sessions.insertVendorSession(trx, {
        vendor_id: vendor.vendor_id,
        token_hash: hashToken(token),
        expires_at: isoIn(config.sessionTtlMs),
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
      });
      await writeAudit(trx, {
        adminId: null,
        action: 'vendor.chat_login',
        entity: 'vendor',
        entityId: vendor.vendor_id,
        ip: client.ip,
      });
    });
    return { token, vendor: { id: vendor.vendor_id, name: vendor.vendor_name } };
  }

  /** Revokes the vendor session behind `token`; false when it was not a live vendor session. */
  async function logout(token: string) {
    const session = await sessions.findLiveVendorSession(db, hashToken(token));
    if (!session) return false;
    await sessions.revokeVendorSession(db, session.sessionId);
    return true;
  }

  return { requestOtp, verifyOtp, logout };
}
