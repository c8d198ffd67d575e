import { ChatMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { hashToken } from '../../lib/tokens';
import { findAppPrincipal, openAppSession, revokeAppSession } from '../app-sessions/service';
import { writeAudit } from '../audit/service';
import { createOtpFlow, type OtpCaller, type OtpDeps } from '../otp/service';
import * as vendors from './session-repository';

/** Why a known vendor may not chat, or null when it may. */
export function vendorRefusal(vendor: { is_approved: number; is_rejected: number; is_blocked: number }) {
  if (vendor.is_blocked) return ChatMessages.vendorBlocked;
  if (vendor.is_rejected) return ChatMessages.vendorRejected;
  if (!vendor.is_approved) return ChatMessages.vendorNotApproved;
  return null;
}

/**
 * The vendor session behind a token hash, with its vendor (id, name) and, when the vendor may not chat
 * (blocked, rejected, not approved), the reason; undefined when unknown, revoked, expired, or an
 * applicant's. The chat socket resolves vendors with it.
 */
export async function findVendorSession(db: Kysely<Database>, tokenHash: string) {
  const session = await vendors.findLiveVendorSession(db, tokenHash);
  if (!session) return undefined;
  return {
    sessionId: session.sessionId,
    id: session.id,
    name: session.name,
    refusal: vendorRefusal(session),
  };
}

/** What a vendor sign-in answers: the token, and the vendor it names (null for an applicant). */
export interface VendorSignIn {
  token: string;
  vendor: { id: number; name: string } | null;
}

/**
 * Vendor app sign-in by a texted code, the same flow as the admin recovery (docs/product/partner-api.md).
 * Every phone gets the same answer: a vendor's phone, whatever the vendor's state, and a phone with no
 * vendor yet, whose token then belongs to an applicant (docs/decisions/017-partner-api.md).
 */
export function createVendorAuthService(deps: OtpDeps) {
  const { db, config, clock } = deps;

  async function signIn(vendor: { id: number; name: string } | null, phone: string, client: ClientInfo) {
    return db.transaction().execute(async (trx): Promise<VendorSignIn> => {
      const token = await openAppSession(
        trx,
        { kind: 'vendor', subjectId: vendor?.id ?? null, phone, ttlMs: config.sessionTtlMs, now: clock() },
        client,
      );
      if (vendor) {
        await writeAudit(trx, {
          adminId: null,
          action: 'vendor.chat_login',
          entity: 'vendor',
          entityId: vendor.id,
          ip: client.ip,
        });
      }
      return { token, vendor };
    });
  }

  const flow = createOtpFlow(deps, {
    name: 'vendor_login',
    failureKeyPrefix: 'vendor_otp',
    smsLabel: 'vendor sign-in',
    smsText: (code) => `Your Seva vendor sign-in code is ${code}. It expires in 5 minutes.`,
    findSubject: async (phone) => (await vendors.findVendorByMobile(db, phone))?.vendor_id ?? null,
    async issue(subject, client) {
      const vendor = await vendors.findVendorById(db, subject.id);
      return signIn(
        vendor ? { id: vendor.vendor_id, name: vendor.vendor_name } : null,
        subject.phone,
        client,
      );
    },
    enroll: (phone, client) => signIn(null, phone, client),
  });

  function requestOtp(phone: string, caller: OtpCaller): Promise<void> {
    return flow.request(phone, caller);
  }

  function verifyOtp(phone: string, code: string, client: ClientInfo): Promise<VendorSignIn> {
    return flow.verify(phone, code, client);
  }

  /** Revokes the vendor session behind `token`; false when it was not a live vendor session. */
  async function logout(token: string) {
    const principal = await findAppPrincipal(db, 'vendor', hashToken(token));
    if (!principal) return false;
    await revokeAppSession(db, principal.sessionId);
    return true;
  }

  return { requestOtp, verifyOtp, logout };
}
