import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/** Every protected route must refuse the same set of bad credentials. */
const PROTECTED = [
  ['POST', '/api/v1/admin/logout'],
  ['GET', '/api/v1/admin/audit'],
] as const;

describe(`bearer authentication (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe.each(PROTECTED)('%s %s', (method, path) => {
    it('refuses a request without a token', async () => {
      const res = await t.request(method, path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: AuthMessages.noToken });
    });

    it.each(['Bearer', 'Basic abc', 'Bearer not-a-token', 'Bearer a b'])(
      'refuses header %j',
      async (header) => {
        const res = await t.request(method, path, { headers: { authorization: header } });
        expect(res.status).toBe(401);
        expect([AuthMessages.noToken, AuthMessages.invalidToken]).toContain(res.body.message);
      },
    );

    it('refuses an expired token', async () => {
      const token = await t.login();
      await t.database.handle.db
        .updateTable('admin_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const res = await t.request(method, path, { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AuthMessages.invalidToken);
    });

    it('refuses a token after logout', async () => {
      const token = await t.login();
      expect((await t.request('POST', '/api/v1/admin/logout', { token })).status).toBe(200);
      const res = await t.request(method, path, { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AuthMessages.invalidToken);
    });

    it('refuses a password-reset token', async () => {
      await t.request('POST', '/api/v1/admin/login/forgetPassword', { body: { phone: '9876543210' } });
      const verified = await t.request('POST', '/api/v1/admin/login/verifyOtp', {
        body: { phone: '9876543210', otp: t.latestOtp() },
      });
      expect(verified.status).toBe(200);
      const res = await t.request(method, path, { token: verified.body.token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AuthMessages.invalidToken);
      // let the next reset request through the 30 s resend cooldown
      await t.database.handle.db.deleteFrom('otp_challenges').execute();
      await t.database.handle.db.deleteFrom('auth_throttle').execute();
    });
  });

  it('accepts a live token', async () => {
    const token = await t.login();
    const res = await t.request('GET', '/api/v1/admin/audit', { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('logout revokes only that session and writes an audit row', async () => {
    const first = await t.login();
    const second = await t.login();
    expect((await t.request('POST', '/api/v1/admin/logout', { token: first })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/admin/audit', { token: second })).status).toBe(200);
    const audit = await t.request('GET', '/api/v1/admin/audit?action=auth.logout', { token: second });
    expect(audit.body.data.length).toBeGreaterThan(0);
    expect(audit.body.data[0]).toMatchObject({ action: 'auth.logout', admin_id: t.adminId, entity: 'admin' });
  });
});
