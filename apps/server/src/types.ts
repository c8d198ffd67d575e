import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';

export type AuthRequirement = 'public' | 'admin' | 'password_reset';

export interface AuthenticatedAdmin {
  id: number;
  name: string;
  sessionId: number;
  scope: 'admin' | 'password_reset';
  phone: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    sms: SmsSender;
    /** This app's Prometheus metrics (plugins/metrics.ts); the process-wide ones live apart. */
    metrics: Registry;
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route is 'admin' unless it says otherwise. */
    auth?: AuthRequirement;
    /** false: answered even while the server sheds load (plugins/load-shedding.ts), e.g. health and metrics. */
    shedUnderLoad?: boolean;
  }
}
