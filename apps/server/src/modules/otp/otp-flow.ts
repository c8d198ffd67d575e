import { AuthMessages } from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Config } from '../../config';
import type { ClientInfo } from '../../lib/client-info';
import { unauthorized } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { createThrottle } from '../auth/throttle-service';
import { generateOtp, hashOtp, otpMatches } from './otp-codes';
import * as challenges from './otp-repository';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;

/** What a one-time-code sign-in is built from: a service's dependencies plus the SMS sender and config. */
export type OtpDeps = ServiceDeps & { sms: SmsSender; config: Config };

/** The request asking for a code: its address (for audit rows) and its logger (so the SMS lines carry its id). */
export interface OtpCaller {
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * One use of a texted code (admin recovery, vendor sign-in, …). The flow itself is the same for all:
 * see `createOtpFlow`.
 */
export interface OtpPurpose<Issued> {
  /** `otp_challenges.purpose`; also names the resend cooldown key. */
  name: string;
  /** The per-phone wrong-code throttle key is `<failureKeyPrefix>:phone:<phone>`. */
  failureKeyPrefix: string;
  /** Names the SMS in the log line of a failed send ("could not send the <smsLabel> SMS"). */
  smsLabel: string;
  smsText(code: string): string;
  /** The id of the account the phone belongs to, or null when it belongs to none. */
  findSubject(phone: string): Promise<number | null>;
  /** Runs for a known phone once its code is stored, before the SMS (e.g. an audit row). */
  onRequested?(subjectId: number, caller: OtpCaller): Promise<void>;
  /** Turns a known phone's verified code into what the caller gets (a token, a principal). */
  issue(subject: { id: number; phone: string }, client: ClientInfo): Promise<Issued>;
  /**
   * Present when a phone nobody owns may sign in (a new customer, a vendor applicant): it is texted like
   * a known one, and its verified code becomes a new account here. Absent, such a phone gets the same
   * answer and cooldown but no SMS, and no code for it ever verifies.
   */
  enroll?(phone: string, client: ClientInfo): Promise<Issued>;
}

/** The cooldown key of one phone's codes for one purpose (in `auth_throttle`). */
export const otpCooldownKey = (purpose: string, phone: string) => `otp_cooldown:${purpose}:${phone}`;

/**
 * Sign-in by a texted code, with the guards of docs/decisions/002-admin-sessions-and-throttling.md, each
 * one statement: a resend cooldown claimed alike for known and unknown phones (no enumeration: same
 * status, body and writes), one live code per phone stored only as a salted hash, expiry after 5 minutes,
 * wrong guesses counted on the challenge and burning it at the 5th, a per-phone failure throttle, and the
 * challenge claimed by the one request that uses it.
 */
export function createOtpFlow<Issued>(deps: OtpDeps, purpose: OtpPurpose<Issued>) {
  const { db, sms, clock } = deps;
  const throttle = createThrottle(db, deps.config.authThrottle.lockoutMs, clock);

  async function request(phone: string, caller: OtpCaller): Promise<void> {
    await throttle.claimCooldown(
      otpCooldownKey(purpose.name, phone),
      OTP_RESEND_COOLDOWN_MS,
      AuthMessages.otpCooldown,
    );
    const subjectId = await purpose.findSubject(phone);
    const code = generateOtp();
    await challenges.replaceChallenge(db, {
      phone,
      purpose: purpose.name,
      subject_id: subjectId,
      code_hash: hashOtp(code),
      expires_at: new Date(clock() + OTP_TTL_MS).toISOString(),
    });
    if (subjectId === null && !purpose.enroll) return;
    if (subjectId !== null) await purpose.onRequested?.(subjectId, caller);
    try {
      await sms.send(phone, purpose.smsText(code), { log: caller.log });
    } catch (err) {
      // Telling the caller would reveal that the phone is registered.
      caller.log.error({ err }, `could not send the ${purpose.smsLabel} SMS`);
    }
  }

  async function verify(phone: string, code: string, client: ClientInfo): Promise<Issued> {
    const failureKey = `${purpose.failureKeyPrefix}:phone:${phone}`;
    await throttle.assertOpen(failureKey);
    const challenge = await challenges.latestChallenge(db, purpose.name, phone);
    const open = challenge && !challenge.consumed_at && Date.parse(challenge.expires_at) > clock();
    if (!challenge || !open) throw unauthorized(AuthMessages.otpInvalid);
    // The hash is checked for refused phones too, so they take as long as a wrong guess for a known one.
    const matches = otpMatches(challenge.code_hash, code);
    if (!matches || (challenge.subject_id === null && !purpose.enroll)) {
      if (await challenges.recordWrongGuess(db, challenge.id, OTP_MAX_ATTEMPTS)) {
        await throttle.recordFailure(failureKey, OTP_MAX_ATTEMPTS * 2);
      }
      throw unauthorized(AuthMessages.otpInvalid);
    }
    if (!(await challenges.consumeChallenge(db, challenge.id))) throw unauthorized(AuthMessages.otpInvalid);
    await throttle.reset(failureKey);
    if (challenge.subject_id !== null) return purpose.issue({ id: challenge.subject_id, phone }, client);
    if (purpose.enroll) return purpose.enroll(phone, client);
    throw unauthorized(AuthMessages.otpInvalid);
  }

  return { request, verify };
}

export type OtpFlow<Issued> = ReturnType<typeof createOtpFlow<Issued>>;
