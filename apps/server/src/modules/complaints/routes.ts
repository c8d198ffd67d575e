import {
  bulkResolveComplaintsBodySchema,
  bulkResponseSchema,
  complaintIdParamsSchema,
  complaintListQuerySchema,
  complaintNoteListResponseSchema,
  complaintReplyBodySchema,
  customerComplaintListResponseSchema,
  errorResponseSchema,
  updateComplaintBodySchema,
  updateCustomerComplaintResponseSchema,
  updateVendorComplaintResponseSchema,
  vendorComplaintListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor } from '../audit/service';
import { createComplaintService } from './service';
import { createComplaintWorkflow } from './workflow';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };
const description =
  'q: case-insensitive contains on the name; status: one state; limit/offset page; newest first, sort=-age oldest first. total counts every match. service_level compares the complaint with its first-response and resolution targets.';
const updateDescription =
  'Any of: status (open → in_progress → resolved, resolved → open; any other move is 409), assignee_id (an admin, or null), note (internal; with status resolved it is the resolution note). 409 also when another change landed between read and write. 404: unknown complaint or assignee. Every change is audited.';

/** The complaints of docs/product/api.md#complaints: the lists and the workflow (docs/product/complaints.md). */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createComplaintService(deps);
  const workflow = createComplaintWorkflow(deps);

  app.get(
    '/admin/data/getvendorscomplaints',
    {
      config: { permission: 'complaints.read' },
      schema: {
        tags: ['complaints'],
        summary: 'Complaints made by vendors, searched by vendor_name',
        description,
        security: [{ bearerAuth: [] }],
        querystring: complaintListQuerySchema,
        response: { 200: vendorComplaintListResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { q, status, sort, limit, offset } = request.query;
      const filter = { q: q || undefined, status };
      if (wantsCsv(request)) {
        const items = service.vendorComplaintItems(filter, { sort });
        const response = vendorComplaintListResponseSchema;
        return sendCsv(deps, request, reply, { list: 'vendor-complaints', response, items });
      }
      return sendJson(reply, await service.vendorComplaints(filter, { limit, offset, sort }));
    },
  );

  app.get(
    '/admin/data/getCUSTOMERCOMPLAINTS',
    {
      config: { permission: 'complaints.read' },
      schema: {
        tags: ['complaints'],
        summary: 'Complaints made by customers, searched by customer_name',
        description,
        security: [{ bearerAuth: [] }],
        querystring: complaintListQuerySchema,
        response: { 200: customerComplaintListResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { q, status, sort, limit, offset } = request.query;
      const filter = { q: q || undefined, status };
      if (wantsCsv(request)) {
        const items = service.customerComplaintItems(filter, { sort });
        const response = customerComplaintListResponseSchema;
        return sendCsv(deps, request, reply, { list: 'customer-complaints', response, items });
      }
      return sendJson(reply, await service.customerComplaints(filter, { limit, offset, sort }));
    },
  );

  const changeFailures = { ...failures, 404: errorResponseSchema, 409: errorResponseSchema };

  app.put(
    '/admin/data/complaints/vendor/:id',
    {
      config: { permission: 'complaints.work' },
      schema: {
        tags: ['complaints'],
        summary: "Move, assign or note a vendor's complaint",
        description: updateDescription,
        security: [{ bearerAuth: [] }],
        params: complaintIdParamsSchema,
        body: updateComplaintBodySchema,
        response: { 200: updateVendorComplaintResponseSchema, ...changeFailures },
      },
    },
    async (request) => {
      const { id } = request.params;
      await workflow.update('vendor', id, request.body, auditActor(request));
      return { success: true as const, data: await workflow.complaint('vendor', id) };
    },
  );

  app.put(
    '/admin/data/complaints/customer/:id',
    {
      config: { permission: 'complaints.work' },
      schema: {
        tags: ['complaints'],
        summary: "Move, assign or note a customer's complaint",
        description: updateDescription,
        security: [{ bearerAuth: [] }],
        params: complaintIdParamsSchema,
        body: updateComplaintBodySchema,
        response: { 200: updateCustomerComplaintResponseSchema, ...changeFailures },
      },
    },
    async (request) => {
      const { id } = request.params;
      await workflow.update('customer', id, request.body, auditActor(request));
      return { success: true as const, data: await workflow.complaint('customer', id) };
    },
  );

  for (const kind of ['vendor', 'customer'] as const) {
    app.post(
      `/admin/data/complaints/${kind}/bulk/resolve`,
      {
        config: { permission: 'complaints.work' },
        schema: {
          tags: ['complaints'],
          summary: `Resolve several ${kind}s' complaints (at most 100) with one resolution note, answered per complaint`,
          description: `Each complaint is resolved as by PUT /admin/data/complaints/${kind}/{id} with { status: 'resolved', note }: its own conditional move, resolution note and audit rows. 200 with one result per id, in order: { id, ok: true }, or { id, ok: false, message } for a complaint that is not in progress (only in_progress → resolved is allowed) or unknown (nothing written for it). 400 for a malformed body, no ids, more than 100, a repeated id or a blank note (nothing written).`,
          security: [{ bearerAuth: [] }],
          body: bulkResolveComplaintsBodySchema,
          response: { 200: bulkResponseSchema, ...failures },
        },
      },
      async (request) => {
        const { complaint_ids, note } = request.body;
        const results = await workflow.resolveMany(kind, complaint_ids, note, auditActor(request));
        return { success: true as const, data: { results } };
      },
    );

    app.get(
      `/admin/data/complaints/${kind}/:id/notes`,
      {
        config: { permission: 'complaints.read' },
        schema: {
          tags: ['complaints'],
          summary: `A ${kind}'s complaint's notes, replies and resolution notes, oldest first`,
          security: [{ bearerAuth: [] }],
          params: complaintIdParamsSchema,
          response: { 200: complaintNoteListResponseSchema, ...failures, 404: errorResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await workflow.notes(kind, request.params.id) }),
    );
  }

  app.post(
    '/admin/data/complaints/customer/:id/reply',
    {
      config: { permission: 'complaints.work' },
      schema: {
        tags: ['complaints'],
        summary: "Reply to a customer's complaint by SMS",
        description:
          "Keeps text as a reply note and writes its SMS to the complaint's mobile in one transaction (the outbox sends it, retried while the gateway is down, shown on Deliveries); sets first_response_at if unset and moves an open complaint to in_progress. 422: no mobile. Vendors are answered in chat (sendMessage with complaint_id).",
        security: [{ bearerAuth: [] }],
        params: complaintIdParamsSchema,
        body: complaintReplyBodySchema,
        response: {
          200: updateCustomerComplaintResponseSchema,
          ...failures,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await workflow.replyBySms(request.params.id, request.body.text, auditActor(request)),
    }),
  );
};
