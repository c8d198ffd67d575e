import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialect } from '../test/test-database';
import { finishOpenApiDocument, operationIdOf } from './openapi-finish';

type Schema = Record<string, unknown>;

function schemasIn(value: unknown, found: Schema[] = []): Schema[] {
  if (Array.isArray(value)) for (const item of value) schemasIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    found.push(value as Schema);
    for (const child of Object.values(value)) schemasIn(child, found);
  }
  return found;
}

describe('operationIdOf', () => {
  it('derives a camel-case id from the method and the path after /api/v1, path parameters as By…', () => {
    expect(operationIdOf('post', '/api/v1/vendor/me/bookings/{id}/complete')).toBe(
      'postVendorMeBookingsByIdComplete',
    );
    expect(operationIdOf('GET', '/api/v1/admin/data/getSERVICE_CATEGORIES')).toBe(
      'getAdminDataGetServiceCategories',
    );
    expect(operationIdOf('get', '/api/v1/admin/data/getReviewsByVendorId/{vendorId}')).toBe(
      'getAdminDataGetReviewsByVendorIdByVendorId',
    );
    expect(operationIdOf('post', '/api/v1/chat/get-or-create-room')).toBe('postChatGetOrCreateRoom');
  });
});

describe('finishOpenApiDocument', () => {
  it('refuses two routes that would share an operationId', () => {
    const document = { paths: { '/a-b': { get: {} }, '/aB': { get: {} } } };
    expect(() => finishOpenApiDocument(document)).toThrow(/getAB/);
  });

  it('keeps an operationId a route chose', () => {
    const document = { paths: { '/x': { get: { operationId: 'listX' } } } };
    expect(finishOpenApiDocument(document).paths['/x'].get.operationId).toBe('listX');
  });

  it('moves nullable from an untyped union into its typed branches, an enum branch listing null', () => {
    const field = {
      nullable: true,
      anyOf: [
        { type: 'string', minLength: 1 },
        { type: 'string', enum: [''] },
      ],
    };
    finishOpenApiDocument({ paths: { '/x': { put: { requestBody: { schema: field } } } } });
    expect(field).toEqual({
      anyOf: [
        { type: 'string', minLength: 1, nullable: true },
        { type: 'string', enum: ['', null], nullable: true },
      ],
    });
  });
  it('lists null among the values of a nullable enum (OpenAPI 3.0.3)', () => {
    const status = { type: 'string', enum: ['trial', 'active'], nullable: true };
    finishOpenApiDocument({ paths: { '/x': { get: { responses: { 200: { schema: status } } } } } });
    expect(status.enum).toEqual(['trial', 'active', null]);
  });

  it("documents a list's CSV answer beside its JSON one when it takes format=csv", () => {
    const responses = () => ({ 200: { content: { 'application/json': { schema: {} } } } });
    const format = (values: string[]) => [
      { in: 'query', name: 'format', schema: { type: 'string', enum: values } },
    ];
    const document = {
      paths: {
        '/csv': { get: { parameters: format(['json', 'csv']), responses: responses() } },
        '/json': { get: { parameters: format(['json']), responses: responses() } },
      },
    };
    finishOpenApiDocument(document);
    expect(Object.keys(document.paths['/csv'].get.responses[200].content)).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(Object.keys(document.paths['/json'].get.responses[200].content)).toEqual(['application/json']);
  });
});

