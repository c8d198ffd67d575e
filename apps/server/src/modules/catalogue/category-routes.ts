import {
  CatalogueMessages,
  errorResponseSchema,
  insertServiceCategoryBodySchema,
  okResponseSchema,
  serviceCategoryIdParamsSchema,
  serviceCategoryResponseSchema,
  updateServiceCategoryBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/actor';
import type { CategoryService } from './category-service';

const tags = ['catalogue'];
const security = [{ bearerAuth: [] }];

/** Insert, update and delete of SPEC §7 …SERVICE_CATEGORIES; answers use the screen shape. */
export function categoryMutationRoutes(service: CategoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/data/insertSERVICE_CATEGORIES',
      {
        schema: {
          tags,
          summary: 'Add a service category (name, description and icon required; names unique, any case)',
          description: 'The database assigns the id: a service_cat_id in the body is ignored.',
          security,
          body: insertServiceCategoryBodySchema,
          response: {
            201: serviceCategoryResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const data = await service.create(request.body, auditActor(request));
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.put(
      '/admin/data/updateSERVICE_CATEGORIES',
      {
        schema: {
          tags,
          summary: 'Rename or re-describe a service category; an omitted or empty icon URL keeps the icon',
          security,
          body: updateServiceCategoryBodySchema,
          response: {
            200: serviceCategoryResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.update(request.body, auditActor(request)),
      }),
    );

    app.delete(
      '/admin/data/deleteSERVICE_CATEGORIES/:id',
      {
        schema: {
          tags,
          summary: 'Delete a service category that nothing refers to',
          description:
            '409 with the reason while it still has sub-services, vendors, bookings or customer payments (ADR 006).',
          security,
          params: serviceCategoryIdParamsSchema,
          response: {
            200: okResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        await service.remove(request.params.id, auditActor(request));
        return { success: true as const, message: CatalogueMessages.categoryDeleted };
      },
    );
  };
}
