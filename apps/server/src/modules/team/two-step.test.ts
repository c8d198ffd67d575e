import { MFA_RECOVERY_CODE_COUNT, TeamMessages } from '@seva/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertVendor } from '../../test/factories';
import { mfaCode } from '../../test/mfa';
import { rowCount, rowCounts } from '../../test/row-counts';
import { createTestApp, MEMBER_PASSWORD, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const STEP_MS = 30_000;
const MINUTE = 60_000;

/**
 * Two-step sign-in over HTTP (docs/product/team.md#two-step-sign-in): setup and enable, signing in with a
 * code or a recovery code, the guards (window, replay, burnt mfa_token, concurrent codes), step-up and its
 * expiry, and the MFA_REQUIRED_ROLES gate. The clock is the test's own where time matters: the app runs
 * in this process, so faking Date moves the server's clock too.
 */
describe(`two-step sign-in (${testDialect})`, () => {
  let t: TestApp;
  let vendorId: number;
  beforeAll(async () => {
    // The default MFA_REQUIRED_ROLES (finance, kyc_reviewer); a high per-IP limit for the bursts below.
    t = await createTestApp({ AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000' });
    vendorId = (await insertVendor(t.database.handle.db)).vendor_id;
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const db = () => t.database.handle.db;
  /** The server's clock (and the authenticator app's): the middle of a 30-second step, a little ahead. */
  const controlledClock = () => {
    const at = (Math.floor(Date.now() / STEP_MS) + 4) * STEP_MS + STEP_MS / 2;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    return at;
  };
  const post = (path: string, body?: unknown, token?: string) =>
    t.request('POST', `/api/v1${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    });
  const password = (email: string) => post('/admin/login', { email, password: MEMBER_PASSWORD });
  const withCode = (mfaToken: string, code: string) =>
    post('/admin/login/mfa', { mfa_token: mfaToken, code });
  const adminRow = (id: number) =>
    db().selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditCount = async (action: string, adminId: number) =>
    (
      await db()
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', action)
        .where('admin_id', '=', adminId)
        .execute()
    ).length;
  const sessionsOf = async (adminId: number) =>
    (await db().selectFrom('admin_sessions').select('id').where('admin_id', '=', adminId).execute()).length;
  const reveal = (token: string) =>
    post(`/admin/data/vendors/${vendorId}/kyc/reveal`, { field: 'pan' }, token);
  /** A new owner with two-step sign-in on, and a fresh mfa_token from their right password. */
  const ownerWithMfa = async () => {
    const member = await t.signInAs('owner');
    const device = await t.enableMfa(member.token);
    return { ...member, device };
  };
  const mfaToken = async (email: string) => {
    const res = await password(email);
    expect(res.body.mfa_required).toBe(true);
    return res.body.mfa_token as string;
  };

  describe('setup and enable', () => {
    it('setup answers a base32 secret and its otpauth:// address, kept while unconfirmed; a new setup replaces it', async () => {
      const member = await t.signInAs('owner');
      const res = await post('/admin/me/mfa/setup', undefined, member.token);
      expect(res.status).toBe(200);
      const { secret, otpauth_url: url } = res.body.data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const parsed = new URL(url);
      expect(parsed.protocol).toBe('otpauth:');
      expect(parsed.host).toBe('totp');
      expect(decodeURIComponent(parsed.pathname)).toBe(`/Seva Admin:${member.email}`);
      expect(Object.fromEntries(parsed.searchParams)).toEqual({
        issuer: 'Seva Admin',
        secret,
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });
      expect(await adminRow(member.id)).toMatchObject({ mfa_secret: secret, mfa_enabled_at: null });
      const me = await t.request('GET', '/api/v1/admin/me', { token: member.token });
      expect(me.body.data.mfa_enabled).toBe(false);

      const again = await post('/admin/me/mfa/setup', undefined, member.token);
      expect(again.body.data.secret).not.toBe(secret);
      expect((await adminRow(member.id)).mfa_secret).toBe(again.body.data.secret);
      // A code of the replaced secret no longer turns it on.
      const stale = await post('/admin/me/mfa/enable', { code: mfaCode(secret) }, member.token);
      expect(stale.status).toBe(400);
      expect(stale.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
    });

    it('enable: a wrong code is 400 and changes nothing; a right one gives ten recovery codes, stored hashed', async () => {
      const member = await t.signInAs('owner');
      const early = await post('/admin/me/mfa/enable', { code: '123456' }, member.token);
      expect(early.status).toBe(409);
      expect(early.body).toEqual({ success: false, message: TeamMessages.mfaSetupNotStarted });

      const { secret } = (await post('/admin/me/mfa/setup', undefined, member.token)).body.data;
      const before = await adminRow(member.id);
      const wrongCode = mfaCode(secret) === '000000' ? '111111' : '000000';
      const wrong = await post('/admin/me/mfa/enable', { code: wrongCode }, member.token);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
      expect(await adminRow(member.id)).toEqual(before);
      expect(await rowCount(db(), 'admin_mfa_recovery_codes')).toBe(
        await db()
          .selectFrom('admin_mfa_recovery_codes')
          .select('id')
          .where('admin_id', '<>', member.id)
          .execute()
          .then((r) => r.length),
      );

      const res = await post('/admin/me/mfa/enable', { code: mfaCode(secret) }, member.token);
      expect(res.status).toBe(200);
      const codes: string[] = res.body.data.recovery_codes;
      expect(codes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(new Set(codes).size).toBe(codes.length);
      const stored = await db()
        .selectFrom('admin_mfa_recovery_codes')
        .selectAll()
        .where('admin_id', '=', member.id)
        .execute();
      expect(stored).toHaveLength(MFA_RECOVERY_CODE_COUNT);
      const storedText = JSON.stringify(stored);
      for (const code of codes) {
        expect(storedText).not.toContain(code);
        expect(storedText).not.toContain(code.replace('-', ''));
      }
      expect((await adminRow(member.id)).mfa_enabled_at).not.toBeNull();
      expect(
        (await t.request('GET', '/api/v1/admin/me', { token: member.token })).body.data.mfa_enabled,
      ).toBe(true);
      expect(await auditCount('auth.mfa_enabled', member.id)).toBe(1);
      // Enabling verified this session: step-up is on at once.
      expect((await reveal(member.token)).status).toBe(200);

      const setupAgain = await post('/admin/me/mfa/setup', undefined, member.token);
      expect(setupAgain.status).toBe(409);
      expect(setupAgain.body).toEqual({ success: false, message: TeamMessages.mfaAlreadyEnabled });
      expect((await post('/admin/me/mfa/enable', { code: mfaCode(secret) }, member.token)).status).toBe(409);
    });

    it('refuses bad bodies with 400 and writes nothing', async () => {
      const { token, id, email } = await ownerWithMfa();
      const mfa_token = await mfaToken(email);
      const bad = [
        {},
        { code: '' },
        { code: 123456 },
        { code: 'x'.repeat(33) },
        { code: '123456', extra: 1 },
      ];
      const before = await rowCounts(db());
      const adminBefore = await adminRow(id);
      for (const body of bad)
        for (const path of ['/admin/me/mfa/enable', '/admin/me/mfa/disable', '/admin/me/mfa/verify']) {
          const res = await post(path, body, token);
          expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        }
      for (const body of [
        {},
        { mfa_token },
        { code: '123456' },
        { mfa_token: '', code: '123456' },
        { mfa_token, code: '' },
        { mfa_token, code: '123456', remember: true },
      ]) {
        const res = await post('/admin/login/mfa', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect(await rowCounts(db())).toEqual(before);
      expect(await adminRow(id)).toEqual(adminBefore);
      const challenge = await db()
        .selectFrom('admin_mfa_challenges')
        .selectAll()
        .where('admin_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(challenge).toMatchObject({ attempts: 0, consumed_at: null });
    });
  });

  describe('signing in', () => {
    it('with two-step on, a right password answers mfa_required and an mfa_token, no session; the code signs in', async () => {
      const { id, email, device } = await ownerWithMfa();
      const sessions = await sessionsOf(id);
      const first = await password(email);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, mfa_required: true, mfa_token: expect.any(String) });
      expect(first.body.token).toBeUndefined();
      expect(await sessionsOf(id)).toBe(sessions);
      const stored = await db()
        .selectFrom('admin_mfa_challenges')
        .select('token_hash')
        .where('admin_id', '=', id)
        .execute();
      expect(stored.some((c) => c.token_hash === first.body.mfa_token)).toBe(false);

      const logins = await auditCount('auth.login', id);
      // enableMfa used the current step's code: the next step's is accepted too (window).
      const res = await withCode(first.body.mfa_token, device.code(Date.now() + STEP_MS));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        admin: { id, name: expect.any(String) },
      });
      expect(await sessionsOf(id)).toBe(sessions + 1);
      expect(await auditCount('auth.login', id)).toBe(logins + 1);
      // The session signed in with a code is verified for step-up.
      expect((await reveal(res.body.token)).status).toBe(200);
      // The mfa_token is used up.
      const again = await withCode(first.body.mfa_token, device.code());
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ success: false, message: TeamMessages.mfaTokenInvalid });
    });

    it('accepts a code of the step before or after, refuses two steps away and a code used before', async () => {
      const now = controlledClock();
      const { email, device } = await ownerWithMfa();
      // Enabling used the code of `now`; the next sign-ins go forward from there.
      vi.setSystemTime(now + 10 * STEP_MS);
      const at = now + 10 * STEP_MS;
      const token = await mfaToken(email);
      for (const offset of [-2, 2]) {
        const res = await withCode(token, device.code(at + offset * STEP_MS));
        expect(res.status, `step ${offset}`).toBe(401);
        expect(res.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
      }
      expect((await withCode(token, device.code(at - STEP_MS))).status).toBe(200);
      expect((await withCode(await mfaToken(email), device.code(at))).status).toBe(200);
      const later = device.code(at + STEP_MS);
      expect((await withCode(await mfaToken(email), later)).status).toBe(200);
      // The same code again, and an earlier step's, are refused: a code works once.
      const replay = await withCode(await mfaToken(email), later);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
      expect((await withCode(await mfaToken(email), device.code(at))).status).toBe(401);
    });

    it('a recovery code works once in place of a code', async () => {
      const { id, email, device } = await ownerWithMfa();
      const [code] = device.recoveryCodes;
      // Case, spaces and the dash do not matter.
      const res = await withCode(await mfaToken(email), ` ${code!.toUpperCase().replace('-', ' ')} `);
      expect(res.status).toBe(200);
      expect(await auditCount('auth.mfa_recovery_code_used', id)).toBe(1);
      const again = await withCode(await mfaToken(email), code!);
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
      const used = await db()
        .selectFrom('admin_mfa_recovery_codes')
        .select('used_at')
        .where('admin_id', '=', id)
        .where('used_at', 'is not', null)
        .execute();
      expect(used).toHaveLength(1);
      // Another of the codes still works.
      expect((await withCode(await mfaToken(email), device.recoveryCodes[1]!)).status).toBe(200);
    });

    it('five wrong codes burn the mfa_token: the sixth, even right, is refused', async () => {
      const now = controlledClock();
      const { id, email, device } = await ownerWithMfa();
      const right = device.code(now + STEP_MS);
      const wrong = right === '000000' ? '111111' : '000000';
      const token = await mfaToken(email);
      for (let i = 0; i < 5; i++) {
        const res = await withCode(token, wrong);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
      }
      const sixth = await withCode(token, right);
      expect(sixth.status).toBe(401);
      expect(sixth.body).toEqual({ success: false, message: TeamMessages.mfaTokenInvalid });
      const challenge = await db()
        .selectFrom('admin_mfa_challenges')
        .selectAll()
        .where('admin_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(challenge.attempts).toBe(5);
      expect(await auditCount('auth.mfa_failed', id)).toBe(5);
      // Signing in again with the password gives a new mfa_token, and the code (never used) works with it.
      expect((await withCode(await mfaToken(email), right)).status).toBe(200);
    });

    it('twenty wrong codes at once count at most five', async () => {
      const now = controlledClock();
      const { id, email, device } = await ownerWithMfa();
      const right = device.code(now + STEP_MS);
      const token = await mfaToken(email);
      const wrongCodes = Array.from({ length: 20 }, (_, i) => String(100000 + i * 7919)).filter(
        (c) => c !== right,
      );
      const answers = await Promise.all(wrongCodes.map((code) => withCode(token, code)));
      for (const res of answers) expect(res.status).toBe(401);
      const challenge = await db()
        .selectFrom('admin_mfa_challenges')
        .selectAll()
        .where('admin_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(challenge.attempts).toBe(5);
      expect(await auditCount('auth.mfa_failed', id)).toBe(5);
      expect((await withCode(token, right)).status).toBe(401);
    });

    it('right codes at once with one mfa_token open exactly one session', async () => {
      const now = controlledClock();
      const { id, email, device } = await ownerWithMfa();
      vi.setSystemTime(now + 5 * STEP_MS);
      const token = await mfaToken(email);
      const sessions = await sessionsOf(id);
      // The codes of this step and the next, each sent six times: the server would accept either alone.
      const codes = Array.from({ length: 12 }, (_, i) => device.code(now + (5 + (i % 2)) * STEP_MS));
      const answers = await Promise.all(codes.map((code) => withCode(token, code)));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      for (const res of answers.filter((r) => r.status !== 200)) expect(res.status).toBe(401);
      expect(await sessionsOf(id)).toBe(sessions + 1);
    });

    it('an unknown or expired mfa_token is refused; so is one whose member was deactivated meanwhile', async () => {
      const now = controlledClock();
      const { id, email, device } = await ownerWithMfa();
      const unknown = await withCode('no-such-token', device.code(now + STEP_MS));
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ success: false, message: TeamMessages.mfaTokenInvalid });

      const token = await mfaToken(email);
      vi.setSystemTime(now + 5 * MINUTE + 1_000);
      const expired = await withCode(token, device.code(now + 5 * MINUTE + 1_000));
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ success: false, message: TeamMessages.mfaTokenInvalid });

      const fresh = await mfaToken(email);
      await db().updateTable('admins').set({ status: 'deactivated' }).where('id', '=', id).execute();
      const refused = await withCode(fresh, device.code(now + 5 * MINUTE + 1_000 + STEP_MS));
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, message: TeamMessages.mfaTokenInvalid });
    });
  });

  describe('step-up', () => {
    it('a code entered 9 minutes ago still allows a reveal; 11 minutes ago it is 403 until another code', async () => {
      const now = controlledClock();
      const { token, device } = await ownerWithMfa();
      vi.setSystemTime(now + 9 * MINUTE);
      expect((await reveal(token)).status).toBe(200);
      vi.setSystemTime(now + 11 * MINUTE);
      const late = await reveal(token);
      expect(late.status).toBe(403);
      expect(late.body).toEqual({ success: false, message: TeamMessages.stepUpRequired });

      const verified = await post('/admin/me/mfa/verify', { code: device.code(now + 11 * MINUTE) }, token);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ success: true, message: TeamMessages.stepUpVerified });
      expect((await reveal(token)).status).toBe(200);
      // The code was used: entering it again is refused.
      const replay = await post('/admin/me/mfa/verify', { code: device.code(now + 11 * MINUTE) }, token);
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
    });

    it('verify: a wrong code is 400 and marks nothing; with two-step off it is 409', async () => {
      const member = await t.signInAs('owner');
      const off = await post('/admin/me/mfa/verify', { code: '123456' }, member.token);
      expect(off.status).toBe(409);
      expect(off.body).toEqual({ success: false, message: TeamMessages.mfaNotEnabled });

      // A second session, opened before two-step sign-in was on: not verified.
      const second = await t.login(member.email, MEMBER_PASSWORD);
      const device = await t.enableMfa(member.token);
      const wrong = device.code() === '000000' ? '111111' : '000000';
      const res = await post('/admin/me/mfa/verify', { code: wrong }, second);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
      const session = await db()
        .selectFrom('admin_sessions')
        .select('mfa_verified_at')
        .where('admin_id', '=', member.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(session.mfa_verified_at).toBeNull();
      expect((await reveal(second)).status).toBe(403);
      await t.stepUp(second);
      expect((await reveal(second)).status).toBe(200);
      expect(await auditCount('auth.mfa_step_up', member.id)).toBe(1);
    });
  });

  describe('disable', () => {
    it('a wrong code changes nothing; a code turns it off, deletes the recovery codes and signs in without a code', async () => {
      const now = controlledClock();
      const { id, token, email, device } = await ownerWithMfa();
      const before = await adminRow(id);
      const wrong = await post('/admin/me/mfa/disable', { code: 'aaaaa-aaaaa' }, token);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, message: TeamMessages.mfaCodeInvalid });
      expect(await adminRow(id)).toEqual(before);

      const res = await post('/admin/me/mfa/disable', { code: device.code(now + STEP_MS) }, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: TeamMessages.mfaDisabled });
      expect(await adminRow(id)).toMatchObject({ mfa_secret: null, mfa_enabled_at: null });
      expect(
        await db().selectFrom('admin_mfa_recovery_codes').select('id').where('admin_id', '=', id).execute(),
      ).toEqual([]);
      expect(await auditCount('auth.mfa_disabled', id)).toBe(1);
      const signIn = await password(email);
      expect(signIn.body).toEqual({ success: true, token: expect.any(String), admin: expect.any(Object) });
      // Step-up needs two-step sign-in on.
      const reveal403 = await reveal(token);
      expect(reveal403.status).toBe(403);
      expect(reveal403.body.message).toBe(TeamMessages.mfaNotEnabled);
      expect((await post('/admin/me/mfa/disable', { code: '123456' }, token)).status).toBe(409);
    });

    it('a recovery code turns it off too', async () => {
      const { id, token, device } = await ownerWithMfa();
      const res = await post('/admin/me/mfa/disable', { code: device.recoveryCodes[3] }, token);
      expect(res.status).toBe(200);
      expect((await adminRow(id)).mfa_enabled_at).toBeNull();
      expect(await auditCount('auth.mfa_recovery_code_used', id)).toBe(1);
    });
  });

  describe('MFA_REQUIRED_ROLES', () => {
    it('a finance member without two-step gets a token that reaches only their account and its setup, until it is on', async () => {
      const member = await t.signInAs('finance');
      const res = await password(member.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        mfa_setup_required: true,
        token: expect.any(String),
        admin: { id: member.id, name: expect.any(String) },
      });
      const { token } = res.body;
      const refused = await t.request('GET', '/api/v1/admin/data/getcustomers', { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: TeamMessages.mfaSetupRequired });
      expect((await t.request('GET', '/api/v1/admin/me', { token })).status).toBe(200);

      // Every other admin route refuses it, before reading anything, writing nothing.
      const open = new Set(['/api/v1/admin/me', '/api/v1/admin/logout']);
      const wrong: string[] = [];
      for (const route of t.app.routePermissions) {
        if (open.has(route.url) || route.url.startsWith('/api/v1/admin/me/mfa/')) continue;
        const before = await rowCounts(db());
        const path = route.url.replace(/:(\w+)/g, '1');
        const answer = await t.request(route.method, path, {
          token,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        });
        if (answer.status !== 403 || answer.body.message !== TeamMessages.mfaSetupRequired)
          wrong.push(`${route.method} ${route.url}: ${answer.status}`);
        expect(await rowCounts(db())).toEqual(before);
      }
      expect(wrong).toEqual([]);

      const device = await t.enableMfa(token);
      expect((await t.request('GET', '/api/v1/admin/data/getcustomers', { token })).status).toBe(200);
      // From now on the member signs in with a code.
      const next = await password(member.email);
      expect(next.body.mfa_required).toBe(true);
      expect((await withCode(next.body.mfa_token, device.code(Date.now() + STEP_MS))).status).toBe(200);
      expect((await post('/admin/logout', undefined, token)).status).toBe(200);
    });

    it('sign-out works for a token waiting for setup', async () => {
      const member = await t.signInAs('kyc_reviewer');
      const { token } = (await password(member.email)).body;
      expect((await post('/admin/logout', undefined, token)).status).toBe(200);
      expect((await t.request('GET', '/api/v1/admin/me', { token })).status).toBe(401);
    });
  });
});
