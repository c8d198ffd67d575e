import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected } from '../test/chat-clients';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialect } from '../test/test-database';

const METRICS_TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample line, e.g. `http_request_duration_seconds_count{…} 3`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe(`GET /metrics (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (token?: string) => t.request('GET', '/metrics', token ? { token } : {});

  it('refuses a scrape without the token or with a wrong one', async () => {
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, message: expect.any(String) });
    const wrong = await scrape('not-the-metrics-token');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false });
    // An admin session is not a metrics token either.
    expect((await scrape(await t.login())).status).toBe(401);
  });

  it('times requests by route pattern, never by raw URL, and by status code', async () => {
    const token = await t.login();
    expect((await t.request('GET', '/api/v1/admin/data/vendors/424242', { token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/admin/data/vendors/434343', { token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/health')).status).toBe(200);
    expect((await t.request('GET', '/api/v1/no-such-route/515151')).status).toBe(404);

    const res = await scrape(METRICS_TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text: string = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const byRoute = { route: '/api/v1/admin/data/vendors/:vendorId', method: 'GET', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', byRoute)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...byRoute, le: '+Inf' })).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/health', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(text).not.toContain('424242');
    expect(text).not.toContain('515151');
  });

  it('times database statements by kind', async () => {
    await t.request('GET', '/api/v1/health');
    const text: string = (await scrape(METRICS_TOKEN)).body;
    expect(text).toContain('# TYPE db_query_duration_seconds histogram');
    expect(
      sample(text, 'db_query_duration_seconds_count', { statement: 'select', outcome: 'ok' }),
    ).toBeGreaterThan(0);
  });

  it('reports event-loop lag, heap, process figures and connected chat sockets', async () => {
    const before: string = (await scrape(METRICS_TOKEN)).body;
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(before).toContain(`# TYPE ${name} `);
    }
    expect(before).toMatch(/^socketio_connected_sockets 0$/m);

    const client = await connected(t.baseUrl, await t.login());
    try {
      const during: string = (await scrape(METRICS_TOKEN)).body;
      expect(during).toMatch(/^socketio_connected_sockets 1$/m);
    } finally {
      client.disconnect();
    }
  });

  it('stays out of the OpenAPI document', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(Object.keys(res.body.paths)).not.toContain('/metrics');
    expect(Object.keys(res.body.paths)).toContain('/api/v1/health/ready');
  });
});

describe(`GET /metrics without METRICS_TOKEN (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404, whatever the token', async () => {
    for (const token of [undefined, 'anything-at-all-here', await t.login()]) {
      const res = await t.request('GET', '/metrics', token ? { token } : {});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Route GET /metrics not found' });
    }
  });
});
