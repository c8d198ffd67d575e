import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { isGstin } from '@seva/contract';
import { z } from 'zod';
import { jsonCacheBytesFor } from './lib/lists/json-cache-budget';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An unset secret and an empty one are the same: missing. */
const optionalSecret = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const RAZORPAY_SECRETS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'RAZORPAYX_ACCOUNT_NUMBER',
] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
    REDIS_URL: z.string().optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_PREFIX must be 1–64 letters, digits or : _ . -')
      .default('seva:'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_NAME: z.string().trim().min(1).default('Admin'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    ADMIN_PHONE: z.string().optional(),
    SEED_DEMO: flag.default(true),
    SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_PHONE_NUMBER_ID: z.string().trim().min(1).optional(),
    WHATSAPP_TOKEN: optionalSecret,
    REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(10),
    WEB_DIST_DIR: z.string().optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    MFA_REQUIRED_ROLES: z
      .string()
      .default('finance,kyc_reviewer')
      .transform((v) =>
        v
          .split(',')
          .map((role) => role.trim())
          .filter((role) => role !== ''),
      ),
    AUTH_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    AUTH_LOCKOUT_SECONDS: z.coerce.number().int().positive().default(60),
    AUTH_IP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    TRUST_PROXY: flag.default(false),
    LIST_COUNT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    VENDOR_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
    JSON_CACHE_BYTES: z.coerce.number().int().min(0).optional(),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    LOAD_SHED_HEAP_BYTES: z.coerce.number().int().min(0).optional(),
    LOAD_SHED_RSS_BYTES: z.coerce.number().int().min(0).default(0),
    TRIAL_DAYS: z.coerce.number().int().min(0).max(366).default(14),
    COMPLAINT_FIRST_RESPONSE_HOURS: z.coerce.number().positive().max(8760).default(4),
    COMPLAINT_RESOLUTION_HOURS: z.coerce.number().positive().max(8760).default(48),
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .min(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters')
      .optional(),
    PAYMENT_PROVIDER: z.enum(['simulated', 'razorpay']).default('simulated'),
    RAZORPAY_KEY_ID: optionalSecret,
    RAZORPAY_KEY_SECRET: optionalSecret,
    RAZORPAY_WEBHOOK_SECRET: optionalSecret,
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    RAZORPAYX_ACCOUNT_NUMBER: optionalSecret,
    RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
    SIMULATED_REFUND_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
    CANCELLATION_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    PAYOUT_MINIMUM: z.coerce.number().min(1).max(10_000_000).default(500),
    DEFAULT_COMMISSION_PERCENT: z.coerce
      .number()
      .min(0)
      .max(100)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals')
      .default(15),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9]{1,8}$/, 'INVOICE_PREFIX must be 1–8 capital letters or digits')
      .default('SEVA'),
    SELLER_NAME: z.string().trim().min(1).default('Seva Home Services Private Limited'),
    SELLER_ADDRESS: z
      .string()
      .trim()
      .min(1)
      .default('2nd Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034'),
    SELLER_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isGstin, 'SELLER_GSTIN must be a GSTIN (15 characters with a valid check character)')
      .default('29AAHCS4812K1Z0'),
    SELLER_STATE_CODE: z
      .string()
      .regex(/^\d{2}$/, 'SELLER_STATE_CODE must be the two digits of a GST state code')
      .default('29'),
    INVOICE_SAC_CODE: z
      .string()
      .regex(/^99\d{4}$/, 'INVOICE_SAC_CODE must be a six-digit SAC (99xxxx)')
      .default('998599'),
    GST_RATE_PERCENT: z.coerce.number().min(0).max(100).default(18),
    SLOT_FIRST_HOUR: z.coerce.number().int().min(0).max(22).default(8),
    SLOT_LAST_HOUR: z.coerce.number().int().min(2).max(24).default(20),
    BOOKING_DAYS_AHEAD: z.coerce.number().int().min(1).max(365).default(14),
    RESCHEDULE_CUTOFF_HOURS: z.coerce.number().min(0).max(168).default(2),
  })
  .superRefine((e, ctx) => {
    if (e.PAYMENT_PROVIDER !== 'razorpay') return;
    const missing = RAZORPAY_SECRETS.filter((name) => !e[name]);
    if (missing.length === 0) return;
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: `razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and RAZORPAYX_ACCOUNT_NUMBER, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`,
    });
  })
  .refine((e) => e.SELLER_GSTIN.slice(0, 2) === e.SELLER_STATE_CODE, {
    message: 'SELLER_STATE_CODE must be the first two digits of SELLER_GSTIN',
    path: ['SELLER_STATE_CODE'],
  })
  .refine((e) => e.SLOT_LAST_HOUR >= e.SLOT_FIRST_HOUR + 2, {
    message: 'SLOT_LAST_HOUR must be at least two hours after SLOT_FIRST_HOUR (one two-hour slot)',
    path: ['SLOT_LAST_HOUR'],
  })
  .refine((e) => e.SMS_PROVIDER !== 'http' || e.SMS_HTTP_URL, {
    message: 'SMS_HTTP_URL is required when SMS_PROVIDER=http',
    path: ['SMS_HTTP_URL'],
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** A postgres:// URL or the SQLite file path. */
  databaseUrl: string;
  /** SQLite's PRAGMA synchronous (ADR 013); PostgreSQL ignores it. */
  sqliteSynchronous: 'normal' | 'full';
  redisUrl?: string;
  /**
   * Starts every Redis key and channel of this deployment (the chat's socket.io channels, the rate limits'
   * counters), so deployments sharing one Redis never hear each other (docs/operations.md).
   */
  redisPrefix: string;
  logLevel: Env['LOG_LEVEL'];
  admin: { name: string; email?: string; password?: string; phone?: string };
  seedDemo: boolean;
  sms: { provider: 'console' | 'http'; httpUrl?: string; httpToken?: string };
  /**
   * Meta's WhatsApp Cloud API (docs/product/messages.md#channels): set when both WHATSAPP_PHONE_NUMBER_ID
   * and WHATSAPP_TOKEN are; otherwise a template whose channel is WhatsApp goes by SMS.
   */
  whatsapp?: { apiUrl: string; phoneNumberId: string; token: string };
  /** The hour of the day, India time, when the daily reminders are sent (REMINDER_HOUR, default 10). */
  reminderHour: number;
  webDistDir: string;
  sessionTtlMs: number;
  /** Roles whose members must turn on two-step sign-in before anything else (docs/product/team.md). */
  mfaRequiredRoles: readonly string[];
  authThrottle: { maxFailures: number; lockoutMs: number; ipPerMinute: number };
  trustProxy: boolean;
  /** How long a list total may be reused (ADR 007); 0 counts on every paged request. */
  listCountCacheMs: number;
  /** Serialized vendors kept for list pages (ADR 007), at most; 0 builds every page from full rows. */
  vendorCacheSize: number;
  /**
   * Bytes the JSON row caches of the lists may hold together (ADR 025): by default a quarter of V8's heap
   * limit, at most 64 MB (lib/lists/json-cache-budget.ts); 0 turns them off.
   */
  jsonCacheBytes: number;
  /** Bearer token for GET /metrics; unset, /metrics answers 404. */
  metricsToken?: string;
  /** Thresholds past which requests get 503 (0 = that check is off); see plugins/load-shedding.ts. */
  loadShedding: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; maxRssBytes: number };
  /** Days of the free trial an approval starts for a vendor who never had one (0: no trial). */
  trialDays: number;
  /** Service-level targets of a complaint, in hours from when it was made (docs/product/complaints.md). */
  complaintTargets: { firstResponseHours: number; resolutionHours: number };
  /**
   * HMAC-SHA256 key of the payment provider's webhook signatures; unset, POST /payments/webhook
   * answers 503 (`npm start` generates one on first start).
   */
  paymentWebhookSecret?: string;
  /**
   * The outbox worker (docs/product/deliveries.md): how often it looks for due deliveries when nothing
   * woke it, and how long a delivery in progress holds its row before another worker may take it.
   */
  outbox: { pollMs: number; leaseMs: number };
  /** The payment provider (docs/decisions/033-payment-provider-boundary.md, adapters/payments/). */
  payments: PaymentsConfig;
  /**
   * The share of a paid booking kept when its customer cancels it in the app after a vendor was assigned
   * (CANCELLATION_FEE_PERCENT, default 10; docs/product/partner-api.md#cancelling-a-paid-booking).
   */
  cancellationFeePercent: number;
  /**
   * The smallest balance a payout run pays, in rupees (PAYOUT_MINIMUM, default 500;
   * docs/product/payouts.md): a vendor owed less waits for the next run.
   */
  payoutMinimumRupees: number;
  /**
   * The marketplace's share of a paid booking in a category whose own commission_percent is unset
   * (DEFAULT_COMMISSION_PERCENT, default 15; docs/product/vendor-ledger.md#commission).
   */
  defaultCommissionPercent: number;
  /** GST tax invoices of plan payments (docs/product/invoices.md). */
  invoices: InvoiceConfig;
  /** When bookings happen (docs/product/slots.md). */
  slots: SlotConfig;
}

