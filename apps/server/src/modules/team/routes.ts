import {
  dataResponseSchema,
  errorResponseSchema,
  inviteMemberBodySchema,
  memberIdParamsSchema,
  meSchema,
  okResponseSchema,
  roleBodySchema,
  roleKeyParamsSchema,
  roleSchema,
  teamMemberSchema,
  teamQuerySchema,
  updateMemberBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceDepsOf } from '../../lib/service-deps';
import { auditActor } from '../audit/service';
import { createMeService } from './me-service';
import { createTeamService } from './team-service';

const security = [{ bearerAuth: [] }];
const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const TEAM = { permission: 'team.manage' } as const;
/** A change to the team or its roles also needs step-up (docs/product/team.md#step-up). */
const TEAM_CHANGE = { permission: 'team.manage', stepUp: true } as const;

/** The team, its roles and who is signed in (docs/product/team.md). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const team = createTeamService({ ...deps, sms: app.sms });
  const me = createMeService(deps);

  app.get(
    '/admin/me',
    {
      config: { permission: 'signed_in', duringMfaSetup: true },
      schema: {
        tags: ['team'],
        summary: 'Who is signed in: their role, its permissions, and whether two-step sign-in is on',
        security,
        response: { 200: dataResponseSchema(meSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await me.me(request.admin!) }),
  );

  app.get(
    '/admin/roles',
    {
      config: TEAM,
      schema: {
        tags: ['team'],
        summary: 'Every role: the built-in ones (read-only) and the custom ones',
        security,
        response: { 200: dataResponseSchema(roleSchema.array()), 401: errorResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await team.listRoles() }),
  );

  app.post(
    '/admin/roles',
    {
      config: TEAM_CHANGE,
      schema: {
        tags: ['team'],
        summary: 'Make a custom role from permission keys; its key is made from its name',
        security,
        body: roleBodySchema,
        response: { 201: dataResponseSchema(roleSchema), ...failures },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await team.createRole(request.body, auditActor(request)) }),
  );

  app.put(
    '/admin/roles/:key',
    {
      config: TEAM_CHANGE,
      schema: {
        tags: ['team'],
        summary:
          "Rename a custom role or change its permissions (built-in roles: 403); holders' rights change at once",
        security,
        params: roleKeyParamsSchema,
        body: roleBodySchema,
        response: { 200: dataResponseSchema(roleSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.updateRole(request.params.key, request.body, auditActor(request)),
    }),
  );

  app.delete(
    '/admin/roles/:key',
    {
      config: TEAM_CHANGE,
      schema: {
        tags: ['team'],
        summary: 'Delete a custom role; 409 while someone holds it, 403 for a built-in role',
        security,
        params: roleKeyParamsSchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    async (request) => {
      await team.deleteRole(request.params.key, auditActor(request));
      return { success: true as const, message: 'Role deleted' };
    },
  );

  app.get(
    '/admin/team',
    {
      config: TEAM,
      schema: {
        tags: ['team'],
        summary: 'The team, by name; filter by role and status',
        security,
        querystring: teamQuerySchema,
        response: {
          200: dataResponseSchema(teamMemberSchema.array()),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await team.listMembers(request.query) }),
  );

  app.post(
    '/admin/team',
    {
      config: TEAM_CHANGE,
      schema: {
        tags: ['team'],
        summary:
          'Invite a member: they are texted how to set a password (Forgot Password on the sign-in screen)',
        description: '409 when the email or the phone belongs to a member already; 404 for an unknown role.',
        security,
        body: inviteMemberBodySchema,
        response: { 201: dataResponseSchema(teamMemberSchema), ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await team.invite(request.body, auditActor(request), request.log),
      }),
  );

  app.put(
    '/admin/team/:id',
    {
      config: TEAM_CHANGE,
      schema: {
        tags: ['team'],
        summary: "Rename a member or change their role (never one's own; never the last active owner's)",
        description: 'A role change signs the member out everywhere.',
        security,
        params: memberIdParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: dataResponseSchema(teamMemberSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.update(request.params.id, request.body, auditActor(request)),
    }),
  );

  for (const action of ['deactivate', 'reactivate'] as const)
    app.post(
      `/admin/team/:id/${action}`,
      {
        config: TEAM_CHANGE,
        schema: {
          tags: ['team'],
          summary:
            action === 'deactivate'
              ? 'Deactivate a member: signed out everywhere, cannot sign in (never oneself, never the last active owner)'
              : 'Reactivate a deactivated member',
          security,
          params: memberIdParamsSchema,
          response: { 200: dataResponseSchema(teamMemberSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await team[action](request.params.id, auditActor(request)),
      }),
    );

  app.post(
    '/admin/team/:id/mfa/reset',
    {
      config: TEAM_CHANGE,
      schema: {
        tags: ['team'],
        summary: "Turn a member's two-step sign-in off (never one's own): they are signed out everywhere",
        security,
        params: memberIdParamsSchema,
        response: { 200: dataResponseSchema(teamMemberSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.resetTwoStep(request.params.id, auditActor(request)),
    }),
  );
};
