import {
  CatalogueMessages,
  errorResponseSchema,
  insertSubServiceBodySchema,
  okResponseSchema,
  subServiceIdParamsSchema,
  subServiceListQuerySchema,
  subServiceListResponseSchema,
  subServiceResponseSchema,
  updateSubServiceBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/actor';
import type { SubServiceService } from './sub-service-service';

const tags = ['catalogue'];
const security = [{ bearerAuth: [] }];

/** SPEC §7 …SERVICES: the sub-services of the categories, with prices in rupees. */
export function subServiceRoutes(service: SubServiceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/data/getSERVICES',
      {
        schema: {
          tags,
          summary: 'Sub-services, all or of one category (service_cat_id); q searches service_name',
          security,
          querystring: subServiceListQuerySchema,
          response: { 200: subServiceListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        const result = await service.list({ ...request.query, q: request.query.q || undefined });
        return { success: true as const, ...result };
      },
    );

    app.post(
      '/admin/data/insertSERVICES',
      {
        schema: {
          tags,
          summary: 'Add a sub-service: price > 0 with at most two decimals, image required',
          description:
            '422 when service_cat_id is not an existing category; 409 for a name its category has.',
          security,
          body: insertSubServiceBodySchema,
          response: {
            201: subServiceResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            409: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const data = await service.create(request.body, auditActor(request));
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.put(
      '/admin/data/updateSERVICES',
      {
        schema: {
          tags,
          summary:
            'Update a sub-service (as add plus service_id); an omitted or empty image URL keeps the image',
          security,
          body: updateSubServiceBodySchema,
          response: {
            200: subServiceResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.update(request.body, auditActor(request)),
      }),
    );

    app.delete(
      '/admin/data/deleteSERVICES/:subServiceId',
      {
        schema: {
          tags,
          summary: 'Delete a sub-service',
          security,
          params: subServiceIdParamsSchema,
          response: {
            200: okResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        await service.remove(request.params.subServiceId, auditActor(request));
        return { success: true as const, message: CatalogueMessages.subServiceDeleted };
      },
    );
  };
}
