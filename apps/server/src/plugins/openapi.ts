import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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

/** jsonSchemaTransform, with a route's `documentedBody` as the body its requestBody is made of. */
const transform: typeof jsonSchemaTransform = (route) => {
  const { documentedBody, ...schema } = route.schema as typeof route.schema & { documentedBody?: unknown };
  const transformed = jsonSchemaTransform({ ...route, schema });
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
