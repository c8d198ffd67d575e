import {
  bookingIdParamsSchema,
  candidateVendorListResponseSchema,
  candidateVendorQuerySchema,
  errorResponseSchema,
} from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../../lib/service-deps';
import { createCandidateService } from './service';

/** GET /admin/data/bookings/{bookingId}/candidate-vendors: the assign view's ranked vendors (docs/product/dispatch.md). */
export function registerCandidateRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const service = createCandidateService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/admin/data/bookings/:bookingId/candidate-vendors',
    {
      config: { permission: 'bookings.assign' },
      schema: {
        tags: ['bookings'],
        summary: "The assign view's vendors ranked for the booking: score 0-100 and the reasons, best first",
        description:
          "Hard rules: same service category, approved, not blocked, not rejected, a subscription or trial not expired. Vendors passing them all come first by score (distance from the booking's pincode within the vendor's radius, open assignments, Bayesian rating, service hours now in India time), ties by vendor_name and vendor_id; the others follow by vendor_name with score 0 and the first rule they fail as reason. Every vendor carries every rule's { code, ok, text }. q searches name, business, email, mobile and category. Without limit: every vendor, no total. docs/product/dispatch.md.",
        security: [{ bearerAuth: [] }],
        params: bookingIdParamsSchema,
        querystring: candidateVendorQuerySchema,
        response: {
          200: candidateVendorListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.candidateVendors(request.params.bookingId, request.query)),
    }),
  );
}
