import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialect } from '../test/test-database';
import { WEB_DIST_FILES, webDist } from '../test/web-dist';
import { OVERLOADED_MESSAGE } from './load-shedding';

const METRICS_TOKEN = 'metrics-token-for-the-tests';

describe(`load shedding (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A heap threshold of one byte: the first memory sample (taken every second) trips it for sure.
    t = await createTestApp({ LOAD_SHED_HEAP_BYTES: '1', METRICS_TOKEN, WEB_DIST_DIR: webDist() });
  });
  afterAll(() => t.close());

  it('refuses requests with 503, Retry-After and the failure shape, before authentication', async () => {
    let res = await t.request('GET', '/api/v1/admin/data/vendors/1');
    for (let i = 0; i < 50 && res.status !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await t.request('GET', '/api/v1/admin/data/vendors/1');
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(res.body).toMatchObject({ success: false, message: OVERLOADED_MESSAGE });

    const login = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'admin@seva.test', password: 'whatever-it-is' },
    });
    expect(login.status).toBe(503);
  });

  it('still serves the web app, so a visitor sees the app and its own error state, not this JSON', async () => {
    await expect.poll(async () => (await t.request('GET', '/api/v1/admin/data/vendors/1')).status).toBe(503);
    for (const path of ['/managevendor', '/admincomplains', '/']) {
      const page = await t.request('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    }
    const asset = await t.request('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe(WEB_DIST_FILES['assets/app-1234.js']);
    const apiMiss = await t.request('GET', '/api/v1/no-such-route');
    expect(apiMiss.status).toBe(503);
  });

  it('still answers liveness and metrics, and readiness reports the overload', async () => {
    const health = await t.request('GET', '/api/v1/health');
    expect(health.status).toBe(200);

    const metrics = await t.request('GET', '/metrics', { token: METRICS_TOKEN });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/http_request_duration_seconds_count\{[^}]*status_code="503"[^}]*\} [1-9]/);

    const ready = await t.request('GET', '/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ success: false, message: OVERLOADED_MESSAGE });
  });
});

describe('load shedding thresholds', () => {
  it('default to generous values: event-loop lag 1 s, heap near V8’s limit, RSS off', () => {
    const { loadShedding } = loadConfig({});
    expect(loadShedding.maxEventLoopDelayMs).toBe(1000);
    expect(loadShedding.maxHeapUsedBytes).toBeGreaterThan(500 * 1024 * 1024);
    expect(loadShedding.maxRssBytes).toBe(0);
  });

  it('are read from the environment, 0 turning a check off', () => {
    const { loadShedding } = loadConfig({
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_HEAP_BYTES: '0',
      LOAD_SHED_RSS_BYTES: '1073741824',
    });
    expect(loadShedding).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 1073741824 });
  });
});
