import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toMatch(/data\/seva\.db$/);
    expect(config.sms.provider).toBe('console');
    expect(config.seedDemo).toBe(true);
    expect(config.admin.name).toBe('Admin');
    expect(config.complaintTargets).toEqual({ firstResponseHours: 4, resolutionHours: 48 });
  });

  it('starts Redis keys with REDIS_PREFIX, seva: unless set, and refuses one with a space', () => {
    expect(loadConfig({}).redisPrefix).toBe('seva:');
    expect(loadConfig({ REDIS_PREFIX: 'staging:' }).redisPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow('REDIS_PREFIX must be');
  });

  it('reads the complaint service-level targets in hours', () => {
    const config = loadConfig({ COMPLAINT_FIRST_RESPONSE_HOURS: '1.5', COMPLAINT_RESOLUTION_HOURS: '24' });
    expect(config.complaintTargets).toEqual({ firstResponseHours: 1.5, resolutionHours: 24 });
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and the admin', () => {
    const config = loadConfig({
      PORT: '9001',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_EMAIL: 'a@b.in',
      ADMIN_PASSWORD: 'long-enough',
      ADMIN_PHONE: '9876543210',
    });
    expect(config).toMatchObject({
      port: 9001,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      admin: { email: 'a@b.in', password: 'long-enough', phone: '9876543210' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ COMPLAINT_FIRST_RESPONSE_HOURS: '0' }, 'COMPLAINT_FIRST_RESPONSE_HOURS'],
    [{ COMPLAINT_FIRST_RESPONSE_HOURS: 'soon' }, 'COMPLAINT_FIRST_RESPONSE_HOURS'],
    [{ COMPLAINT_RESOLUTION_HOURS: '-2' }, 'COMPLAINT_RESOLUTION_HOURS'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  describe('the payment provider', () => {
    const razorpay = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    };

    it('is simulated by default, settling refunds after 3 s, its webhook signed with PAYMENT_WEBHOOK_SECRET', () => {
      expect(loadConfig({}).payments).toEqual({
        provider: 'simulated',
        webhookSecret: undefined,
        razorpay: { apiUrl: 'https://api.razorpay.com', timeoutMs: 10_000 },
        simulatedRefundDelayMs: 3000,
      });
      const secret = 'generated-webhook-secret-0123456789';
      expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: secret }).payments.webhookSecret).toBe(secret);
      expect(
        loadConfig({ PAYMENT_WEBHOOK_SECRET: secret, RAZORPAY_WEBHOOK_SECRET: 'chosen' }).payments
          .webhookSecret,
      ).toBe('chosen');
      expect(loadConfig({ SIMULATED_REFUND_DELAY_MS: '250' }).payments.simulatedRefundDelayMs).toBe(250);
    });

    it('reads Razorpay: its key, webhook secret, address and timeout', () => {
      const config = loadConfig({
        ...razorpay,
        PAYMENT_WEBHOOK_SECRET: 'generic-webhook-secret-0123456789',
        RAZORPAY_API_URL: 'http://127.0.0.1:9100',
        RAZORPAY_TIMEOUT_MS: '2500',
      });
      expect(config.payments).toEqual({
        provider: 'razorpay',
        webhookSecret: 'webhook-secret',
        razorpay: {
          keyId: 'rzp_test_key',
          keySecret: 'key-secret',
          apiUrl: 'http://127.0.0.1:9100',
          timeoutMs: 2500,
          payoutAccountNumber: '7878780080316316',
        },
        simulatedRefundDelayMs: 3000,
      });
      expect(config.paymentWebhookSecret).toBe('generic-webhook-secret-0123456789');
    });

    it.each([
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_ID is not set'],
      ['RAZORPAY_KEY_SECRET', 'RAZORPAY_KEY_SECRET is not set'],
      ['RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_WEBHOOK_SECRET is not set'],
      ['RAZORPAYX_ACCOUNT_NUMBER', 'RAZORPAYX_ACCOUNT_NUMBER is not set'],
    ])('refuses razorpay without %s, in one sentence naming it', (missing, names) => {
      const env: Record<string, string> = { ...razorpay };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        `Invalid configuration:\n  PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and RAZORPAYX_ACCOUNT_NUMBER, and ${names}`,
      );
      // Set but empty is missing too.
      expect(() => loadConfig({ ...env, [missing]: '' })).toThrow(names);
    });

    it('names every missing secret at once, and ignores them for the simulated provider', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
        'PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and RAZORPAYX_ACCOUNT_NUMBER, and RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAYX_ACCOUNT_NUMBER are not set',
      );
      expect(loadConfig({ PAYMENT_PROVIDER: 'simulated' }).payments.provider).toBe('simulated');
    });

    it.each([
      [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER'],
      [{ RAZORPAY_API_URL: 'not a url' }, 'RAZORPAY_API_URL'],
      [{ RAZORPAY_TIMEOUT_MS: '0' }, 'RAZORPAY_TIMEOUT_MS'],
      [{ SIMULATED_REFUND_DELAY_MS: '-1' }, 'SIMULATED_REFUND_DELAY_MS'],
      [{ PAYOUT_MINIMUM: '0' }, 'PAYOUT_MINIMUM'],
    ])('refuses %o naming %s', (env, name) => {
      expect(() => loadConfig(env)).toThrow(name);
    });
  });
});
