import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createPaymentProvider } from './adapters/payments';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { PayoutSettlements } from './adapters/payments/payout-settlements';
import { RefundSettlements } from './adapters/payments/refund-settlements';
import { createSmsSender } from './adapters/sms';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { Config } from './config';
import type { DatabaseHandle } from './db/driver/database';
import { LiveEvents } from './lib/live-events';
import { serviceDepsOf } from './lib/service-deps';
import { createLogger } from './logger';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { chatRoutes } from './modules/chat/routes';
import { chatSocketPlugin } from './modules/chat/socket';
import { complaintRoutes } from './modules/complaints/routes';
import { customerAppRoutes } from './modules/customer-app/routes';
import { customerRoutes } from './modules/customers/routes';
import { createDailyJobs, registerDailyJobMetrics } from './modules/daily-jobs/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { messageRoutes } from './modules/messages/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationBell } from './modules/notifications/service';
import { outboxRoutes } from './modules/outbox/routes';
import { createOutbox, registerOutboxMetrics } from './modules/outbox/service';
import { paymentOrderRoutes } from './modules/payment-orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { payoutRoutes } from './modules/payouts/routes';
import { refundRoutes } from './modules/refunds/routes';
import { createReminderJob } from './modules/reminders/service';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { accountRoutes } from './modules/team/account-routes';
import { mfaRoutes } from './modules/team/mfa-routes';
import { teamRoutes } from './modules/team/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { vendorAppRoutes } from './modules/vendor-app/routes';
import { vendorAuthRoutes } from './modules/vendor-auth/routes';
import { vendorRoutes } from './modules/vendors/routes';
import { createVendorService } from './modules/vendors/service';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { newRequestId, requestIdPlugin } from './plugins/request-id';
import { securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';
import './types';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyBaseLogger;
  sms?: SmsSender;
  /** The payment provider; by default the one PAYMENT_PROVIDER names (adapters/payments/index.ts). */
  paymentProvider?: PaymentProvider;
  /**
   * More routes under /api/v1, registered after the application's own: the bench's reference routes
   * (bench/ceiling/server.ts). The server's entry passes none.
   */
  apiRoutes?: FastifyPluginAsync;
}

/** Builds the whole application without listening; server.ts and the tests both use it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: newRequestId,
    frameworkErrors: frameworkErrorHandler,
    // avvio's default of 10 s per plugin: the API plugin compiles every route's schemas, and on a
    // machine busy with other work (CI running test tiers side by side) that alone came near 10 s.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads); plain text bodies are refused with 415.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('reads', database.reads);
  app.decorate('changeMark', database.changeMark);
  app.decorate('sms', options.sms ?? createSmsSender(config, logger));
  app.decorate('liveEvents', new LiveEvents());
  const deps = serviceDepsOf(app);
  app.decorate('shared', {
    vendors: createVendorService(deps),
    bell: createNotificationBell(deps, (err) => app.log.error({ err }, 'notification push failed')),
    paymentProvider: options.paymentProvider ?? createPaymentProvider(config, logger, app.server),
    refundSettlements: new RefundSettlements(),
    payoutSettlements: new PayoutSettlements(),
    outbox: createOutbox(deps, {
      ...config.outbox,
      log: app.log,
      listen: (channel, listener) => database.listen(channel, listener),
    }),
    dailyJobs: createDailyJobs(deps, { log: app.log }),
  });
  app.shared.dailyJobs.register(createReminderJob(deps));
  // The simulated provider's settlement timers stop with the app (a refund not settled stays requested).
  app.addHook('onClose', async () => app.shared.paymentProvider.close?.());
  // Deliveries start once every plugin has registered its handlers; closing waits for those in flight
  // before the database is closed (serve.ts).
  app.addHook('onReady', async () => app.shared.outbox.start());
  app.addHook('onClose', async () => app.shared.outbox.stop());
  // The daily jobs (docs/product/reminders.md): checked when ready (catch-up) and then every minute;
  // closing waits for a run in flight, told to stop, before the database is closed.
  app.addHook('onReady', async () => app.shared.dailyJobs.start());
  app.addHook('onClose', async () => app.shared.dailyJobs.stop());

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(metricsPlugin, { database });
  const stopOutboxMetrics = registerOutboxMetrics(app.metrics, app.shared.outbox, deps, (err) =>
    app.log.warn({ err }, 'outbox metrics could not be read'),
  );
  app.addHook('onClose', async () => stopOutboxMetrics());
  const stopDailyJobMetrics = registerDailyJobMetrics(app.metrics, app.shared.dailyJobs, deps, (err) =>
    app.log.warn({ err }, 'daily job metrics could not be read'),
  );
  app.addHook('onClose', async () => stopDailyJobMetrics());
  await app.register(loadSheddingPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(auditRoutes);
      await api.register(catalogueRoutes);
      await api.register(chatRoutes);
      await api.register(vendorAuthRoutes);
      await api.register(complaintRoutes);
      await api.register(subscriptionRoutes);
      await api.register(uploadRoutes);
      await api.register(vendorRoutes);
      await api.register(bookingRoutes);
      await api.register(customerRoutes);
      await api.register(paymentRoutes);
      await api.register(vendorAppRoutes);
      await api.register(customerAppRoutes);
      await api.register(paymentOrderRoutes);
      await api.register(dashboardRoutes);
      await api.register(notificationRoutes);
      await api.register(teamRoutes);
      await api.register(mfaRoutes);
      await api.register(accountRoutes);
      await api.register(outboxRoutes);
      await api.register(refundRoutes);
      await api.register(payoutRoutes);
      await api.register(invoiceRoutes);
      await api.register(messageRoutes);
      await api.register(ledgerRoutes);
      if (options.apiRoutes) await api.register(options.apiRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(chatSocketPlugin);
  await app.register(staticFilesPlugin);
  return app;
}