/**
 * Two-hour slots from `firstHour` to `lastHour` India time (SLOT_FIRST_HOUR 8, SLOT_LAST_HOUR 20: the
 * last slot ends at 20:00), bookable from the next slot up to `daysAhead` days ahead (BOOKING_DAYS_AHEAD
 * 14); a customer reschedules until `rescheduleCutoffHours` before the slot (RESCHEDULE_CUTOFF_HOURS 2).
 */
export interface SlotConfig {
  firstHour: number;
  lastHour: number;
  daysAhead: number;
  rescheduleCutoffHours: number;
}

export interface InvoiceConfig {
  /** INVOICE_PREFIX: the numbers' prefix, `SEVA` → `SEVA/2026-27/000001`. */
  prefix: string;
  /** The marketplace as the invoices name it: SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN, SELLER_STATE_CODE. */
  seller: { name: string; address: string; gstin: string; stateCode: string };
  /** INVOICE_SAC_CODE: the services' accounting code printed on each invoice. */
  sacCode: string;
  /** GST_RATE_PERCENT (default 18) in basis points: 1800. Plan prices include it. */
  gstRateBp: number;
}

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER: `simulated` (the default) or `razorpay`. */
  provider: 'simulated' | 'razorpay';
  /**
   * The key of X-Razorpay-Signature on POST /payments/razorpay/webhook: RAZORPAY_WEBHOOK_SECRET; with the
   * simulated provider, PAYMENT_WEBHOOK_SECRET when it is unset (the secret `npm start` generates), so that
   * the simulated provider's own webhooks are signed out of the box. Unset, that route answers 503.
   */
  webhookSecret?: string;
  /**
   * Razorpay's API: the key (both set when the provider is razorpay), its address, the call timeout, and
   * the RazorpayX account payouts are paid from (RAZORPAYX_ACCOUNT_NUMBER, set with razorpay).
   */
  razorpay: {
    keyId?: string;
    keySecret?: string;
    apiUrl: string;
    timeoutMs: number;
    payoutAccountNumber?: string;
  };
  /** How long the simulated provider takes to settle a refund or a payout (its webhook to this server). */
  simulatedRefundDelayMs: number;
}

