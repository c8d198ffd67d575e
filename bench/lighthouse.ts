import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';
import { budgetLine } from './lib/budget';
import { BENCH_ADMIN, startServer } from './lib/server-process';

/** The first screen operators land on after signing in. */
const SCREEN = '/managevendor';
/** Chromium's DevTools port, which Lighthouse drives. */
const DEBUGGING_PORT = 19_222;
/** Lighthouse's runs per form factor; the median run (by performance score) is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** docs/product/data-and-security.md#performance-budgets: a phone with Lighthouse's default throttling. */
const MOBILE = { performance: 90, totalBlockingTimeMs: 300, longestTaskMs: 200 };
const DESKTOP = { performance: 100 };

interface Audit {
  numericValue?: number;
  details?: { items?: { duration?: number }[] };
}
interface Run {
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  longestTaskMs: number;
}

/**
 * `npm run bench -- lighthouse`: Lighthouse (its Node API, its default mobile throttling, then its desktop
 * configuration) on a signed-in /managevendor of the built app over the demo data, as an operator's first
 * screen after signing in. Signed in the way the sign-in screen leaves the browser: the session in
 * localStorage, which Lighthouse is told to keep (`disableStorageReset`).
 */
export async function benchLighthouse(): Promise<string> {
  const server = await startServer({ SEED_DEMO: 'true' }, 18_086);
  const profile = mkdtempSync(join(tmpdir(), 'seva-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    headless: true,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    await storeSession(context, server.url);
    const url = `${server.url}${SCREEN}`;
    const mobile = await medianRun(url, undefined);
    const desktop = await medianRun(url, desktopConfig);
    return [
      `lighthouse: ${SCREEN} signed in, median of ${RUNS} runs each: mobile performance ${mobile.performance}, first contentful paint ${mobile.firstContentfulPaintMs.toFixed(0)} ms, largest ${mobile.largestContentfulPaintMs.toFixed(0)} ms, total blocking time ${mobile.totalBlockingTimeMs.toFixed(0)} ms, longest task ${mobile.longestTaskMs.toFixed(0)} ms; desktop performance ${desktop.performance}, total blocking time ${desktop.totalBlockingTimeMs.toFixed(0)} ms`,
      budgetLine({
        name: 'lighthouse mobile performance',
        measured: mobile.performance,
        goal: MOBILE.performance,
        kind: 'min',
        unit: '',
      }),
      budgetLine({
        name: 'lighthouse mobile total blocking time',
        measured: mobile.totalBlockingTimeMs,
        goal: MOBILE.totalBlockingTimeMs,
        kind: 'max',
        unit: ' ms',
      }),
      budgetLine({
        name: 'lighthouse mobile longest task',
        measured: mobile.longestTaskMs,
        goal: MOBILE.longestTaskMs,
        kind: 'max',
        unit: ' ms',
      }),
      budgetLine({
        name: 'lighthouse desktop performance',
        measured: desktop.performance,
        goal: DESKTOP.performance,
        kind: 'min',
        unit: '',
      }),
    ].join('\n');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}

/** Signs the bench admin in over the API and stores the session in the profile's localStorage. */
async function storeSession(
  context: Awaited<ReturnType<typeof chromium.launchPersistentContext>>,
  url: string,
) {
  const res = await fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  const body = (await res.json()) as { token: string; admin: { id: number; name: string } };
  const page = await context.newPage();
  // Any page of the origin will do to reach its localStorage; the health route draws nothing.
  await page.goto(`${url}/api/v1/health`);
  await page.evaluate((s) => {
    window.localStorage.setItem('adminToken', s.token);
    window.localStorage.setItem('adminName', s.admin.name);
    window.localStorage.setItem('adminId', String(s.admin.id));
  }, body);
  await page.close();
}

async function medianRun(url: string, config: typeof desktopConfig | undefined): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runOnce(url, config));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)] as Run;
}

async function runOnce(url: string, config: typeof desktopConfig | undefined): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    config,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  // A lost session would measure the sign-in screen instead.
  if (new URL(lhr.finalDisplayedUrl).pathname !== SCREEN)
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}`);
  if (process.env.LIGHTHOUSE_REPORT_DIR)
    writeFileSync(
      join(process.env.LIGHTHOUSE_REPORT_DIR, `${lhr.configSettings.formFactor}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  const audit = (id: string) => lhr.audits[id] as Audit | undefined;
  const tasks = audit('long-tasks')?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    firstContentfulPaintMs: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    largestContentfulPaintMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    totalBlockingTimeMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration ?? 0)),
  };
}
