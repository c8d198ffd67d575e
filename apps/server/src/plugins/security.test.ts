import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../test/app-tokens';
import { insertVendor } from '../test/factories';
import { createTestApp, TEST_ADMIN, type TestApp, type TestResponse } from '../test/test-app';
import { testDialect } from '../test/test-database';
import { webDist } from '../test/web-dist';

/** docs/product/data-and-security.md#headers: the policy every answer carries, exactly. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  // The API and the chat socket (ws:/wss:) on the page's own origin only.
  "connect-src 'self'",
].join(';');

describe(`security headers and caching (${testDialect})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDist() });
    token = await t.login();
  });
  afterAll(() => t.close());

  /** The answer must not be kept by the browser or any cache between (it carries a token or personal data). */
  function expectNotStored(res: TestResponse, what: string): void {
    expect(res.headers.get('cache-control'), what).toBe('no-store');
  }

  it('sends the same framing and content policy on the web app, an API answer and an API failure', async () => {
    const answers = {
      page: await t.request('GET', '/managevendor'),
      asset: await t.request('GET', '/assets/app-1234.js'),
      list: await t.request('GET', '/api/v1/admin/data/vendors?limit=1', { token }),
      refused: await t.request('GET', '/api/v1/admin/data/vendors'),
      health: await t.request('GET', '/api/v1/health'),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers.get('content-security-policy'), what).toBe(CONTENT_SECURITY_POLICY);
      // X-Frame-Options agrees with frame-ancestors 'none', for browsers that read only the former.
      expect(res.headers.get('x-frame-options'), what).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    }
  });

  it('answers sign-in, right or wrong, with no-store', async () => {
    const ok = await t.request('POST', '/api/v1/admin/login', {
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expectNotStored(ok, 'sign-in');
    const wrong = await t.request('POST', '/api/v1/admin/login', {
      body: { email: TEST_ADMIN.email, password: 'Not-The-Password-1' },
    });
    expect(wrong.status).toBe(401);
    expectNotStored(wrong, 'wrong password');
  });

  it('answers the recovery codes, their token and a refusal (403) with no-store', async () => {
    const forgot = await t.request('POST', '/api/v1/admin/login/forgetPassword', {
      body: { phone: TEST_ADMIN.phone },
    });
    expect(forgot.status).toBe(200);
    expectNotStored(forgot, 'forgetPassword');
    const verified = await t.request('POST', '/api/v1/admin/login/verifyOtp', {
      body: { phone: TEST_ADMIN.phone, otp: t.latestOtp() },
    });
    expect(verified.status).toBe(200);
    expectNotStored(verified, 'verifyOtp');
    const otherPhone = await t.request('PUT', '/api/v1/admin/login/updatePassword', {
      token: verified.body.token,
      body: { phone: '9000000000', password: 'Valid-Pass-9' },
    });
    expect(otherPhone.status).toBe(403);
    expectNotStored(otherPhone, 'updatePassword for another phone');
  });

  it('answers the admin API, its lists, its reads and its failures, with no-store', async () => {
    const vendor = await insertVendor(t.database.handle.db, { vendor_name: 'Cache Test Vendor' });
    const answers: [string, TestResponse, number][] = [
      ['a list', await t.request('GET', '/api/v1/admin/data/vendors?limit=5', { token }), 200],
      ['a CSV export', await t.request('GET', '/api/v1/admin/data/getcustomers?format=csv', { token }), 200],
      ['a read', await t.request('GET', `/api/v1/admin/data/vendors/${vendor.vendor_id}`, { token }), 200],
      ['the dashboard', await t.request('GET', '/api/v1/admin/dashboard', { token }), 200],
      ['a missing vendor', await t.request('GET', '/api/v1/admin/data/vendors/999999', { token }), 404],
      ['an unknown path', await t.request('GET', '/api/v1/admin/data/nope', { token }), 404],
      ['a bad query', await t.request('GET', '/api/v1/admin/data/vendors?limit=0', { token }), 400],
      ['no token', await t.request('GET', '/api/v1/admin/data/vendors'), 401],
      // Refused by Fastify before any hook runs (plugins/errors.ts, frameworkErrorHandler).
      ['a bad escape', await t.request('GET', '/api/v1/admin/data/vendors/%E0%A4%A', { token }), 400],
    ];
    for (const [what, res, status] of answers) {
      expect(res.status, what).toBe(status);
      expectNotStored(res, what);
    }
  });

  it("answers the customer app's sign-in and its reads with no-store", async () => {
    const phone = '9300000101';
    const requested = await t.request('POST', '/api/v1/customer/login/requestOtp', { body: { phone } });
    expect(requested.status).toBe(200);
    expectNotStored(requested, 'requestOtp');
    const verified = await t.request('POST', '/api/v1/customer/login/verifyOtp', {
      body: { phone, otp: t.latestOtp(phone) },
    });
    expect(verified.status).toBe(200);
    expectNotStored(verified, 'verifyOtp');
    const me = await t.request('GET', '/api/v1/customer/me', { token: verified.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.mobile).toBe(phone);
    expectNotStored(me, 'customer/me');
    const refused = await t.request('GET', '/api/v1/vendor/me', { token: verified.body.token });
    expect(refused.status).toBe(401);
    expectNotStored(refused, 'vendor/me with a customer token');
  });

  it("answers the vendor app and the chat's API with no-store", async () => {
    const applicant = await appToken(t, 'vendor', '9300000102');
    const me = await t.request('GET', '/api/v1/vendor/me', { token: applicant });
    expect(me.status).toBe(404);
    expectNotStored(me, 'vendor/me of an applicant');
    const bookings = await t.request('GET', '/api/v1/vendor/me/bookings', { token: applicant });
    expectNotStored(bookings, 'vendor/me/bookings');
    const chatVendors = await t.request('GET', '/api/v1/chat/vendors?limit=5', { token });
    expect(chatVendors.status).toBe(200);
    expectNotStored(chatVendors, 'chat/vendors');
  });

  it('leaves the web build, the health checks and the OpenAPI document to their own caching', async () => {
    const asset = await t.request('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await t.request('GET', '/managevendor');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/api/v1/health', '/api/docs/json']) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBeNull();
    }
  });
});