/** Default heap threshold: close to V8's limit, where the process would otherwise die of out-of-memory. */
const defaultHeapThreshold = () => Math.floor(getHeapStatistics().heap_size_limit * 0.9);

export class ConfigError extends Error {}

/** Environment → typed config; every value has a safe default except secrets. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? resolve(dataDir, 'seva.db'),
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    admin: { name: e.ADMIN_NAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE },
    seedDemo: e.SEED_DEMO,
    sms: { provider: e.SMS_PROVIDER, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN },
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TOKEN
        ? { apiUrl: e.WHATSAPP_API_URL, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, token: e.WHATSAPP_TOKEN }
        : undefined,
    reminderHour: e.REMINDER_HOUR,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    authThrottle: {
      maxFailures: e.AUTH_MAX_FAILURES,
      lockoutMs: e.AUTH_LOCKOUT_SECONDS * 1000,
      ipPerMinute: e.AUTH_IP_RATE_LIMIT_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    listCountCacheMs: e.LIST_COUNT_CACHE_MS,
    vendorCacheSize: e.VENDOR_CACHE_SIZE,
    jsonCacheBytes: e.JSON_CACHE_BYTES ?? jsonCacheBytesFor(),
    metricsToken: e.METRICS_TOKEN,
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: e.LOAD_SHED_HEAP_BYTES ?? defaultHeapThreshold(),
      maxRssBytes: e.LOAD_SHED_RSS_BYTES,
    },
    trialDays: e.TRIAL_DAYS,
    complaintTargets: {
      firstResponseHours: e.COMPLAINT_FIRST_RESPONSE_HOURS,
      resolutionHours: e.COMPLAINT_RESOLUTION_HOURS,
    },
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      webhookSecret:
        e.RAZORPAY_WEBHOOK_SECRET ??
        (e.PAYMENT_PROVIDER === 'simulated' ? e.PAYMENT_WEBHOOK_SECRET : undefined),
      razorpay: {
        keyId: e.RAZORPAY_KEY_ID,
        keySecret: e.RAZORPAY_KEY_SECRET,
        apiUrl: e.RAZORPAY_API_URL,
        timeoutMs: e.RAZORPAY_TIMEOUT_MS,
        payoutAccountNumber: e.RAZORPAYX_ACCOUNT_NUMBER,
      },
      simulatedRefundDelayMs: e.SIMULATED_REFUND_DELAY_MS,
    },
    outbox: { pollMs: e.OUTBOX_POLL_MS, leaseMs: e.OUTBOX_LEASE_MS },
    cancellationFeePercent: e.CANCELLATION_FEE_PERCENT,
    payoutMinimumRupees: e.PAYOUT_MINIMUM,
    invoices: {
      prefix: e.INVOICE_PREFIX,
      seller: {
        name: e.SELLER_NAME,
        address: e.SELLER_ADDRESS,
        gstin: e.SELLER_GSTIN,
        stateCode: e.SELLER_STATE_CODE,
      },
      sacCode: e.INVOICE_SAC_CODE,
      gstRateBp: Math.round(e.GST_RATE_PERCENT * 100),
    },
    defaultCommissionPercent: e.DEFAULT_COMMISSION_PERCENT,
    slots: {
      firstHour: e.SLOT_FIRST_HOUR,
      lastHour: e.SLOT_LAST_HOUR,
      daysAhead: e.BOOKING_DAYS_AHEAD,
      rescheduleCutoffHours: e.RESCHEDULE_CUTOFF_HOURS,
    },
  };
}
