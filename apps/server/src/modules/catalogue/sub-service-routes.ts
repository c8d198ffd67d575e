import {
  CatalogueMessages,
  errorResponseSchema,
  insertSubServiceBodySchema,
  subServiceIdParamsSchema,
  subServiceListQuerySchema,
  subServiceListResponseSchema,
  subServiceResponseSchema,
  updateSubServiceBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor, auditedCrudRouteOptions } from '../audit/service';
import type { SubServiceService } from './sub-service-service';

const tags = ['catalogue'];
const security = [{ bearerAuth: [] }];
const options = auditedCrudRouteOptions(tags, 'catalogue.manage');

/** …SERVICES: the sub-services of the categories, with prices in rupees. */
export function subServiceRoutes(service: SubServiceService): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = serviceDepsOf(app);
    app.get(
      '/admin/data/getSERVICES',
      {
        config: { permission: 'vendors.read' },
        schema: {
          tags,
          summary: 'Sub-services, all or of one category (service_cat_id); q searches service_name',
          security,
          querystring: subServiceListQuerySchema,
          response: { 200: subServiceListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { limit, offset, sort, service_cat_id } = request.query;
        const filter = { q: request.query.q || undefined, service_cat_id };
        if (wantsCsv(request)) {
          return sendCsv(deps, request, reply, {
            list: 'sub-services',
            response: subServiceListResponseSchema,
            items: service.items(filter, { sort }),
          });
        }
        return sendJson(reply, await service.list(filter, { limit, offset, sort }));
      },
    );

    app.post(
      '/admin/data/insertSERVICES',
      options.insert(
        {
          summary: 'Add a sub-service: price > 0 with at most two decimals, image required',
          description:
            '422 when service_cat_id is not an existing category; 409 for a name its category has.',
        },
        insertSubServiceBodySchema,
        subServiceResponseSchema,
        [409, 422],
      ),
      async (request, reply) => {
        const data = await service.create(request.body, auditActor(request));
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.put(
      '/admin/data/updateSERVICES',
      options.update(
        {
          summary:
            'Update a sub-service (as add plus service_id); an omitted or empty image URL keeps the image',
        },
        updateSubServiceBodySchema,
        subServiceResponseSchema,
        [404, 409, 422],
      ),
      async (request) => ({
        success: true as const,
        data: await service.update(request.body, auditActor(request)),
      }),
    );

    app.delete(
      '/admin/data/deleteSERVICES/:subServiceId',
      options.remove({ summary: 'Delete a sub-service' }, subServiceIdParamsSchema, [404]),
      async (request) => {
        await service.remove(request.params.subServiceId, auditActor(request));
        return { success: true as const, message: CatalogueMessages.subServiceDeleted };
      },
    );
  };
}
