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
        summary:
          'What needs attention now (KPIs), the last 7, 30 or 90 days per day and the money of a month (Asia/Kolkata)',
        description:
          'days: 7, 30 or 90 (default 30). kpis: pending_approvals (neither approved, rejected nor blocked), unassigned_bookings (not cancelled, no vendor), open_complaints (vendor and customer complaints not resolved), active_subscriptions (active or trial, expiry in the future), trials_expiring_7d, revenue_month (rupees paid since the 1st of this month, before refunds). series: one entry per day, oldest first, days without data are zeros. money (null unless the member holds payments.read): the month `month` (YYYY-MM, default this month): gross_booking_value (customer payments captured), commission_earned (the commission of earnings minus what clawbacks returned), refunds (processed), payouts_made (processed), balance_owed (positive vendor balances now), net_revenue (subscriptions and bookings paid minus refunds), commission_per_day (every day of the month).',
        security: [{ bearerAuth: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { days, month } = request.query;
      // The money is for members who may read payments; the others get null (docs/product/cockpit.md#money-this-month).
      const seesMoney = request.admin?.permissions.has('payments.read') === true;
      const [dashboard, money] = await Promise.all([
        service.dashboard(days),
        seesMoney ? service.money(month) : null,
      ]);
      return { success: true as const, data: { ...dashboard, money } };
    },
  );
};
