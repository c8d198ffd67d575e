import { expect, test } from '../support/fixtures';

const TABS: ReadonlyArray<[tab: string, route: string]> = [
  ['Pending Approval', '/pendingapproval'],
  ['Vendor Payments', '/vendorpayments'],
  ['Service Category', '/servicecategory'],
  ['Booking Details', '/bookingdetails'],
  ['Blocked Vendors', '/blockedvendors'],
  ['Vendor List', '/managevendor'],
];

test.describe('Vendor tabs', () => {
  test('switch between the vendor screens without adding to the browser history', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/messages');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Manage Vendors' })
      .click();
    await expect(page).toHaveURL('/managevendor');

    const tablist = page.getByRole('tablist', { name: 'Vendor screens' });
    for (const [tab, route] of TABS) {
      await tablist.getByRole('tab', { name: tab }).click();

      await expect(page).toHaveURL(route);
      await expect(tablist.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
    }

    await page.goBack();

    await expect(page).toHaveURL('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  });

  test('can be operated with the keyboard', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/managevendor');

    const tablist = page.getByRole('tablist', { name: 'Vendor screens' });
    await tablist.getByRole('tab', { name: 'Vendor List' }).focus();
    await page.keyboard.press('ArrowRight');

    await expect(page).toHaveURL('/pendingapproval');
    await expect(tablist.getByRole('tab', { name: 'Pending Approval' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Approval' })).toBeVisible();
  });
});
