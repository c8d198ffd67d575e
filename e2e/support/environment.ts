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
 * The environment of a server the tests start over `dataDir`: the admin above, SMS to the console, and
 * the run's own web build when E2E_WEB_DIST names one (parallel runs serve their own instead of
 * apps/web/dist).
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
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
  };
}
