import { AuthMessages, ChatMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { forbidden, unauthorized } from '../../lib/http-error';
import { generateToken, hashToken } from '../../lib/tokens';
import { writeAudit } from '../audit/repository';
import { createOtpFlow, type OtpCaller, type OtpDeps } from '../otp/otp-flow';
import * as sessions from './session-repository';

/** Why a known vendor may not chat, or null when it may. */
export function vendorRefusal(vendor: { is_approved: number; is_rejected: number; is_blocked: number }) {
  if (vendor.is_blocked) return ChatMessages.vendorBlocked;
  if (vendor.is_rejected) return ChatMessages.vendorRejected;
  if (!vendor.is_approved) return ChatMessages.vendorNotApproved;
  return null;
}

/**
 * The live vendor session behind a token hash, with its vendor (id, name); undefined when unknown,
 * revoked, expired, or when the vendor can no longer chat. The chat socket resolves vendors with it.
 */
export function findVendorSession(db: Kysely<Database>, tokenHash: string) {
  return sessions.findLiveVendorSession(db, tokenHash);
}

/**
 * Vendor chat sign-in by a texted code, the same flow as the admin recovery. Every vendor phone gets a
 * code, whatever its state: only the phone's owner learns at verify time why the account cannot chat.
 */
export function createVendorAuthService(deps: OtpDeps) {
  const { db, config, clock } = deps;

  const signIn = createOtpFlow(deps, {
    name: 'vendor_login',
    failureKeyPrefix: 'vendor_otp',
    smsLabel: 'vendor sign-in',
    smsText: (code) => `Your Seva vendor sign-in code is ${code}. It expires in 5 minutes.`,
    findSubject: async (phone) => (await sessions.findVendorByMobile(db, phone))?.vendor_id ?? null,
    async issue(subject, client) {
      const vendor = await sessions.findVendorById(db, subject.id);
      if (!vendor) throw unauthorized(AuthMessages.otpInvalid);
      const refusal = vendorRefusal(vendor);
      if (refusal) throw forbidden(refusal);
      const token = generateToken();
      await db.transaction().execute(async (trx) => {
        await sessions.insertVendorSession(trx, {
          vendor_id: vendor.vendor_id,
          token_hash: hashToken(token),
          expires_at: new Date(clock() + config.sessionTtlMs).toISOString(),
          ip: client.ip,
          user_agent: client.userAgent,
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
    },
  });

  /** Same answer and the same cooldown for unknown phones, which are texted nothing. */
  function requestOtp(phone: string, caller: OtpCaller): Promise<void> {
    return signIn.request(phone, caller);
  }

  function verifyOtp(phone: string, code: string, client: ClientInfo) {
    return signIn.verify(phone, code, client);
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
