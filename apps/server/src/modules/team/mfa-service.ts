import { TeamMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { generateToken, hashToken } from '../../lib/tokens';
import type { AuthenticatedAdmin } from '../../types';
import { type Actor, writeAudit } from '../audit/service';
import { createThrottle } from '../auth/throttle-service';
import * as repo from './mfa-repository';
import { newRecoveryCodes, newSecret, otpauthUrl, recoveryCodeHash, totpStep } from './totp';

/** How long the mfa_token between a right password and the code lasts. */
export const MFA_TOKEN_TTL_MS = 5 * 60_000;
/** Wrong codes an mfa_token takes before it is burnt. */
export const MFA_MAX_ATTEMPTS = 5;
/** Wrong codes (every flow, every token) after which an admin's codes are locked for a while (auth_throttle). */
const MFA_MAX_FAILURES = MFA_MAX_ATTEMPTS * 2;

/** A code that could be right: a TOTP code of an open step, or something shaped like a recovery code. */
type CodeMatch = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string };

/** A code whose step or recovery code was used already: the transaction is rolled back. */
class CodeAlreadyUsed extends Error {}

type Member = Pick<AuthenticatedAdmin, 'id' | 'sessionId'>;

/**
 * Two-step sign-in (docs/product/team.md#two-step-sign-in, docs/decisions/030-two-step-sign-in.md):
 * setting it up, turning it on and off, step-up, and the code half of signing in. A code is accepted once
 * (its 30-second step is claimed by one conditional update), a recovery code once, an mfa_token's wrong
 * codes are counted by one conditional update and burn it at the fifth, and every wrong code also counts
 * on the admin's throttle key, which locks all of their code checks for a while after ten.
 */
