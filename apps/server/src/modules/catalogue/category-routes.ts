import {
  CatalogueMessages,
  insertServiceCategoryBodySchema,
  serviceCategoryIdParamsSchema,
  serviceCategoryResponseSchema,
  updateServiceCategoryBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, auditedCrudRouteOptions } from '../audit/service';
import type { CategoryService } from './category-service';

const options = auditedCrudRouteOptions(['catalogue'], 'catalogue.manage');

/** Insert, update and delete of …SERVICE_CATEGORIES; answers use the screen shape. */
export function categoryMutationRoutes(service: CategoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/data/insertSERVICE_CATEGORIES',
      options.insert(
        {
          summary: 'Add a service category (name, description and icon required; names unique, any case)',
          description: 'The database assigns the id: a service_cat_id in the body is ignored.',
        },
        insertServiceCategoryBodySchema,
        serviceCategoryResponseSchema,
        [409],
      ),
      async (request, reply) => {
        const data = await service.create(request.body, auditActor(request));
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.put(
      '/admin/data/updateSERVICE_CATEGORIES',
      options.update(
        { summary: 'Rename or re-describe a service category; an omitted or empty icon URL keeps the icon' },
        updateServiceCategoryBodySchema,
        serviceCategoryResponseSchema,
        [404, 409],
      ),
      async (request) => ({
        success: true as const,
        data: await service.update(request.body, auditActor(request)),
      }),
    );

    app.delete(
      '/admin/data/deleteSERVICE_CATEGORIES/:id',
      options.remove(
        {
          summary: 'Delete a service category that nothing refers to',
          description:
            '409 with the reason while it still has sub-services, vendors, bookings or customer payments (ADR 006).',
        },
        serviceCategoryIdParamsSchema,
        [404, 409],
      ),
      async (request) => {
        await service.remove(request.params.id, auditActor(request));
        return { success: true as const, message: CatalogueMessages.categoryDeleted };
      },
    );
  };
}
