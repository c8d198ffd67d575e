import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { BASE_URL, E2E_PORT, serverEnvironment } from './support/environment';

// A fresh database per run. Workers load this file too; they inherit the directory from the runner.
process.env.SEVA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'seva-e2e-'));
const dataDir = process.env.SEVA_E2E_DATA_DIR;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: CHROMIUM_LAUNCH_OPTIONS,
};

/**
 * The bell's stories assert that nothing new arrived between two looks at the badge, which other stories'
 * applications, bookings and complaints would break: they run after every other story, alone.
 */
const BELL_SPEC = /notifications\.spec\.ts/;
/** The password-recovery story changes the only admin's password (revoking every session), so it runs last. */
const RECOVERY_SPEC = /password-recovery\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // CI retries a failed story once; the summary reports every such flaky story so it gets fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    headless: true,
    // Recording a trace slows every story by about a third; a CI machine keeps no artifacts, so there the
    // log carries each failure's page instead (scripts/test-all.sh prints its error-context.md).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: [BELL_SPEC, RECOVERY_SPEC], use: chromium },
    { name: 'bell', testMatch: BELL_SPEC, dependencies: ['chromium'], use: chromium },
    { name: 'password-recovery', testMatch: RECOVERY_SPEC, dependencies: ['bell'], use: chromium },
  ],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      ...serverEnvironment(dataDir, { seedDemo: true }),
    },
  },
});
