import { dashboardQuerySchema, dashboardResponseSchema, errorResponseSchema } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceDepsOf } from '../../lib/service-deps';
import { createDashboardService } from './service';

/** GET /admin/dashboard (docs/product/cockpit.md#dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDashboardService(serviceDepsOf(app));

  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'What needs attention now (KPIs) and the last 7, 30 or 90 days per day (Asia/Kolkata)',
        description:
          'days: 7, 30 or 90 (default 30). kpis: pending_approvals (neither approved, rejected nor blocked), unassigned_bookings (not cancelled, no vendor), open_complaints (vendor and customer complaints not resolved), active_subscriptions (active or trial, expiry in the future), trials_expiring_7d, revenue_month (rupees paid since the 1st of this month). series: one entry per day, oldest first, days without data are zeros.',
        security: [{ bearerAuth: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      return { success: true as const, data: await service.dashboard(request.query.days) };
    },
  );
};
