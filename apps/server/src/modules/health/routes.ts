import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), uptime_s: z.number() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
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
};
