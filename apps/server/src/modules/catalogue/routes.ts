import {
  errorResponseSchema,
  serviceCategoryListQuerySchema,
  serviceCategoryListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { categoryMutationRoutes } from './category-routes';
import { createCategoryService } from './category-service';
import { subServiceRoutes } from './sub-service-routes';
import { createSubServiceService } from './sub-service-service';

/** The service catalogue: the …SERVICE_CATEGORIES and …SERVICES calls. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const categories = createCategoryService(deps);

  app.get(
    '/admin/data/getSERVICE_CATEGORIES',
    {
      config: { permission: 'vendors.read' },
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
    async (request, reply) => {
      const { limit, offset, sort } = request.query;
      const q = request.query.q || undefined;
      if (wantsCsv(request)) {
        return sendCsv(deps, request, reply, {
          list: 'service-categories',
          response: serviceCategoryListResponseSchema,
          items: categories.items(q, { sort }),
        });
      }
      return sendJson(reply, await categories.list(q, { limit, offset, sort }));
    },
  );

  await app.register(categoryMutationRoutes(categories));
  await app.register(subServiceRoutes(createSubServiceService(deps)));
};
