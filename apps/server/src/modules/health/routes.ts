import { errorResponseSchema } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { checkReadiness, connectRedisProbe } from './readiness';

const healthSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), uptime_s: z.number() }),
});

const readySchema = z.object({
  success: z.literal(true),
  data: z.object({
    database: z.literal('ok'),
    migrations: z.literal('ok'),
    redis: z.enum(['ok', 'not configured']),
    load: z.literal('ok'),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public', shedUnderLoad: false },
      schema: { tags: ['ops'], summary: 'Liveness and database check', response: { 200: healthSchema } },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return {
        success: true as const,
        data: { status: 'ok' as const, database: app.dialect, uptime_s: Math.round(process.uptime()) },
      };
    },
  );

  const redis = app.config.redisUrl ? await connectRedisProbe(app.config.redisUrl, app.log) : undefined;
  app.addHook('onClose', async () => redis?.close());

  app.get(
    '/health/ready',
    {
      config: { auth: 'public', shedUnderLoad: false },
      schema: {
        tags: ['ops'],
        summary: 'Readiness: database reachable, migrations current, Redis reachable, not shedding load',
        response: { 200: readySchema, 503: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await checkReadiness(app, redis, request.log) }),
  );
};
