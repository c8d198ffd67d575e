import {
  errorResponseSchema,
  type VendorListQuery,
  vendorListQuerySchema,
  vendorListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import type { VendorService } from './service';
import type { VendorFilter } from './vendor-filter';

/** The vendor list calls of docs/product/api.md#vendors: each is one fixed state or subscription view of the same list. */
const STATE_LISTS: readonly { path: string; list: string; summary: string; preset: VendorFilter }[] = [
  {
    path: '/admin/data/getvendors_approve',
    list: 'approved-vendors',
    summary: 'Approved vendors (is_approved=1)',
    preset: { state: 'approved' },
  },
  {
    path: '/admin/data/getvendors_pending',
    list: 'pending-vendors',
    summary: 'Pending vendors (neither approved nor rejected)',
    preset: { state: 'pending' },
  },
  {
    path: '/admin/data/getvendors_reject',
    list: 'rejected-vendors',
    summary: 'Rejected vendors (is_rejected=1)',
    preset: { state: 'rejected' },
  },
  {
    path: '/admin/data/getblockvendors',
    list: 'blocked-vendors',
    summary: 'Blocked vendors (is_blocked=1)',
    preset: { state: 'blocked' },
  },
  {
    path: '/admin/data/getVendorsWithSubscription',
    list: 'subscribed-vendors',
    summary: 'Subscribed: an active paid plan that has not expired',
    preset: { view: 'subscribed' },
  },
  {
    path: '/admin/data/getVendorsCompletedTrialNoPurchase',
    list: 'unsubscribed-vendors',
    summary: "UnSubscribed: trial over and no purchase ('trial' past expiry, or 'expired')",
    preset: { view: 'unsubscribed' },
  },
  {
    path: '/admin/data/getfreetrialvendors',
    list: 'trial-vendors',
    summary: 'Trial User: on the free trial, not expired',
    preset: { view: 'trial' },
  },
];

const stateListQuerySchema = vendorListQuerySchema.omit({ view: true, state: true });

function filterFrom(query: Omit<VendorListQuery, 'view' | 'state'>, preset: VendorFilter): VendorFilter {
  return {
    ...preset,
    isBlocked: query.is_blocked,
    serviceCatId: query.service_cat_id,
    category: query.category || undefined,
    q: query.q || undefined,
    name: query.name || undefined,
    ids: query.ids,
  };
}

function pageFrom(query: Pick<VendorListQuery, 'limit' | 'offset' | 'sort'>) {
  return { limit: query.limit, offset: query.offset, sort: query.sort };
}

const responses = { 200: vendorListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema };

/** Every vendor list: the fixed state lists of docs/product/api.md#vendors and GET /admin/data/vendors for the Vendor List screen. */
export function vendorListRoutes(service: VendorService): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = serviceDepsOf(app);
    for (const { path, list, summary, preset } of STATE_LISTS) {
      app.get(
        path,
        {
          config: { permission: 'vendors.read' },
          schema: {
            tags: ['vendors'],
            summary,
            description:
              'Exactly the vendors in this state, blocked ones included unless is_blocked is given. Without limit: every match, no total.',
            security: [{ bearerAuth: [] }],
            querystring: stateListQuerySchema,
            response: responses,
          },
        },
        async (request, reply) => {
          const filter = filterFrom(request.query, preset);
          if (wantsCsv(request)) {
            const items = service.items(filter, pageFrom(request.query));
            return sendCsv(deps, request, reply, { list, response: vendorListResponseSchema, items });
          }
          return sendJson(reply, await service.list(filter, pageFrom(request.query)));
        },
      );
    }

    app.get(
      '/admin/data/vendors',
      {
        config: { permission: 'vendors.read' },
        schema: {
          tags: ['vendors'],
          summary:
            'Vendor List: any view (all, subscribed, unsubscribed, trial) and state, searched and paged',
          description:
            "view and state (the screen's Status filter: pending, approved, rejected, blocked; any other value is refused with 400) combine with the other filters and the search. q searches name, email, mobile, business category and business name (or the status word); one that looks like a phone number (+91, 0, spaces, dashes) matches vendor_mobile on its 10 national digits. The screen sends is_blocked=0 (the Vendor List shows only unblocked vendors) unless its Status is Blocked.",
          security: [{ bearerAuth: [] }],
          querystring: vendorListQuerySchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const { view, state } = request.query;
        const filter = filterFrom(request.query, { view, state });
        if (wantsCsv(request)) {
          const items = service.items(filter, pageFrom(request.query));
          return sendCsv(deps, request, reply, {
            list: 'vendors',
            response: vendorListResponseSchema,
            items,
          });
        }
        return sendJson(reply, await service.list(filter, pageFrom(request.query)));
      },
    );
  };
}
