import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';
import { createBenchDatabase } from './lib/bench-database';
import { BENCH_ADMIN, ROOT, startServer } from './lib/server-process';
import { seedVendorBench } from './vendors';

const COLD_NAVIGATIONS = 5;
const ROWS_TO_SHOW = 5_000;
const PAGE_SIZE = 50;
const LONG_TASK_BUDGET_MS = 100;
/**
 * A vendor row: not the placeholder row (one empty cell) an empty table draws while the first page loads,
 * which would otherwise count as "first rows".
 */
const VENDOR_ROW = 'table tbody tr:has(td:not(:empty))';

/**
 * `npm run bench -- web`: the web budgets of docs/product/data-and-security.md#performance-budgets in headless Chromium on loopback, over the 100 000-vendor
 * bench data (SQLite): the first rows of /managevendor after a cold navigation (budget ≤ 0.5 s; median
 * of 5 fresh browser contexts), and the longest main-thread task while the list shows 5 000 rows, page
 * after page (budget: none over 100 ms). Needs the built web app (`npm run build`).
 */
export async function benchWeb(): Promise<string> {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('build the web app first: npm run build');
  const database = await createBenchDatabase('sqlite');
  const server = await seedAndStart(database);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const session = await signIn(server.url);
    const firstRows: number[] = [];
    for (let i = 0; i < COLD_NAVIGATIONS; i++)
      firstRows.push(await coldFirstRows(browser, server.url, session));
    firstRows.sort((a, b) => a - b);
    const median = firstRows[Math.floor(firstRows.length / 2)] ?? 0;
    const paging = await longestTaskWhilePaging(browser, server.url, session);
    return [
      `web: /managevendor first rows after a cold navigation median ${median.toFixed(0)} ms (${firstRows.map((ms) => ms.toFixed(0)).join(', ')}; budget ≤ 500 ms)`,
      `web: showing ${paging.rows.toLocaleString('en')} rows page by page: longest main-thread task ${paging.longestTaskMs.toFixed(0)} ms, ${paging.longTasksOverBudget} over ${LONG_TASK_BUDGET_MS} ms (budget: none), ${paging.seconds.toFixed(1)} s in all`,
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

async function seedAndStart(database: Awaited<ReturnType<typeof createBenchDatabase>>) {
  await seedVendorBench(database);
  return startServer({ DATABASE_URL: database.url }, 18_085);
}

interface Session {
  token: string;
  id: number;
  name: string;
}

async function signIn(url: string): Promise<Session> {
  const res = await fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const body = (await res.json()) as { token: string; admin: { id: number; name: string } };
  return { token: body.token, ...body.admin };
}

/** A new context (empty cache) with the session stored as the sign-in screen stores it. */
async function signedInPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ s, rowSelector }) => {
      window.localStorage.setItem('adminToken', s.token);
      window.localStorage.setItem('adminName', s.name);
      window.localStorage.setItem('adminId', String(s.id));
      const longTasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = longTasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      // The moment the first vendor row enters the DOM, without the delay of polling for it from outside.
      const rowWatch = new MutationObserver(() => {
        if (!document.querySelector(rowSelector)) return;
        (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
        rowWatch.disconnect();
      });
      rowWatch.observe(document, { childList: true, subtree: true });
    },
    { s: session, rowSelector: VENDOR_ROW },
  );
  return context.newPage();
}

const rows = (page: Page) => page.locator(VENDOR_ROW);

/** Milliseconds from navigation start until the first vendor row is on screen. */
async function coldFirstRows(browser: Browser, url: string, session: Session): Promise<number> {
  const page = await signedInPage(browser, session);
  try {
    await page.goto(`${url}/managevendor`, { waitUntil: 'commit' });
    await rows(page).first().waitFor();
    return await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
  } finally {
    await page.context().close();
  }
}

async function longestTaskWhilePaging(browser: Browser, url: string, session: Session) {
  const page = await signedInPage(browser, session);
  try {
    await page.goto(`${url}/managevendor`);
    // The whole first page: a table that mounts with its records draws the first rows before the rest.
    await page.waitForFunction(
      ({ rowSelector, pageSize }) => document.querySelectorAll(rowSelector).length >= pageSize,
      { rowSelector: VENDOR_ROW, pageSize: PAGE_SIZE },
    );
    await page.evaluate(() => {
      (window as unknown as { longTasks: number[] }).longTasks.length = 0;
    });
    const started = performance.now();
    let shown = await rows(page).count();
    while (shown < ROWS_TO_SHOW) {
      const first = await rows(page).first().textContent();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForFunction(
        ({ previous, rowSelector }) => document.querySelector(rowSelector)?.textContent !== previous,
        { previous: first, rowSelector: VENDOR_ROW },
      );
      await rows(page).last().scrollIntoViewIfNeeded();
      shown += PAGE_SIZE;
    }
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    return {
      rows: shown,
      longestTaskMs: Math.max(0, ...longTasks),
      longTasksOverBudget: longTasks.filter((ms) => ms > LONG_TASK_BUDGET_MS).length,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await page.context().close();
  }
}
