import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
