import {
  errorResponseSchema,
  serviceCategoryListQuerySchema,
  serviceCategoryListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toServiceCategory } from './category-mapper';
import { categoryMutationRoutes } from './category-routes';
import { createCategoryService } from './category-service';
import { countCategories, listCategoryRows } from './repository';
import { subServiceRoutes } from './sub-service-routes';
import { createSubServiceService } from './sub-service-service';

/** The service catalogue (SPEC §7 …SERVICE_CATEGORIES and …SERVICES calls). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/data/getSERVICE_CATEGORIES',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Service categories in the screen shape (service_name, service_description, service_image_url)',
        security: [{ bearerAuth: [] }],
        querystring: serviceCategoryListQuerySchema,
        response: {
          200: serviceCategoryListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const query = { ...request.query, q: request.query.q || undefined };
      const data = (await listCategoryRows(app.db, app.dialect, query)).map(toServiceCategory);
      if (query.limit === undefined) return { success: true as const, data };
      const total = await countCategories(app.db, app.dialect, query.q);
      return { success: true as const, data, total };
    },
  );

  await app.register(categoryMutationRoutes(createCategoryService(app.db)));
  await app.register(subServiceRoutes(createSubServiceService({ db: app.db, dialect: app.dialect })));
};
