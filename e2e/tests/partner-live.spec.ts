import { uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { vendorFlags } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { solidPng } from '../support/images';
import {
  applicationBody,
  freshMobile,
  signInToVendorApp,
  submitApplication,
  uploadAsApp,
} from '../support/vendor-app';

test.describe('Live arrivals from the partner API (docs/product/partner-api.md#live-events)', () => {
  test('an application submitted through the vendor app appears on Pending Approval without a reload', async ({
    page,
    request,
    signIn,
    smsOutbox,
  }) => {
    const session = await signIn();
    const tag = uniqueTag();
    const vendorName = `${tag} Livewire`;

    await page.goto('/pendingapproval');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Approval' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await expect(page.getByText('No pending vendors found.')).toBeVisible();
    // Survives only as long as this document: a reload or a navigation would clear it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    const categories = await request.get('/api/v1/admin/data/getSERVICE_CATEGORIES', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(categories.status()).toBe(200);
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

    const card = page.getByRole('article', { name: vendorName });
    await expect(card).toBeVisible();
    await expect(card.getByText('09:00 - 18:30')).toBeVisible();
    await expect(page.getByText('No pending vendors found.')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(withDatabase((db) => vendorFlags(db, vendorId))).toMatchObject({
      is_approved: 0,
      is_rejected: 0,
      is_blocked: 0,
    });
  });

  test('the Messages screen listens on the same connection as the live events', async ({ page, signIn }) => {
    // Each socket.io connection starts with one handshake: a polling request without a session id.
    const handshakes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/socket.io/' && !url.searchParams.has('sid')) handshakes.push(url.href);
    });
    await signIn();

    await page.goto('/pendingapproval');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Approval' })).toBeVisible();
    await expect.poll(() => handshakes.length).toBe(1);
    await page.getByRole('link', { name: 'Messages' }).click();

    // The badge shows Live after a handshake, so a second connection would have asked for one by now.
    await expect(page.getByRole('status', { name: 'Chat connection: Live' })).toBeVisible();
    expect(handshakes).toHaveLength(1);
  });
});
