import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { LiveEvents } from './lib/live-events';

import type { AppPrincipal } from './modules/app-sessions/service';

/** Who may call a route: nobody in particular, an admin (or the reset-scoped admin token), a vendor or customer app. */
export type AuthRequirement = 'public' | 'admin' | 'password_reset' | 'vendor' | 'customer';

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
    /** Arrivals told to signed-in admins (lib/live-events.ts). */
    liveEvents: LiveEvents;
    /** This app's Prometheus metrics (plugins/metrics.ts); the process-wide ones live apart. */
    metrics: Registry;
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
    /** The vendor or customer app session behind the bearer, on routes that accept one. */
    appUser: AppPrincipal | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (one or several); every /api route is 'admin' unless it says otherwise. */
    auth?: AuthRequirement | readonly AuthRequirement[];
    /** false: answered even while the server sheds load (plugins/load-shedding.ts), e.g. health and metrics. */
    shedUnderLoad?: boolean;
  }
}
