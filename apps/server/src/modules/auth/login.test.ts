import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`POST /api/v1/admin/login (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  it('signs in with the right credentials and returns token and admin', async () => {
    const res = await t.request('POST', '/api/v1/admin/login', {
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      admin: { id: t.adminId, name: TEST_ADMIN.name },
    });
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await t.request('POST', '/api/v1/admin/login', {
      body: { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password },
    });
    expect(res.status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const rows = await t.database.handle.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await t.request('POST', '/api/v1/admin/login', {
      body: { email: TEST_ADMIN.email, password: 'nope-nope' },
    });
    const unknown = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'nobody@seva.test', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: AuthMessages.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
    // a success clears the counter so the brute-force test below starts from zero
    await t.login();
  });

  it.each([
    [{ password: 'x' }, 'email'],
    [{ email: TEST_ADMIN.email }, 'password'],
    [{ email: '', password: 'x' }, 'email'],
  ])('refuses %o with 400 naming the missing field', async (body, field) => {
    const res = await t.request('POST', '/api/v1/admin/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(field);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.request('POST', '/api/v1/admin/login', {
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(res.status).toBe(400);
    const raw = await fetch(`${t.baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ success: false, message: 'Request body is not valid JSON' });
  });

  it('locks the email with 429 after repeated failures, even for the right password', async () => {
    const attempt = (password: string) =>
      t.request('POST', '/api/v1/admin/login', { body: { email: TEST_ADMIN.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const locked = await attempt(TEST_ADMIN.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(AuthMessages.tooManyAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('doubles the lock with each failure after one runs out (60 s, 120 s, 240 s)', async () => {
    const attempt = (password: string) =>
      t.request('POST', '/api/v1/admin/login', { body: { email: TEST_ADMIN.email, password } });
    const expireLock = () =>
      t.database.handle.db
        .updateTable('auth_throttle')
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('key', '=', `login:email:${TEST_ADMIN.email}`)
        .execute();
    // the previous test left the email locked for 60 s
    for (const seconds of [120, 240]) {
      await expireLock();
      expect((await attempt('wrong-password')).status).toBe(401);
      const locked = await attempt(TEST_ADMIN.password);
      expect(locked.status).toBe(429);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(seconds - 5);
      expect(retryAfter).toBeLessThanOrEqual(seconds);
    }
    await expireLock();
    await t.login();
  });

  it('writes audit rows for successful and failed sign-ins', async () => {
    const rows = await t.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id', 'ip'])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'auth.login', admin_id: t.adminId, ip: '127.0.0.1' },
        { action: 'auth.login_failed', admin_id: t.adminId, ip: '127.0.0.1' },
        { action: 'auth.login_failed', admin_id: null, ip: '127.0.0.1' },
      ]),
    );
  });
});