export function createMfaService(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  const throttle = createThrottle(db, config.authThrottle.lockoutMs, clock);
  const nowIso = () => new Date(clock()).toISOString();
  const throttleKey = (adminId: number) => `mfa:admin:${adminId}`;

  function match(secret: string, code: string, recoveryToo: boolean): CodeMatch | null {
    const step = totpStep(secret, code, clock());
    if (step !== null) return { kind: 'totp', step };
    const hash = recoveryToo ? recoveryCodeHash(code) : null;
    return hash === null ? null : { kind: 'recovery', hash };
  }

  /** Uses the code in `trx` (a recovery code is audited); throws CodeAlreadyUsed when it was used. */
  async function claim(trx: Kysely<Database>, adminId: number, code: CodeMatch, actor: Actor) {
    if (code.kind === 'totp') {
      if (!(await repo.claimStep(trx, adminId, code.step))) throw new CodeAlreadyUsed();
      return;
    }
    if (!(await repo.claimRecoveryCode(trx, adminId, code.hash, nowIso()))) throw new CodeAlreadyUsed();
    await writeAudit(trx, {
      ...actor,
      action: 'auth.mfa_recovery_code_used',
      entity: 'admin',
      entityId: adminId,
    });
  }

  /** Runs `work` in one transaction; false when it found its code used already (nothing written). */
  async function inTransaction(work: (trx: Kysely<Database>) => Promise<void>): Promise<boolean> {
    try {
      await db.transaction().execute(work);
      return true;
    } catch (err) {
      if (err instanceof CodeAlreadyUsed) return false;
      throw err;
    }
  }

  /** A wrong code: counted on the admin's throttle key and audited. */
  async function wrongCode(adminId: number, actor: Actor) {
    await throttle.recordFailure(throttleKey(adminId), MFA_MAX_FAILURES);
    await writeAudit(db, { ...actor, action: 'auth.mfa_failed', entity: 'admin', entityId: adminId });
  }

  async function stateOf(adminId: number) {
    const state = await repo.findMfaState(db, adminId);
    if (!state) throw notFound('Admin not found');
    return state;
  }

  /** A new secret to scan; replaces one never confirmed. 409 while two-step sign-in is on. */
  async function setup(member: Member, actor: Actor) {
    const state = await stateOf(member.id);
    if (state.mfa_enabled_at !== null) throw conflict(TeamMessages.mfaAlreadyEnabled);
    const secret = newSecret();
    await db.transaction().execute(async (trx) => {
      if (!(await repo.startSetup(trx, member.id, secret, nowIso())))
        throw conflict(TeamMessages.mfaAlreadyEnabled);
      await writeAudit(trx, { ...actor, action: 'auth.mfa_setup', entity: 'admin', entityId: member.id });
    });
    return { secret, otpauth_url: otpauthUrl(secret, state.email) };
  }

  /**
   * Turns two-step sign-in on with a code of the secret being set up: ten recovery codes (only their
   * hashes are kept), and this session counts as verified. A wrong code: 400, nothing changed.
   */
  async function enable(member: Member, code: string, actor: Actor) {
    const state = await stateOf(member.id);
    if (state.mfa_enabled_at !== null) throw conflict(TeamMessages.mfaAlreadyEnabled);
    if (state.mfa_secret === null) throw conflict(TeamMessages.mfaSetupNotStarted);
    const secret = state.mfa_secret;
    await throttle.assertOpen(throttleKey(member.id));
    const step = totpStep(secret, code, clock());
    const recoveryCodes = newRecoveryCodes();
    const enabled =
      step !== null &&
      (await inTransaction(async (trx) => {
        const now = nowIso();
        if (!(await repo.enable(trx, { adminId: member.id, secret, step, now }))) throw new CodeAlreadyUsed();
        await repo.replaceRecoveryCodes(
          trx,
          member.id,
          recoveryCodes.map((c) => recoveryCodeHash(c)!),
        );
        await repo.markSessionVerified(trx, member.sessionId, now);
        await writeAudit(trx, { ...actor, action: 'auth.mfa_enabled', entity: 'admin', entityId: member.id });
      }));
    if (!enabled) {
      if ((await stateOf(member.id)).mfa_enabled_at !== null) throw conflict(TeamMessages.mfaAlreadyEnabled);
      await wrongCode(member.id, actor);
      throw badRequest(TeamMessages.mfaCodeInvalid);
    }
    await throttle.reset(throttleKey(member.id));
    return { recovery_codes: recoveryCodes };
  }

  /** Turns two-step sign-in off with a code or a recovery code: the secret and recovery codes go. */
  async function disable(member: Member, code: string, actor: Actor) {
    const state = await stateOf(member.id);
    if (state.mfa_enabled_at === null || state.mfa_secret === null)
      throw conflict(TeamMessages.mfaNotEnabled);
    await throttle.assertOpen(throttleKey(member.id));
    const given = match(state.mfa_secret, code, true);
    const disabled =
      given !== null &&
      (await inTransaction(async (trx) => {
        await claim(trx, member.id, given, actor);
        if (!(await repo.disable(trx, member.id, nowIso()))) throw conflict(TeamMessages.mfaNotEnabled);
        await repo.deleteRecoveryCodes(trx, member.id);
        await writeAudit(trx, {
          ...actor,
          action: 'auth.mfa_disabled',
          entity: 'admin',
          entityId: member.id,
        });
      }));
    if (!disabled) {
      await wrongCode(member.id, actor);
      throw badRequest(TeamMessages.mfaCodeInvalid);
    }
    await throttle.reset(throttleKey(member.id));
  }

  /** Step-up: a code marks this session verified (docs/product/team.md#step-up). */
  async function verify(member: Member, code: string, actor: Actor) {
    const state = await stateOf(member.id);
    if (state.mfa_enabled_at === null || state.mfa_secret === null)
      throw conflict(TeamMessages.mfaNotEnabled);
    await throttle.assertOpen(throttleKey(member.id));
    const step = totpStep(state.mfa_secret, code, clock());
    const verified =
      step !== null &&
      (await inTransaction(async (trx) => {
        await claim(trx, member.id, { kind: 'totp', step }, actor);
        await repo.markSessionVerified(trx, member.sessionId, nowIso());
        await writeAudit(trx, { ...actor, action: 'auth.mfa_step_up', entity: 'admin', entityId: member.id });
      }));
    if (!verified) {
      await wrongCode(member.id, actor);
      throw badRequest(TeamMessages.mfaCodeInvalid);
    }
    await throttle.reset(throttleKey(member.id));
  }

  /** After a right password, for an admin with two-step sign-in on: the mfa_token (only its hash is kept). */
  async function startSignIn(adminId: number): Promise<string> {
    const token = generateToken();
    await repo.insertChallenge(db, {
      admin_id: adminId,
      token_hash: hashToken(token),
      expires_at: new Date(clock() + MFA_TOKEN_TTL_MS).toISOString(),
    });
    return token;
  }

  /**
   * The code half of signing in: the admin the mfa_token was issued to, once a right code (or an unused
   * recovery code) arrives with it. The token and the code are claimed in one transaction, so of
   * simultaneous right codes one signs in. A wrong code counts against the token (burnt at the fifth);
   * 401 either way.
   */
  async function finishSignIn(mfaToken: string, code: string, ip: string) {
    const now = nowIso();
    const challenge = await repo.findOpenChallenge(db, {
      tokenHash: hashToken(mfaToken),
      now,
      maxAttempts: MFA_MAX_ATTEMPTS,
    });
    if (!challenge?.mfa_secret) throw unauthorized(TeamMessages.mfaTokenInvalid);
    const adminId = challenge.admin_id;
    const actor: Actor = { adminId, ip };
    await throttle.assertOpen(throttleKey(adminId));
    const given = match(challenge.mfa_secret, code, true);
    const signedIn =
      given !== null &&
      (await inTransaction(async (trx) => {
        if (!(await repo.consumeChallenge(trx, { id: challenge.id, now, maxAttempts: MFA_MAX_ATTEMPTS })))
          throw unauthorized(TeamMessages.mfaTokenInvalid);
        await claim(trx, adminId, given, actor);
      }));
    if (!signedIn) {
      if (await repo.recordWrongCode(db, challenge.id, MFA_MAX_ATTEMPTS)) await wrongCode(adminId, actor);
      throw unauthorized(TeamMessages.mfaCodeInvalid);
    }
    await throttle.reset(throttleKey(adminId));
    return { id: adminId, name: challenge.name };
  }

  return { setup, enable, disable, verify, startSignIn, finishSignIn };
}

export type MfaService = ReturnType<typeof createMfaService>;
