import { uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { vendorFlags } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { markDocument, stillSameDocument } from '../support/same-document';

test.describe('Live arrivals from the partner API (docs/product/partner-api.md#live-events)', () => {
  test('an application submitted through the vendor app appears on Pending Approval without a reload', async ({
    page,
    signIn,
    vendorApplies,
  }) => {
    await signIn();
    const tag = uniqueTag();
    const vendorName = `${tag} Livewire`;

    await page.goto('/pendingapproval');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Approval' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await expect(page.getByText('No pending vendors found.')).toBeVisible();
    await markDocument(page);

    const vendorId = await vendorApplies(vendorName);

    const card = page.getByRole('article', { name: vendorName });
    await expect(card).toBeVisible();
    await expect(card.getByText('09:00 - 18:30')).toBeVisible();
    await expect(page.getByText('No pending vendors found.')).toBeHidden();
    expect(await stillSameDocument(page)).toBe(true);
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
