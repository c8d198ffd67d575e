import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { testDialect } from './test/test-database';
import { webDist } from './test/web-dist';

const BIG_ASSET = `export const rows = [${'"a row of the vendor list",'.repeat(200)}];`;

describe(`application core (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = webDist({
      'assets/big-5678.js': BIG_ASSET,
      'assets/big-5678.js.br': brotliCompressSync(BIG_ASSET),
    });
    t = await createTestApp({ WEB_DIST_DIR: dir });
  });
  afterAll(() => t.close());

  it('reports health without a token', async () => {
    const res = await t.request('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok', database: testDialect } });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.request('GET', '/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route GET /api/v1/nope not found' });
  });

  it('serves the web app for client-side routes (history fallback) without caching index.html', async () => {
    for (const path of ['/', '/managevendor', '/pendingapprovalview/17']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.body).toContain('Seva Admin');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await t.request('GET', '/assets/app-1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, and the plain file otherwise", async () => {
    const compressed = await t.request('GET', '/assets/big-5678.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(compressed.body).toBe(BIG_ASSET);

    const plain = await t.request('GET', '/assets/big-5678.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(BIG_ASSET);
  });

  it('sends security headers', async () => {
    const res = await t.request('GET', '/managevendor');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const api = await t.request('GET', '/api/v1/admin/data/vendors');
    expect(api.status).toBe(401);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/login',
        '/api/v1/admin/login/forgetPassword',
        '/api/v1/admin/login/verifyOtp',
        '/api/v1/admin/login/updatePassword',
        '/api/v1/admin/logout',
        '/api/v1/health',
      ]),
    );
    const ui = await t.request('GET', '/api/docs/');
    expect(ui.status).toBe(200);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});
