import { dispatchBoardQuerySchema, dispatchBoardResponseSchema, errorResponseSchema } from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../../lib/service-deps';
import { createDispatchBoardService } from './service';

/** GET /admin/data/dispatch-board: the day board (docs/product/dispatch-board.md). */
export function registerDispatchBoardRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const service = createDispatchBoardService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/admin/data/dispatch-board',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary:
          "The day board: one India day's slots, the vendors with their jobs and free slots, and the unassigned queue",
        description:
          "date: an Asia/Kolkata day (YYYY-MM-DD, default today); service_cat_id: one category (default all). Rows: the vendors passing the hard rules of the category (all: of the categories of the day's queue), at most DISPATCH_BOARD_VENDOR_CAP (200) of them by name (vendors_capped says more matched), plus every vendor holding a job that day; ordered by vendor_name. free_slots: the slot starts a vendor could take (its service hours cover the slot, no open job overlaps it, it passes the hard rules). queue: the day's bookings with no vendor, neither cancelled nor completed, by slot; late once the slot has started. docs/product/dispatch-board.md.",
        security: [{ bearerAuth: [] }],
        querystring: dispatchBoardQuerySchema,
        response: {
          200: dispatchBoardResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.board(request.query) }),
  );
}
