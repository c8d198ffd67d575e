import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';
import {
  coveredParts,
  expectCellsReadable,
  headerTexts,
  LAPTOP,
  PHONE,
  pageSidewaysOverflow,
  sidewaysOverflow,
} from '../support/table-layout';

/**
 * docs/product/README.md#tables-and-cards: no list hides data. Every list of the app, on the demo data, at
 * 1280×800 (a table: every column in view, nothing drawn over a cell) and at 390×844 (a card a row: every
 * field in view, nothing drawn over it, nothing wider than the screen).
 */
interface TableList {
  name: string;
  path: string;
  /** The table's accessible name. */
  table: string;
  /** What to do on the screen before the table shows (a tab, a view). */
  open?: (page: Page) => Promise<void>;
}

const chooseView = (view: string) => async (page: Page) => {
  await page.getByRole('combobox', { name: 'View' }).click();
  await page.getByRole('option', { name: view, exact: true }).click();
};

const TABLES: readonly TableList[] = [
  { name: 'Vendor List', path: '/managevendor', table: 'Vendors' },
  {
    name: 'Vendor List, Subscribed',
    path: '/managevendor',
    table: 'Vendors',
    open: chooseView('Subscribed'),
  },
  {
    name: 'Vendor List, UnSubscribed',
    path: '/managevendor',
    table: 'Vendors',
    open: chooseView('UnSubscribed'),
  },
  {
    name: 'Vendor List, Trial User',
    path: '/managevendor',
    table: 'Vendors',
    open: chooseView('Trial User'),
  },
  { name: 'Blocked Vendors', path: '/blockedvendors', table: 'Blocked vendors' },
  { name: 'Vendor Payments', path: '/vendorpayments', table: 'Vendor payments' },
  { name: 'Service Category', path: '/servicecategory', table: 'Service categories' },
  { name: 'Booking Details, Service Request', path: '/bookingdetails', table: 'Service Request' },
  {
    name: 'Booking Details, Assigned',
    path: '/bookingdetails',
    table: 'Assigned',
    open: (page) => page.getByRole('button', { name: 'Assigned' }).click(),
  },
  {
    name: 'Booking Details, assign view',
    path: '/bookingdetails',
    table: 'Vendors',
    open: async (page) => {
      const requests = page.getByRole('table', { name: 'Service Request' });
      const open = requests.locator('tbody tr').filter({ hasText: /Pending|Open/ });
      await (await rowMenuItem(page, /^Actions for booking /, 'Assign Vendor', open.first())).click();
    },
  },
  { name: 'User Details', path: '/userdetails', table: 'Customers' },
  { name: 'User Payment Details', path: '/userpaymentdetails', table: 'Customer payments' },
  { name: 'Subscriptions', path: '/subscriptions', table: 'Subscription plans' },
  { name: 'Invoices', path: '/invoices', table: 'Invoices' },
  { name: 'Audit trail', path: '/audit', table: 'Audit trail' },
];

async function openTable(page: Page, list: TableList): Promise<Locator> {
  await page.goto(list.path);
  await list.open?.(page);
  const table = page.getByRole('table', { name: list.table });
  await expect(table.locator('tbody tr td[data-label]').first()).toBeVisible({ timeout: 20_000 });
  // The rows drawn after the first ten (data-table.tsx) and the images settle before anything is measured.
  await page.waitForLoadState('networkidle');
  return table;
}

/** Where the phone screenshots go: the test results folder, printed by the story. */
function screenshotPath(name: string): string {
  return join(test.info().project.outputDir, 'layout-390', `${name}.png`);
}

test.describe('At 1280×800 every column of every table is readable', () => {
  test.use({ viewport: LAPTOP });
  // Each story reads every cell of a few rows, on a machine that other stories share.
  test.slow();

  for (const list of TABLES) {
    test(`${list.name}: every column in view, no cell covered`, async ({ page, signIn }) => {
      await signIn();
      const table = await openTable(page, list);

      expect(await sidewaysOverflow(table), 'nothing to scroll sideways').toBeLessThanOrEqual(0);
      const headers = table.locator('thead th');
      for (const header of await headers.all()) {
        expect(await coveredParts(header), `header "${await header.textContent()}"`).toEqual([]);
      }
      await expectCellsReadable(table, 3);
    });
  }

  test('row actions carry the product texts: buttons while they fit, else one ⋮ menu (always on the vendor tables, View details beside it)', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const actions: ReadonlyArray<[path: string, table: string, texts: RegExp[]]> = [
      ['/managevendor', 'Vendors', [/^View details$/, /^Edit details$/, /^(Block|Unblock)$/]],
      ['/blockedvendors', 'Blocked vendors', [/^View details$/, /^Unblock Vendor$/, /^Cancel$/]],
      ['/servicecategory', 'Service categories', [/^Add Sub-Service$/, /^Edit$/, /^Delete$/]],
      ['/subscriptions', 'Subscription plans', [/^Edit$/, /^Delete$/]],
      [
        '/bookingdetails',
        'Service Request',
        [/^View details$/, /^Assign Vendor$/, /^Reschedule$/, /^Cancel booking$/],
      ],
    ];
    for (const [path, name, texts] of actions) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      const row = table.locator('tbody tr:has(> td[data-label])').first();
      await expect(row).toBeVisible();
      const cell = row.locator('td[data-label="Actions"]');
      const menu = cell.getByRole('button', { name: /^Actions for / });
      const shown: string[] = [];
      for (const button of await cell.getByRole('button').all())
        if (!(await button.getAttribute('aria-label'))?.startsWith('Actions for '))
          shown.push(
            ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim(),
          );
      if ((await menu.count()) === 1) {
        await menu.click();
        const items = page.getByRole('menu').getByRole('menuitem');
        await expect(items.first()).toBeVisible();
        shown.push(...(await items.allTextContents()).map((text) => text.trim()));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      } else if (name === 'Vendors' || name === 'Blocked vendors') {
        throw new Error(`${name}: SPEC's ⋮ menu is missing`);
      }
      expect(shown, name).toHaveLength(texts.length);
      for (const [index, text] of shown.entries()) expect(text, name).toMatch(texts[index] as RegExp);
    }
  });

  test('the header row stays in view while a long list is read', async ({ page, signIn }) => {
    await signIn();
    const table = await openTable(page, TABLES[0] as TableList);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(50);

    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows.last()).toBeInViewport();
    expect(await headerTexts(table)).toContain('Email');
    for (const header of await table.locator('thead th').all()) {
      await expect(header).toBeInViewport({ ratio: 1 });
      // Hit-tested where it is now, without scrolling it back.
      const hit = await header.evaluate((th) => {
        const box = th.getBoundingClientRect();
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return at !== null && th.contains(at);
      });
      expect(hit, `header "${await header.textContent()}" is drawn over the rows`).toBe(true);
    }
  });
});

