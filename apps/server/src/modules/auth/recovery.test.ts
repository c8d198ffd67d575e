import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAuthState } from '../../test/auth-state';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const PHONE = TEST_ADMIN.phone;

describe(`password recovery (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clearAuthState(t));

  const forget = (phone: string) =>
    t.request('POST', '/api/v1/admin/login/forgetPassword', { body: { phone } });
  const verify = (phone: string, otp: string) =>
    t.request('POST', '/api/v1/admin/login/verifyOtp', { body: { phone, otp } });
  const update = (token: string, body: { phone: string; password: string }) =>
    t.request('PUT', '/api/v1/admin/login/updatePassword', { token, body });
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a 6-digit code and stores only its hash', async () => {
    const res = await forget(PHONE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: AuthMessages.otpSent });
    const code = t.latestOtp();
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.handle.db.selectFrom('otp_challenges').select('code_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('accepts the phone with +91 and spaces', async () => {
    const before = t.outbox.length;
    expect((await forget('+91 98765 43210')).status).toBe(200);
    expect(t.outbox.length).toBe(before + 1);
    expect(t.outbox.at(-1)?.to).toBe(PHONE);
  });

  it('answers an unregistered phone exactly like a registered one, and sends nothing', async () => {
    const before = t.outbox.length;
    const unknown = await forget('9123456780');
    const known = await forget(PHONE);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(t.outbox.filter((m) => m.to === '9123456780')).toHaveLength(0);
    expect(t.outbox.length).toBe(before + 1);
    // and the resend cooldown applies to both alike
    expect((await forget('9123456780')).status).toBe(429);
    expect((await forget(PHONE)).status).toBe(429);
  });

  it('refuses a second request within 30 seconds', async () => {
    expect((await forget(PHONE)).status).toBe(200);
    const again = await forget(PHONE);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ success: false, message: AuthMessages.otpCooldown });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.each([
    [{}, 'phone'],
    [{ phone: '12' }, 'phone'],
  ])('forgetPassword refuses %o with 400', async (body, field) => {
    const res = await t.request('POST', '/api/v1/admin/login/forgetPassword', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
  });

  it.each([
    [{ phone: PHONE }, 'otp'],
    [{ otp: '123456' }, 'phone'],
    [{ phone: PHONE, otp: '12ab56' }, 'otp'],
  ])('verifyOtp refuses %o with 400', async (body, field) => {
    const res = await t.request('POST', '/api/v1/admin/login/verifyOtp', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
  });

  it('refuses a wrong code with 401', async () => {
    await forget(PHONE);
    const res = await verify(PHONE, wrongCode(t.latestOtp()));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: AuthMessages.otpInvalid });
  });

  it('refuses an expired code', async () => {
    await forget(PHONE);
    await t.database.handle.db
      .updateTable('otp_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await verify(PHONE, t.latestOtp());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AuthMessages.otpInvalid);
  });

  it('burns the code after 5 wrong tries', async () => {
    await forget(PHONE);
    const code = t.latestOtp();
    for (let i = 0; i < 5; i++) expect((await verify(PHONE, wrongCode(code))).status).toBe(401);
    const res = await verify(PHONE, code);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AuthMessages.otpInvalid);
  });

  it('a code works only once', async () => {
    await forget(PHONE);
    const code = t.latestOtp();
    expect((await verify(PHONE, code)).status).toBe(200);
    expect((await verify(PHONE, code)).status).toBe(401);
  });

  it('resets the password, revokes every session and audits it', async () => {
    const oldSession = await t.login();
    await forget(PHONE);
    const verified = await verify(PHONE, t.latestOtp());
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      message: AuthMessages.otpVerified,
      token: expect.any(String),
    });
    const resetToken = verified.body.token as string;

    const newPassword = 'Brand-New-Pass-2';
    const res = await update(resetToken, { phone: PHONE, password: newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: AuthMessages.passwordUpdated });

    expect((await t.request('POST', '/api/v1/admin/logout', { token: oldSession })).status).toBe(401);
    expect((await update(resetToken, { phone: PHONE, password: 'Another-Pass-3' })).status).toBe(401);
    const oldLogin = await t.request('POST', '/api/v1/admin/login', {
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(oldLogin.status).toBe(401);
    const token = await t.login(TEST_ADMIN.email, newPassword);
    const audit = await t.request('GET', '/api/v1/admin/audit?action=auth.password_changed', { token });
    expect(audit.body.data).toHaveLength(1);

    // put the password back for the remaining tests (past the resend cooldown)
    await t.database.handle.db.deleteFrom('otp_challenges').execute();
    await t.database.handle.db.deleteFrom('auth_throttle').execute();
    await forget(PHONE);
    const again = await verify(PHONE, t.latestOtp());
    expect((await update(again.body.token, { phone: PHONE, password: TEST_ADMIN.password })).status).toBe(
      200,
    );
  });

  it('updatePassword refuses a normal session token, no token, a short password and another phone', async () => {
    const session = await t.login();
    expect((await update(session, { phone: PHONE, password: 'Valid-Pass-9' })).status).toBe(401);
    const none = await t.request('PUT', '/api/v1/admin/login/updatePassword', {
      body: { phone: PHONE, password: 'Valid-Pass-9' },
    });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(AuthMessages.noToken);

    await forget(PHONE);
    const resetToken = (await verify(PHONE, t.latestOtp())).body.token as string;
    const short = await update(resetToken, { phone: PHONE, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('password');
    const otherPhone = await update(resetToken, { phone: '9000000000', password: 'Valid-Pass-9' });
    expect(otherPhone.status).toBe(403);
    // nothing was written: the old password still works
    await t.login();
  });
});