describe(`the served OpenAPI document (${testDialect})`, () => {
  let t: TestApp;
  // biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
  let document: any;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    document = res.body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names a server and a license', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.info.license.name).toEqual(expect.any(String));
  });

  it('gives every operation the operationId derived from its method and path, each once', () => {
    const ids: string[] = [];
    for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
        ids.push(operation.operationId!);
      }
    }
    expect(ids.length).toBeGreaterThan(40);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no nullable schema without a type (OpenAPI 3.0)', () => {
    const untyped = schemasIn(document).filter((s) => s.nullable === true && s.type === undefined);
    expect(untyped).toEqual([]);
    // The catalogue's optional image URLs are where zod's nullable unions were: they still accept null.
    const put = document.paths['/api/v1/admin/data/updateSERVICE_CATEGORIES'].put;
    const url = put.requestBody.content['application/json'].schema.properties.service_category_url;
    expect(url.anyOf.every((branch: Schema) => branch.nullable === true)).toBe(true);
  });

  /** Every operation of the document: `GET /api/v1/health` → its operation object. */
  // biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
  const operations = (): [string, string, any][] =>
    // biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
    Object.entries<Record<string, any>>(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) => [method.toUpperCase(), path, operation] as [string, string, unknown],
      ),
    );
  /** A concrete URL of a path template: 1 for every path parameter. */
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

  it('asks no bearer token of the public operations, and each of them answers without one', async () => {
    const open = operations().filter(
      ([, , operation]) => Array.isArray(operation.security) && operation.security.length === 0,
    );
    expect(open.map(([method, path]) => `${method} ${path}`).sort()).toEqual([
      'GET /api/v1/health',
      'GET /api/v1/health/ready',
      'POST /api/v1/admin/login',
      'POST /api/v1/admin/login/forgetPassword',
      'POST /api/v1/admin/login/mfa',
      'POST /api/v1/admin/login/verifyOtp',
      'POST /api/v1/customer/login/requestOtp',
      'POST /api/v1/customer/login/verifyOtp',
      'POST /api/v1/payments/razorpay/webhook',
      'POST /api/v1/payments/webhook',
      'POST /api/v1/vendor/login/requestOtp',
      'POST /api/v1/vendor/login/verifyOtp',
    ]);
    for (const [method, path] of open) {
      const res = await t.request(method, concrete(path), method === 'GET' ? {} : { body: {} });
      expect(res.body.message, `${method} ${path}`).not.toBe(AuthMessages.noToken);
      expect(res.status, `${method} ${path}`).not.toBe(401);
    }
  });

  it('asks a bearer token of every other operation, which refuses a call without one with 401', async () => {
    const secured = operations().filter(
      ([, , operation]) => operation.security === undefined || operation.security.length > 0,
    );
    expect(secured.length).toBeGreaterThan(60);
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const [method, path, operation] of secured) {
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
      const res = await t.request(method, concrete(path), method === 'GET' ? {} : { body: {} });
      expect([res.status, res.body.message], `${method} ${path}`).toEqual([401, AuthMessages.noToken]);
    }
  });

  it('documents text/csv on every list that takes format=csv, and each answers CSV', async () => {
    const token = await t.login();
    const csv = operations().filter(([, , operation]) => operation.responses['200']?.content?.['text/csv']);
    expect(csv).toHaveLength(24);
    // A vendor's ledger answers 404 for a vendor that does not exist.
    const vendor = await insertVendor(t.database.handle.db);
    for (const [method, path] of csv) {
      expect(method).toBe('GET');
      const url = concrete(path.replace('{vendorId}', String(vendor.vendor_id)));
      const res = await t.request('GET', `${url}?format=csv`, { token });
      expect([res.status, res.headers.get('content-type')], path).toEqual([200, 'text/csv; charset=utf-8']);
    }
  });

  it('documents 414 on every operation with a path parameter, and 415 and 413 on every one that reads a body', () => {
    for (const [method, path, operation] of operations()) {
      const statuses = Object.keys(operation.responses);
      if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('414');
      if (method !== 'GET')
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '413', '415']));
    }
  });

  it('describes the upload as a multipart form with its image file, which the route reads itself', () => {
    const post = document.paths['/api/v1/global/upload/file'].post;
    expect(post.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['image'],
            properties: { image: expect.objectContaining({ type: 'string', format: 'binary' }) },
          },
        },
      },
    });
  });
});