test.describe('At 390×844 every list is a column of cards', () => {
  test.use({ viewport: PHONE });
  test.slow();

  for (const list of TABLES) {
    test(`${list.name}: every field of each card in view, none covered`, async ({ page, signIn }) => {
      await signIn();
      const table = await openTable(page, list);

      await expect(table.locator('thead')).not.toBeInViewport();
      const card = table.locator('tbody tr:has(> td[data-label])').first();
      // Each field is labelled with its column's title, drawn before its value.
      const titles = (await headerTexts(table)).filter((title) => title !== '');
      await expect
        .poll(() =>
          card
            .locator('> td[data-label]')
            .evaluateAll((cells) =>
              cells.map((cell) => getComputedStyle(cell, '::before').content.replaceAll('"', '')),
            ),
        )
        .toEqual(titles);
      await expectCellsReadable(table, 3);
      // Each field is as wide as its card: a column's width would break its words letter by letter.
      const narrow = await card.evaluate((tr) =>
        Array.from(tr.querySelectorAll(':scope > td[data-label]'))
          .filter((td) => td.getBoundingClientRect().width < tr.clientWidth * 0.85)
          .map(
            (td) => `${td.getAttribute('data-label')}: ${Math.round(td.getBoundingClientRect().width)} px`,
          ),
      );
      expect(narrow, 'fields narrower than their card').toEqual([]);
      expect(await sidewaysOverflow(table), 'the cards fit the screen').toBeLessThanOrEqual(0);
      expect(await pageSidewaysOverflow(page), 'nothing is wider than the screen').toBeLessThanOrEqual(0);
    });
  }

  test('Pending Approval and Complaints show every card and item in full', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/pendingapproval');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 2)) {
      expect(await coveredParts(card)).toEqual([]);
    }
    expect(await pageSidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/admincomplains');
    const items = page.getByRole('list', { name: 'Vendor complaints' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    for (const item of (await items.all()).slice(0, 3)) {
      expect(await coveredParts(item)).toEqual([]);
    }
    expect(await pageSidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('screenshots of three lists as cards', async ({ page, signIn }) => {
    await signIn();
    const shots: ReadonlyArray<[name: string, list: TableList]> = [
      ['vendor-list', TABLES[0] as TableList],
      ['booking-details-assigned', TABLES.find((l) => l.table === 'Assigned') as TableList],
      ['service-category', TABLES.find((l) => l.table === 'Service categories') as TableList],
    ];
    for (const [name, list] of shots) {
      const table = await openTable(page, list);
      await expect(table.locator('thead')).not.toBeInViewport();
      const path = screenshotPath(name);
      await page.screenshot({ path });
      console.log(`layout screenshot at 390 px: ${path}`);
    }
  });

  test('the sidebar drawer reaches every screen, the dashboard, the audit trail, the deliveries and the team included', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/managevendor');
    const menu = page.getByRole('button', { name: 'Toggle navigation' });
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    const destinations: ReadonlyArray<[entry: string, path: string, heading: string]> = [
      ['Dashboard', '/dashboard', 'Dashboard'],
      ['Audit trail', '/audit', 'Audit trail'],
      ['Deliveries', '/deliveries', 'Deliveries'],
      ['Message templates', '/message-templates', 'Message templates'],
      ['Payouts', '/payouts', 'Payouts'],
      ['Team', '/team', 'Team'],
      ['Dispatch board', '/dispatch', 'Dispatch board'],
      ['Messages', '/messages', 'Messages'],
      ['User Details', '/userdetails', 'User Details'],
      ['Complaints', '/admincomplains', 'Complaints'],
      ['Subscriptions', '/subscriptions', 'Subscriptions'],
      ['Invoices', '/invoices', 'Invoices'],
      ['Vendor earnings', '/vendor-earnings', 'Vendor earnings'],
      ['Commission', '/commission', 'Commission'],
      ['Manage Vendors', '/managevendor', 'Vendor List'],
    ];
    for (const [entry, path, heading] of destinations) {
      const link = drawer.getByRole('link', { name: entry, exact: true });
      await expect(link).not.toBeInViewport();
      await menu.click();
      // Fifteen entries are taller than the phone: the open drawer scrolls, and keeps where it was scrolled.
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the Messages composer is on screen once a vendor is open', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/messages');
    await page.getByRole('list', { name: 'Vendors' }).getByRole('button').first().click();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect(composer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport({ ratio: 1 });
    // Without scrolling the page: the screen as it opened.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(composer).toBeInViewport({ ratio: 1 });
    expect(await coveredParts(composer)).toEqual([]);
  });
});
