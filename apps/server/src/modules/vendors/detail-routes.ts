import {
  errorResponseSchema,
  revealKycBodySchema,
  revealKycResponseSchema,
  updateVendorBodySchema,
  vendorIdParamsSchema,
  vendorResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/service';
import type { VendorService } from './service';

/** One vendor: read it, decide on it (approve, reject, block, unblock), reveal a KYC number. */
export function vendorDetailRoutes(service: VendorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/data/vendors/:vendorId',
      {
        schema: {
          tags: ['vendors'],
          summary: 'One vendor, KYC numbers masked',
          security: [{ bearerAuth: [] }],
          params: vendorIdParamsSchema,
          response: {
            200: vendorResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => ({ success: true as const, data: await service.get(request.params.vendorId) }),
    );

    app.put(
      '/admin/data/updatevendors',
      {
        schema: {
          tags: ['vendors'],
          summary: 'Approve, reject, block or unblock a vendor (exactly one per call)',
          description:
            'approved_by / rejected_by are ignored: the deciding admin is the token holder. 409 when the vendor is no longer pending (approve/reject), already blocked (block) or not blocked (unblock).',
          security: [{ bearerAuth: [] }],
          body: updateVendorBodySchema,
          response: {
            200: vendorResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const actor = { ...auditActor(request), adminId: request.admin!.id };
        return { success: true as const, data: await service.decide(request.body, actor) };
      },
    );

    app.post(
      '/admin/data/vendors/:vendorId/kyc/reveal',
      {
        schema: {
          tags: ['vendors'],
          summary: 'Show one KYC number (pan, aadhar or accountNumber) in clear; written to the audit log',
          security: [{ bearerAuth: [] }],
          params: vendorIdParamsSchema,
          body: revealKycBodySchema,
          response: {
            200: revealKycResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { field } = request.body;
        const value = await service.revealKyc(request.params.vendorId, field, auditActor(request));
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: { field, value } };
      },
    );
  };
}
