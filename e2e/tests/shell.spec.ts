import type { Page } from '@playwright/test';
import { ADMIN } from '../support/environment';
import { expect, storedSession, test } from '../support/fixtures';

/** Each route and the sidebar entry highlighted on it (docs/product/shell-and-sign-in.md#sidebar). */
const HIGHLIGHTS: ReadonlyArray<[route: string, entry: string | null]> = [
  ['/managevendor', 'Manage Vendors'],
  ['/pendingapproval', 'Manage Vendors'],
  ['/pendingapprovalview/1', 'Manage Vendors'],
  ['/vendorpayments', 'Manage Vendors'],
  ['/servicecategory', 'Manage Vendors'],
  ['/addservicecategory', 'Manage Vendors'],
  // Without a category to add to, /addsubservice goes back to the list (ADR 006).
  ['/addsubservice?categoryId=1', 'Manage Vendors'],
  ['/bookingdetails', 'Manage Vendors'],
  ['/blockedvendors', 'Manage Vendors'],
  ['/addvendor', 'Manage Vendors'],
  ['/dispatch', 'Dispatch board'],
  ['/messages', 'Messages'],
  ['/userdetails', 'User Details'],
  ['/userpaymentdetails', 'User Details'],
  // Reached from User Payment Details (docs/product/refunds-screens.md#refunds).
  ['/refunds', 'User Details'],
  ['/admincomplains', 'Complaints'],
  ['/subscriptions', 'Subscriptions'],
  ['/addsubscriptions', 'Subscriptions'],
  ['/invoices', 'Invoices'],
  ['/vendor-earnings', 'Vendor earnings'],
  ['/commission', 'Commission'],
  ['/setpricing', null],
];

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test.describe('Sidebar highlighting', () => {
  for (const [route, entry] of HIGHLIGHTS) {
    test(`${route} highlights ${entry ?? 'no entry'}`, async ({ page, signIn }) => {
      await signIn();

      await page.goto(route);

      await expect(page).toHaveURL(route);
      const current = sidebar(page).locator('[aria-current="page"]');
      if (entry) {
        await expect(current).toHaveCount(1);
        await expect(current).toHaveAccessibleName(entry);
      } else {
        await expect(sidebar(page).getByRole('link', { name: 'Manage Vendors' })).toBeVisible();
        await expect(current).toHaveCount(0);
      }
    });
  }
});

test.describe('Shell', () => {
  test('shows the logo, the title, the bell and the admin name', async ({ page, signIn }) => {
    await signIn();

    await page.goto('/messages');

    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('img', { name: 'Seva Admin' })).toBeVisible();
    await expect(topBar.getByText('Manage Vendor', { exact: true })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(topBar.getByText(ADMIN.name)).toBeVisible();
    await expect(sidebar(page).getByText(ADMIN.name)).toBeVisible();
    await expect(sidebar(page).getByText('Admin', { exact: true })).toBeVisible();
  });

  test('an unknown address shows a not-found panel with a way back', async ({ page, signIn }) => {
    await signIn();

    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Vendor List' }).click();

    await expect(page).toHaveURL('/managevendor');
  });
});

test.describe('Shell on a narrow screen', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the sidebar stays out of view until the menu button opens it, and choosing an entry closes it', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/managevendor');
    await expect(page.getByRole('table', { name: 'Vendors' }).getByRole('row').nth(1)).toBeVisible();
    const menu = page.getByRole('button', { name: 'Toggle navigation' });
    const messages = sidebar(page).getByRole('link', { name: 'Messages' });

    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(messages).not.toBeInViewport();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(messages).toBeInViewport();

    await messages.click();
    await expect(page).toHaveURL('/messages');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(messages).not.toBeInViewport();
  });
});

test.describe('Logging out', () => {
  test('Cancel keeps the admin signed in where they were', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/messages');

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure do you want to logout?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/messages');
    expect((await storedSession(page)).adminToken).not.toBeNull();
  });

  test('Logout ends the session, clears the browser storage and returns to sign-in', async ({
    page,
    signIn,
    request,
  }) => {
    const session = await signIn({ fresh: true });
    await page.goto('/userdetails');

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure do you want to logout?' });
    await dialog.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/adminlogin');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await storedSession(page)).toEqual({ adminToken: null, adminName: null, adminId: null });

    const reuse = await request.post('/api/v1/admin/logout', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(reuse.status()).toBe(401);

    await page.goto('/managevendor');
    await expect(page).toHaveURL('/adminlogin?next=%2Fmanagevendor');
  });
});
