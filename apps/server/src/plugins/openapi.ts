import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponseSchema } from '@seva/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { permissionList } from '../modules/team/service';
import { finishOpenApiDocument } from './openapi-finish';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body of a route that reads it itself (a multipart form), as JSON Schema, for the document
     * alone: a `body` would be validated by zod, which never sees a multipart body.
     */
    documentedBody?: Record<string, unknown>;
  }
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The failures every route of a kind can answer, whatever its handler does, in the failure shape
 * (plugins/errors.ts), keyed by status: a body Fastify cannot read (400, 413, 415) on a method that
 * carries one, a path parameter over maxParamLength (414), no or a wrong token (401) unless the route is
 * public (plugins/auth.ts), load shedding (503) unless the route is answered under load
 * (plugins/load-shedding.ts), and a failure of the server itself, such as a database outage (500). A
 * route's own schema may say more (`response`), and wins.
 */
function frameworkFailures(route: RouteOptions): Record<number, typeof errorResponseSchema> {
  const methods = [route.method].flat();
  const failures: Record<number, typeof errorResponseSchema> = {};
  const failure = (description: string) => errorResponseSchema.describe(description);
  if (methods.some((method) => BODY_METHODS.includes(method))) {
    failures[400] = failure('Invalid request: a field, the query, or a body that is not JSON');
    failures[413] = failure('Request body is too large');
    failures[415] = failure('Unsupported content type; send application/json');
  }
  if (route.url.includes(':')) failures[414] = failure('A path parameter is too long');
  if (!isPublic(route)) failures[401] = failure('Not authenticated: no token, or not one this route takes');
  if (route.config?.permission !== undefined)
    failures[403] = failure(
      route.config.stepUp === true
        ? 'The admin lacks the permission this operation needs (x-permission), or step-up (x-step-up): two-step sign-in on and a code entered in this session in the last 10 minutes'
        : 'The admin lacks the permission this operation needs (x-permission)',
    );
  if (route.config?.shedUnderLoad !== false)
    failures[503] = failure('The server is overloaded (Retry-After)');
  failures[500] = failure('Internal server error: x-request-id names the request in the server log');
  return failures;
}

const isPublic = (route: RouteOptions) => [route.config?.auth ?? 'admin'].flat().includes('public');

/**
 * jsonSchemaTransform, with a route's `documentedBody` as the body its requestBody is made of, the
 * failures Fastify answers for it (frameworkFailures), and `security: []` on a public route (the
 * document's default asks every operation for a bearer token).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { documentedBody, ...schema } = input.schema as typeof input.schema & { documentedBody?: unknown };
  const route = (input as typeof input & { route: RouteOptions }).route;
  const response = { ...frameworkFailures(route), ...(schema.response as object | undefined) };
  const permission = route.config?.permission;
  const transformed = jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      response,
      ...(isPublic(route) ? { security: [] } : {}),
      // The permission an admin needs (docs/product/team.md#permissions): one key, or any one of several.
      ...(permission === undefined ? {} : { 'x-permission': permissionList(permission) }),
      // Step-up (docs/product/team.md#step-up): a two-step code entered in this session lately.
      ...(route.config?.stepUp === true ? { 'x-step-up': true } : {}),
    },
  });
  return documentedBody
    ? { ...transformed, schema: { ...transformed.schema, body: documentedBody } }
    : transformed;
};

/**
 * OpenAPI document generated from the same zod schemas that validate requests; UI at /api/docs, JSON at
 * /api/docs/json. Partner apps build on it (docs/product/partner-api.md): `npm run api:check` lints it
 * and keeps the simulator's typed client in step with it.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Seva Admin API',
        version: '1.0.0',
        description: 'Back-office API of the Seva marketplace',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
    transform,
    transformObject: (document) =>
      'openapiObject' in document ? finishOpenApiDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
