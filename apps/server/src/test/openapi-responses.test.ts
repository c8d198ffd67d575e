import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkResponsesOf,
  type ObservedResponse,
  type OpenApiDocument,
  ResponseValidator,
  responseChecks,
} from './openapi-responses';

const failureSchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    request_id: { type: 'string' },
  },
  required: ['success', 'message', 'request_id'],
  additionalProperties: false,
};
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });

const document: OpenApiDocument = {
  paths: {
    '/api/v1/things/{id}': {
      get: {
        operationId: 'getThingsById',
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { success: { type: 'boolean' }, name: { type: 'string', nullable: true } },
                  required: ['success', 'name'],
                },
              },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          404: json(failureSchema),
        },
      },
      delete: { operationId: 'deleteThingsById', responses: { 204: {} } },
    },
  },
};

const FAILURE = JSON.stringify({ success: false, message: 'Not found', request_id: 'r-1' });

const answer = (override: Partial<ObservedResponse>): ObservedResponse => ({
  method: 'GET',
  url: '/api/v1/things/1',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: Buffer.from(JSON.stringify({ success: true, name: null })),
  ...override,
});

const problemOf = (override: Partial<ObservedResponse>) =>
  new ResponseValidator(document).check(answer(override)).problem;

describe('the response-validation tier fails what the document does not describe', () => {
  it('passes a documented status whose body matches its content type', () => {
    expect(problemOf({})).toBeUndefined();
    expect(
      problemOf({ url: '/api/v1/things/1?format=csv', contentType: 'text/csv', body: Buffer.from('a,b\n') }),
    ).toBeUndefined();
    expect(problemOf({ status: 404, body: Buffer.from(FAILURE) })).toBeUndefined();
    expect(
      problemOf({ method: 'DELETE', status: 204, contentType: undefined, body: Buffer.alloc(0) }),
    ).toBeUndefined();
  });

  it('fails an undocumented status, a body off its schema, an undocumented content type, a body where none is', () => {
    expect(problemOf({ status: 409, body: Buffer.from(FAILURE) })).toMatch(
      /GET \/api\/v1\/things\/\{id\} documents 200, 404 only/,
    );
    expect(problemOf({ body: Buffer.from(JSON.stringify({ success: true, name: 7 })) })).toMatch(
      /body\/name must be string/,
    );
    expect(problemOf({ body: Buffer.from('{"success":') })).toMatch(/not JSON/);
    expect(problemOf({ contentType: 'text/html', body: Buffer.from('<p>') })).toMatch(
      /content type text\/html/,
    );
    expect(
      problemOf({ status: 404, body: Buffer.from(JSON.stringify({ success: false, message: 'x' })) }),
    ).toMatch(/request_id/);
    expect(problemOf({ method: 'DELETE', status: 204, body: Buffer.from('{}') })).toMatch(
      /a body where the document has none/,
    );
  });

  it('holds a path or method the document does not list to 404 or 405 with Allow, in the failure shape', () => {
    expect(problemOf({ url: '/api/v1/nothing', status: 404, body: Buffer.from(FAILURE) })).toBeUndefined();
    expect(problemOf({ url: '/api/v1/nothing', status: 200 })).toMatch(/an undocumented path/);
    expect(problemOf({ url: '/api/v1/nothing', status: 404, body: Buffer.from('Not Found') })).toMatch(
      /failure shape/,
    );
    const put = { method: 'PUT', status: 405, body: Buffer.from(FAILURE) };
    expect(problemOf({ ...put, allow: 'GET, DELETE' })).toBeUndefined();
    expect(problemOf({ ...put, allow: 'GET' })).toMatch(/Allow is GET/);
    expect(problemOf({ ...put, status: 404 })).toMatch(/a method \/api\/v1\/things\/\{id\} does not take/);
  });

  it('leaves out what lies outside the API: the web app, uploads, the socket, the docs UI', () => {
    const validator = new ResponseValidator(document);
    for (const url of [
      '/',
      '/vendors/12',
      '/uploads/a.png',
      '/socket.io/?EIO=4',
      '/metrics',
      '/api/docs/json',
    ])
      expect(validator.check(answer({ url, status: 418 })).checked).toBe(false);
  });
});

/**
 * The hook itself (checkResponsesOf, which test/test-app.ts installs on every test app): answers over HTTP
 * and through inject are both checked against the checked-in document, and a wrong one is recorded.
 */
describe('every answer a test app gives is checked against the checked-in document', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    app = Fastify();
    checkResponsesOf(app);
    // The real GET /api/v1/health answers { success: true, data: { status: 'ok', … } }; these do not.
    app.get('/api/v1/health', async (request, reply) => {
      const { as } = request.query as { as?: string };
      if (as === 'teapot')
        return reply.status(418).send({ success: false, message: 'teapot', request_id: 'r' });
      if (as === 'wrong-body') return { success: true, data: { status: 'fine' } };
      return { success: true, data: { status: 'ok', database: 'sqlite', uptime_s: 1 } };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts a documented answer and records an undocumented status or a wrong body, over HTTP and inject', async () => {
    const before = responseChecks.checked;
    await (await fetch(`${baseUrl}/api/v1/health`)).text();
    expect(responseChecks.checked).toBe(before + 1);
    expect(responseChecks.take()).toEqual([]);

    await (await fetch(`${baseUrl}/api/v1/health?as=teapot`)).text();
    await app.inject({ method: 'GET', url: '/api/v1/health?as=wrong-body' });
    // Taken here, so that this test, which made them on purpose, does not fail for them.
    const mismatches = responseChecks.take();
    expect(responseChecks.checked).toBe(before + 3);
    expect(mismatches).toHaveLength(2);
    expect(mismatches[0]).toMatch(
      /^GET \/api\/v1\/health\?as=teapot → 418: GET \/api\/v1\/health documents 200, 500 only/,
    );
    expect(mismatches[1]).toMatch(/^GET \/api\/v1\/health\?as=wrong-body → 200 .*body\/data/);
  });
});
