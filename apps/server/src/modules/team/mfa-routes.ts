import {
  dataResponseSchema,
  errorResponseSchema,
  mfaCodeBodySchema,
  mfaEnabledSchema,
  mfaSetupSchema,
  okResponseSchema,
  TeamMessages,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceDepsOf } from '../../lib/service-deps';
import { auditActor } from '../audit/service';
import { createMfaService } from './mfa-service';

const security = [{ bearerAuth: [] }];
/** Every member's own two-step sign-in, also before it is on for a role that requires it. */
const OWN = { permission: 'signed_in', duringMfaSetup: true } as const;
const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The signed-in member's two-step sign-in (docs/product/team.md#two-step-sign-in). */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const mfa = createMfaService(serviceDepsOf(app));

  app.post(
    '/admin/me/mfa/setup',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Start two-step sign-in: a new secret and its otpauth:// address (for a QR code)',
        description:
          'The secret is not in use until POST /admin/me/mfa/enable confirms it with a code; a new setup replaces one never confirmed. 409 while two-step sign-in is on.',
        security,
        response: { 200: dataResponseSchema(mfaSetupSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await mfa.setup(request.admin!, auditActor(request)),
    }),
  );

  app.post(
    '/admin/me/mfa/enable',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Turn two-step sign-in on with a code of the new secret: ten recovery codes, shown once',
        description:
          'Only hashes of the recovery codes are kept. This session counts as verified for step-up. 400 for a wrong code (nothing changed); 409 when it is on already or no setup was started.',
        security,
        body: mfaCodeBodySchema,
        response: { 200: dataResponseSchema(mfaEnabledSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await mfa.enable(request.admin!, request.body.code, auditActor(request)),
    }),
  );

  app.post(
    '/admin/me/mfa/disable',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Turn two-step sign-in off with a code or a recovery code',
        description:
          'The secret and the recovery codes are deleted. 400 for a wrong or used code; 409 when it is off.',
        security,
        body: mfaCodeBodySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    async (request) => {
      await mfa.disable(request.admin!, request.body.code, auditActor(request));
      return { success: true as const, message: TeamMessages.mfaDisabled };
    },
  );

  app.post(
    '/admin/me/mfa/verify',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Step-up: a code marks this session verified for 10 minutes',
        description:
          'What needs step-up (x-step-up: revealing a KYC number, changing the team or its roles) is then allowed in this session for 10 minutes. 400 for a wrong or used code; 409 when two-step sign-in is off.',
        security,
        body: mfaCodeBodySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    async (request) => {
      await mfa.verify(request.admin!, request.body.code, auditActor(request));
      return { success: true as const, message: TeamMessages.stepUpVerified };
    },
  );
};
