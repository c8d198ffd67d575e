import type { Permission } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { PayoutSettlements } from './adapters/payments/payout-settlements';
import type { RefundSettlements } from './adapters/payments/refund-settlements';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { Config } from './config';
import type { ChangeMark } from './db/driver/change-mark';
import type { Dialect } from './db/driver/database';
import type { Reads } from './db/driver/slow-reads';
import type { Database } from './db/schema';
import type { LiveEvents } from './lib/live-events';

import type { AppPrincipal } from './modules/app-sessions/service';
import type { DailyJobs } from './modules/daily-jobs/service';
import type { NotificationBell } from './modules/notifications/service';
import type { Outbox } from './modules/outbox/service';
import type { VendorService } from './modules/vendors/service';

/** Who may call a route: nobody in particular, an admin (or the reset-scoped admin token), a vendor or customer app. */
export type AuthRequirement = 'public' | 'admin' | 'password_reset' | 'vendor' | 'customer';

export interface AuthenticatedAdmin {
  id: number;
  name: string;
  sessionId: number;
  scope: 'admin' | 'password_reset';
  phone: string;
  /** The admin's role key and what it allows (docs/product/team.md#permissions). */
  role: string;
  permissions: ReadonlySet<Permission>;
  mfaEnabled: boolean;
  /** When a two-step code was last entered in this session (step-up), if ever. */
  mfaVerifiedAt: string | null;
}

/**
 * What an admin route needs (docs/product/team.md#permissions): one permission, any one of several (the
 * route then checks the exact one once it has read the body), or `signed_in` for what every member may
 * do for themselves (their account, their bell, sign-out).
 */
export type RoutePermission = Permission | readonly Permission[] | 'signed_in';

/** An admin route and what it needs (plugins/auth.ts keeps the table; the permission matrix test reads it). */
export interface RoutePermissionEntry {
  method: string;
  url: string;
  permission: RoutePermission;
  /** The route also needs a two-step code entered in the session lately (`config.stepUp`). */
  stepUp: boolean;
}

/** Services more than one plugin uses, each holding caches or listeners that must be one per app. */
export interface SharedServices {
  /** The vendor lists' caches, cleared by the admin routes, the vendor app and the payment webhook alike. */
  vendors: VendorService;
  /** The bell: its routes and the chat socket's pushed counts. */
  bell: NotificationBell;
  /** The payment provider PAYMENT_PROVIDER names: the apps' orders, refunds (adapters/payments/). */
  paymentProvider: PaymentProvider;
  /** Where refund.processed / refund.failed webhooks hand their settlement; the refunds module handles it. */
  refundSettlements: RefundSettlements;
  /** Where payout.processed / .reversed / .failed webhooks hand their settlement; the payouts module handles it. */
  payoutSettlements: PayoutSettlements;
  /**
   * The outbox worker (docs/product/deliveries.md): modules register the handlers of their deliveries on
   * it; started once the app is ready, stopped (waiting for deliveries in flight) when it closes.
   */
  outbox: Outbox;
  /**
   * The daily jobs (docs/product/reminders.md): the reminders; each runs once a day across processes,
   * checked when the app is ready and every minute, stopped when it closes.
   */
  dailyJobs: DailyJobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    /** Where the database's slow reads run (db/driver/slow-reads.ts). */
    reads: Reads;
    /** The database's change mark (db/driver/change-mark.ts). */
    changeMark: ChangeMark;
    sms: SmsSender;
    /** Arrivals told to signed-in admins (lib/live-events.ts). */
    liveEvents: LiveEvents;
    /** This app's Prometheus metrics (plugins/metrics.ts); the process-wide ones live apart. */
    metrics: Registry;
    /** Services more than one plugin uses, built once per app by buildApp (app.ts). */
    shared: SharedServices;
    /** Every admin route and the permission it needs, as registered (plugins/auth.ts). */
    routePermissions: readonly RoutePermissionEntry[];
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
    /** The vendor or customer app session behind the bearer, on routes that accept one. */
    appUser: AppPrincipal | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (one or several); every /api route is 'admin' unless it says otherwise. */
    auth?: AuthRequirement | readonly AuthRequirement[];
    /** What an admin needs to call the route; every route an admin may call names it (plugins/auth.ts). */
    permission?: RoutePermission;
    /** Answered for a member whose role requires two-step sign-in before it is on (MFA_REQUIRED_ROLES). */
    duringMfaSetup?: boolean;
    /**
     * Needs step-up on top of the permission: two-step sign-in on and a code entered in this session in
     * the last 10 minutes (docs/product/team.md#step-up), checked by plugins/auth.ts before the body is read.
     */
    stepUp?: boolean;
    /**
     * An admin POST that honours Idempotency-Key as the apps' POSTs do (plugins/idempotency.ts,
     * docs/product/api.md#idempotency): a money action a retry must not repeat (a refund).
     */
    idempotent?: boolean;
    /** false: answered even while the server sheds load (plugins/load-shedding.ts), e.g. health and metrics. */
    shedUnderLoad?: boolean;
  }
}
