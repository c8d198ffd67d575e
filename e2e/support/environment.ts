/** The server the end-to-end tests start, and the admin it is configured with. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN = {
  email: 'admin@seva.test',
  password: 'Admin@12345',
  phone: '9876543210',
  name: 'Asha Admin',
} as const;

/** The temporary DATA_DIR of the server under test (set by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.SEVA_E2E_DATA_DIR;
  if (!dir) throw new Error('SEVA_E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return dir;
}

/**
 * How long the simulated payment provider takes to settle a refund in the stories (its default is 3 s): a
 * refund asked from a screen shows `Processed` soon after, live (e2e/tests/refunds.spec.ts).
 */
export const SIMULATED_REFUND_DELAY_MS = 1500;

/**
 * The environment of a server the tests start over `dataDir`: the admin above, SMS to the console, the
 * simulated payment provider settling refunds after SIMULATED_REFUND_DELAY_MS with webhooks signed by a
 * test secret (without one its own webhooks are refused and a refund never settles), and the run's own
 * web build when E2E_WEB_DIST names one (parallel runs serve their own instead of apps/web/dist).
 */
export function serverEnvironment(
  dataDir: string,
  { seedDemo }: { seedDemo: boolean },
): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_PHONE: ADMIN.phone,
    ADMIN_NAME: ADMIN.name,
    SMS_PROVIDER: 'console',
    SEED_DEMO: String(seedDemo),
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'simulated',
    PAYMENT_WEBHOOK_SECRET: 'e2e-payment-webhook-secret',
    SIMULATED_REFUND_DELAY_MS: String(SIMULATED_REFUND_DELAY_MS),
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
  };
}
