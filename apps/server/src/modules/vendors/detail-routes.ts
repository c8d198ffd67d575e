import {
  type BulkRejectVendorBody,
  bulkRejectVendorBodySchema,
  bulkResponseSchema,
  bulkVendorBodySchema,
  editVendorBodySchema,
  errorResponseSchema,
  revealKycBodySchema,
  revealKycResponseSchema,
  updateVendorBodySchema,
  vendorIdParamsSchema,
  vendorResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/service';
import { assertPermission } from '../team/service';
import type { VendorService } from './service';

/** One vendor: read it, decide on it (approve, reject, block, unblock), reveal a KYC number; decide on several at once. */
export function vendorDetailRoutes(service: VendorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/data/vendors/:vendorId',
      {
        config: { permission: 'vendors.read' },
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

    app.patch(
      '/admin/data/vendors/:vendorId',
      {
        config: { permission: 'vendors.decide' },
        schema: {
          tags: ['vendors'],
          summary:
            "Edit a vendor's operating details (business name, address, hours, service radius, category)",
          description:
            "Any of name_of_bussiness, bussiness_address, service_cat_id (bussiness_category follows it), service_radius, and service_start_time with service_end_time, checked by the vendor app's rules. Only changed fields are written, audited as vendor.edited with their before and after. 404 unknown vendor; 409 when the vendor changed between read and write; 422 unknown service_cat_id.",
          security: [{ bearerAuth: [] }],
          params: vendorIdParamsSchema,
          body: editVendorBodySchema,
          response: {
            200: vendorResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.editDetails(request.params.vendorId, request.body, auditActor(request)),
      }),
    );

    app.put(
      '/admin/data/updatevendors',
      {
        config: { permission: ['vendors.decide', 'vendors.block'] },
        schema: {
          tags: ['vendors'],
          summary: 'Approve, reject, block or unblock a vendor (exactly one per call)',
          description:
            'approved_by / rejected_by are ignored: the deciding admin is the token holder. rejected_reason (optional) goes only with is_rejected: 1 (400 otherwise); it is kept on the vendor until it resubmits. Each decision queues its message to the vendor (vendor.approved, vendor.rejected, vendor.blocked, vendor.unblocked) in its transaction. 409 when the vendor is no longer pending (approve/reject), already blocked (block) or not blocked (unblock).',
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
        // Approving and rejecting is deciding; blocking and unblocking is its own permission.
        assertPermission(request, request.body.is_blocked === undefined ? 'vendors.decide' : 'vendors.block');
        const actor = { ...auditActor(request), adminId: request.admin!.id };
        return { success: true as const, data: await service.decide(request.body, actor) };
      },
    );

    for (const kind of ['approve', 'reject'] as const) {
      app.post(
        `/admin/data/vendors/bulk/${kind}`,
        {
          config: { permission: 'vendors.decide' },
          schema: {
            tags: ['vendors'],
            summary: `${kind === 'approve' ? 'Approve' : 'Reject'} several pending vendors (at most 100), answered per vendor`,
            description: `Each vendor is ${kind === 'approve' ? 'approved' : 'rejected (with rejected_reason, if given, for every one)'} as by PUT /admin/data/updatevendors: one conditional update, its audit row and its message to the vendor each, the deciding admin the token holder. 200 with one result per id, in order: { id, ok: true }, or { id, ok: false, message } for a vendor no longer pending or unknown (nothing written for it). 400 for a malformed body, no ids, more than 100 or a repeated id (nothing written).`,
            security: [{ bearerAuth: [] }],
            body: kind === 'approve' ? bulkVendorBodySchema : bulkRejectVendorBodySchema,
            response: { 200: bulkResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
          },
        },
        async (request) => {
          const actor = { ...auditActor(request), adminId: request.admin!.id };
          const body = request.body as BulkRejectVendorBody;
          const results = await service.decideMany(kind, body.vendor_ids, actor, body.rejected_reason);
          return { success: true as const, data: { results } };
        },
      );
    }

    app.post(
      '/admin/data/vendors/:vendorId/kyc/reveal',
      {
        config: { permission: 'vendors.kyc_reveal', stepUp: true },
        schema: {
          tags: ['vendors'],
          summary: 'Show one KYC number (pan, aadhar or accountNumber) in clear; written to the audit log',
          description:
            'Needs step-up (x-step-up): two-step sign-in on and a code entered in this session in the last 10 minutes (POST /admin/me/mfa/verify); 403 otherwise, before the body is read.',
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
      async (request) => {
        const { field } = request.body;
        const value = await service.revealKyc(request.params.vendorId, field, auditActor(request));
        return { success: true as const, data: { field, value } };
      },
    );
  };
}
