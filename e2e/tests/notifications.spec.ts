import type { Page } from '@playwright/test';
import { uniqueTag } from '../support/booking-rows';
import { expect, test } from '../support/fixtures';
import { markDocument, stillSameDocument } from '../support/same-document';

/** The total the bell's badge announces: `Notifications, N new`, or 0 for plain `Notifications`. */
async function bellTotal(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(label?.match(/^Notifications, (\d+) new$/)?.[1] ?? 0);
}

test.describe('The live bell (docs/product/cockpit.md#live-bell)', () => {
  test('its badge rises when a vendor applies through the partner API, without a reload, and its drawer opens the application', async ({
    page,
    signIn,
    vendorApplies,
  }) => {
    await signIn();
    const vendorName = `${uniqueTag()} Bellringer`;

    await page.goto('/managevendor');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    // The counts have loaded once the bell names how many are new (the demo data has pending vendors).
    await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ new$/);
    const before = await bellTotal(page);
    await markDocument(page);

    const vendorId = await vendorApplies(vendorName);

    await expect.poll(() => bellTotal(page)).toBeGreaterThan(before);

    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Pending approvals' })).toBeVisible();
    const item = drawer.getByRole('list', { name: 'Latest' }).getByRole('link', {
      name: `New vendor application: ${vendorName}`,
    });
    await expect(item).toHaveAttribute('href', `/pendingapprovalview/${vendorId}`);
    await item.click();

    await expect(page).toHaveURL(`/pendingapprovalview/${vendorId}`);
    await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(await stillSameDocument(page)).toBe(true);
  });
});
