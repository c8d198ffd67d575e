import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { checkResponsesOf } from '../test/openapi-responses';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Failures Fastify raises itself — before routing, while parsing, or when no route matches — have the
 * API's failure shape, the security headers and the request id, like every other failure.
 */
describe(`framework failures (${testDialect})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logLines: { reqId?: string; msg?: string; res?: { statusCode?: number } }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: 'false' }),
      databaseUrl: database.url,
    };
    app = await buildApp({ config, database: database.handle, logger: pino({ level: 'info' }, logs) });
    checkResponsesOf(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  function expectFailure(res: LightMyRequestResponse, status: number, message: string | RegExp) {
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toEqual({
      success: false,
      message: expect.stringMatching(message),
      request_id: expect.any(String),
    });
    expect(body.request_id).toMatch(UUID);
    expect(res.headers['x-request-id']).toBe(body.request_id);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-type']).toContain('application/json');
  }

  it('a URL whose percent-escape does not decode → 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/data/vendors/%FF' });
    expectFailure(res, 400, 'The URL is not valid: a percent-escape does not decode');
  });

  it('a path parameter over 100 characters → 414', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/admin/data/vendors/${'1'.repeat(200)}` });
    expectFailure(res, 414, 'A path parameter is too long');
  });

  it('a body that is not JSON → 400, an empty one → 400', async () => {
    const headers = { 'content-type': 'application/json' };
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers,
      payload: '{"email":',
    });
    expectFailure(broken, 400, 'Request body is not valid JSON');
    const empty = await app.inject({ method: 'POST', url: '/api/v1/admin/login', headers, payload: '' });
    expectFailure(empty, 400, 'Request body must not be empty');
  });

  it('a content type the API does not read → 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        headers: { 'content-type': type },
        payload: 'email=a',
      });
      expectFailure(res, 415, 'Unsupported content type; send application/json');
    }
  });

  it('a path no route has → 404', async () => {
    expectFailure(
      await app.inject({ method: 'GET', url: '/api/v1/nope' }),
      404,
      'Route GET /api/v1/nope not found',
    );
  });

  it('a method the path does not take → 405 with Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/admin/login' });
    expectFailure(res, 405, 'Method DELETE is not allowed on /api/v1/admin/login; use POST');
    expect(res.headers.allow).toBe('POST');
    const vendor = await app.inject({ method: 'DELETE', url: '/api/v1/admin/data/vendors/12' });
    expectFailure(vendor, 405, /^Method DELETE is not allowed/);
    expect(vendor.headers.allow).toBe('GET, PATCH');
  });

  it('a missing upload → 404, for GET and HEAD; another method on an upload → 405 with Allow', async () => {
    const missing = await app.inject({ method: 'GET', url: '/uploads/no-such-file.png' });
    expectFailure(missing, 404, '/uploads/no-such-file.png not found');
    const head = await app.inject({ method: 'HEAD', url: '/uploads/no-such-file.png' });
    expect(head.statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/uploads/no-such-file.png' });
    expectFailure(post, 405, 'Method POST is not allowed on /uploads/no-such-file.png; use GET');
    expect(post.headers.allow).toBe('GET');
  });

  it('a 200-character segment where no route has that path → 404 for a method without a parameter there', async () => {
    const long = 'x'.repeat(200);
    // POST /vendor/me/bookings/{id}/complete exists, GET /vendor/me/bookings/{id} does not.
    const res = await app.inject({ method: 'GET', url: `/api/v1/vendor/me/bookings/${long}` });
    expectFailure(res, 404, /^Route GET \/api\/v1\/vendor\/me\/bookings\/x+ not found$/);
    // The method that has a parameter there: Fastify's router refuses the segment's length first.
    const post = await app.inject({ method: 'POST', url: `/api/v1/vendor/me/bookings/${long}/complete` });
    expectFailure(post, 414, 'A path parameter is too long');
    const get = await app.inject({ method: 'GET', url: `/api/v1/vendor/me/bookings/${long}/complete` });
    expectFailure(get, 405, /^Method GET is not allowed on .*; use POST$/);
  });

  it('every response names its request with a new id, which the log lines of that request carry', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const failed = await app.inject({ method: 'GET', url: '/api/v1/admin/data/vendors/%FF' });
    const ids = [ok.headers['x-request-id'], failed.headers['x-request-id']];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).not.toBe(ids[0]);
    const failedLines = () => logLines.filter((line) => line.reqId === failed.json().request_id);
    expect(failedLines().map((line) => line.msg)).toEqual([
      'incoming request',
      'request refused before routing',
    ]);
    expect(failedLines()[1]?.res?.statusCode).toBe(400);
    // A routed request: 'request completed' is logged once the response has been sent.
    const okLines = () => logLines.filter((line) => line.reqId === ids[0]);
    await vi.waitFor(() =>
      expect(okLines().map((line) => line.msg)).toEqual(['incoming request', 'request completed']),
    );
  });

  it('ignores a request id the client sends', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'x-request-id': 'forged' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
