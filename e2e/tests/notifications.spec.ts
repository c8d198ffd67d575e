import type { Page } from '@playwright/test';
import { uniqueTag } from '../support/booking-rows';
import { expect, test } from '../support/fixtures';
import { solidPng } from '../support/images';
import {
  applicationBody,
  freshMobile,
  signInToVendorApp,
  submitApplication,
  uploadAsApp,
} from '../support/vendor-app';

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
    request,
    signIn,
    smsOutbox,
  }) => {
    const session = await signIn();
    const vendorName = `${uniqueTag()} Bellringer`;

    await page.goto('/managevendor');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    // The counts have loaded once the bell names how many are new (the demo data has pending vendors).
    await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ new$/);
    const before = await bellTotal(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    const categories = await request.get('/api/v1/admin/data/getSERVICE_CATEGORIES', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const [category] = ((await categories.json()) as { data: { service_cat_id: number }[] }).data;
    if (!category) throw new Error('the demo catalogue has no category');
    const token = await signInToVendorApp(request, smsOutbox, freshMobile());
    const photos = {
      panPhoto: await uploadAsApp(request, token, solidPng('pan.png', [200, 40, 40])),
      aadharPhoto: await uploadAsApp(request, token, solidPng('aadhaar.png', [40, 200, 40])),
      work: await uploadAsApp(request, token, solidPng('work.png', [40, 40, 200])),
    };
    const { status, vendorId } = await submitApplication(
      request,
      token,
      applicationBody(vendorName, category.service_cat_id, photos),
    );
    expect(status).toBe(201);

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
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
