import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAuthState } from '../../test/auth-state';
import { createTestApp, TEST_ADMIN, type TestApp, type TestResponse } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const PHONE = TEST_ADMIN.phone;
const BURST = 20;

/**
 * Requests fired at once over real HTTP: each guard must hold whatever arrives together
 * (docs/decisions/002-admin-sessions-and-throttling.md, "Amended 2026-11-23").
 */
describe(`sign-in and recovery under concurrent requests (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clearAuthState(t));

  const login = (password: string) =>
    t.request('POST', '/api/v1/admin/login', { body: { email: TEST_ADMIN.email, password } });
  const forget = () => t.request('POST', '/api/v1/admin/login/forgetPassword', { body: { phone: PHONE } });
  const verify = (otp: string) =>
    t.request('POST', '/api/v1/admin/login/verifyOtp', { body: { phone: PHONE, otp } });
  const statuses = (responses: TestResponse[]) => responses.map((r) => r.status).sort();
  const times = <T>(n: number, fn: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

  it(`checks at most AUTH_MAX_FAILURES (5) of ${BURST} simultaneous wrong passwords; the rest get 429`, async () => {
    const responses = await times(BURST, (i) => login(`wrong-password-${i}`));
    expect(responses.filter((r) => r.status === 401)).toHaveLength(5);
    const locked = responses.filter((r) => r.status === 429);
    expect(locked).toHaveLength(BURST - 5);
    for (const r of locked) {
      expect(r.body).toMatchObject({ success: false, message: AuthMessages.tooManyAttempts });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const failedAudits = await t.database.handle.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'auth.login_failed')
      .execute();
    expect(failedAudits).toHaveLength(5);
    expect((await login(TEST_ADMIN.password)).status).toBe(429);
  });

  it(`burns the recovery code after exactly 5 of ${BURST} simultaneous wrong codes`, async () => {
    expect((await forget()).status).toBe(200);
    const code = t.latestOtp();
    const wrong = code === '000000' ? '111111' : '000000';
    const responses = await times(BURST, () => verify(wrong));
    expect(statuses(responses)).toEqual(Array(BURST).fill(401));
    const right = await verify(code);
    expect(right.status).toBe(401);
    expect(right.body).toMatchObject({ success: false, message: AuthMessages.otpInvalid });
    const challenge = await t.database.handle.db
      .selectFrom('otp_challenges')
      .select(['attempts', 'consumed_at'])
      .where('phone', '=', PHONE)
      .executeTakeFirstOrThrow();
    expect(challenge.attempts).toBe(5);
    expect(challenge.consumed_at).not.toBeNull();
  });

  it('sends one recovery SMS for simultaneous requests; the others wait out the cooldown', async () => {
    const sentBefore = t.outbox.length;
    const responses = await times(10, () => forget());
    expect(statuses(responses)).toEqual([200, ...Array(9).fill(429)]);
    for (const r of responses.filter((r) => r.status === 429)) {
      expect(r.body).toMatchObject({ success: false, message: AuthMessages.otpCooldown });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(t.outbox.length).toBe(sentBefore + 1);
    const challenges = await t.database.handle.db.selectFrom('otp_challenges').select('id').execute();
    expect(challenges).toHaveLength(1);
  });

  // Last: it changes the admin's password.
  it('lets exactly one of 5 simultaneous updatePassword calls use a reset token', async () => {
    await forget();
    const verified = await verify(t.latestOtp());
    expect(verified.status).toBe(200);
    const passwords = Array.from({ length: 5 }, (_, i) => `Racing-Pass-${i}`);
    const responses = await Promise.all(
      passwords.map((password) =>
        t.request('PUT', '/api/v1/admin/login/updatePassword', {
          token: verified.body.token,
          body: { phone: PHONE, password },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 401, 401, 401, 401]);
    for (const r of responses.filter((r) => r.status === 401)) {
      expect(r.body).toMatchObject({ success: false, message: AuthMessages.invalidToken });
    }
    const winner = passwords[responses.findIndex((r) => r.status === 200)] ?? '';
    const session = await t.login(TEST_ADMIN.email, winner);
    for (const loser of passwords.filter((p) => p !== winner)) expect((await login(loser)).status).toBe(401);
    const audit = await t.request('GET', '/api/v1/admin/audit?action=auth.password_changed', {
      token: session,
    });
    expect(audit.body.data).toHaveLength(1);
  });
});
