import type { Page } from '@playwright/test';
import { withDatabase } from '../support/database';
import { insertTaggedVendor, vendorFlags } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function openPendingSearch(page: Page, tag: string) {
  await page.goto('/pendingapproval');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Approval' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
}

test.describe('Pending Approval', () => {
  test('Approve on a card approves the vendor as the signed-in admin and it leaves the grid', async ({
    page,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Newcomer', { state: 'pending' });
    const session = await signIn();
    await openPendingSearch(page, tag);

    const pending = card(page, vendor.vendor_name);
    await expect(pending.getByText('09:00 - 18:30')).toBeVisible();
    await expect(pending.getByText('No photos')).toBeVisible();
    await pending.getByRole('button', { name: 'Approve' }).click();

    await expect(page.getByText('No pending vendors found.')).toBeVisible();
    const stored = withDatabase((db) => vendorFlags(db, vendor.vendor_id));
    expect(stored).toMatchObject({ is_approved: 1, approved_by: session.admin.id, is_rejected: 0 });
    expect(stored.approved_date).not.toBeNull();
  });

  test('Reject on a card asks why, rejects with the reason, and the vendor is texted it (Deliveries)', async ({
    page,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Doubtful', { state: 'pending' });
    const session = await signIn();
    await openPendingSearch(page, tag);

    await card(page, vendor.vendor_name).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${vendor.vendor_name}?` });
    await expect(dialog).toBeVisible();
    // Cancel sends nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(withDatabase((db) => vendorFlags(db, vendor.vendor_id)).is_rejected).toBe(0);

    // By keyboard: the dialog opens on the reason; a common reason is picked, then the text added to.
    await card(page, vendor.vendor_name).getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Enter');
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await dialog
      .getByRole('group', { name: 'Common reasons' })
      .getByRole('button', { name: 'The KYC documents are not readable' })
      .click();
    await expect(reason).toHaveValue('The KYC documents are not readable');
    await reason.press('End');
    await reason.pressSequentially(' (PAN photo blurred)');
    const given = 'The KYC documents are not readable (PAN photo blurred)';
    await dialog.getByRole('button', { name: 'Yes, reject' }).press('Enter');

    await expect(page.getByText('No pending vendors found.')).toBeVisible();
    expect(withDatabase((db) => vendorFlags(db, vendor.vendor_id))).toMatchObject({
      is_rejected: 1,
      rejected_by: session.admin.id,
      is_approved: 0,
    });

    // The message to the vendor, on Deliveries: kind sms, the phone masked but its last 4 digits, the reason in its text.
    await page.goto('/deliveries?kind=sms');
    const message = page
      .getByRole('table', { name: 'Deliveries' })
      .locator(':scope > tbody > tr')
      .filter({ hasText: vendor.vendor_name });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText('sms');
    await expect(message).toContainText(`XXXXXX${vendor.vendor_mobile.slice(-4)}`);
    await expect(message).not.toContainText(vendor.vendor_mobile);
    await expect(message).toContainText(given);

    // The Rejected status of the Vendor List shows the reason.
    await page.goto(`/managevendor?status=rejected&q=${encodeURIComponent(tag)}`);
    const listed = page.getByRole('row').filter({ hasText: vendor.vendor_name });
    await expect(listed).toContainText(given);

    // The vendor's history reads the message as sent, not as a diff.
    await (await rowMenuItem(page, vendor.vendor_name, 'View details')).click();
    const details = page.getByRole('dialog', { name: `Vendor details: ${vendor.vendor_name}` });
    await expect(details.getByText('Rejection reason', { exact: true })).toBeVisible();
    const history = details.getByRole('region', { name: 'History' });
    await expect(
      history.getByText(`Message by SMS to XXXXXX${vendor.vendor_mobile.slice(-4)}`, { exact: true }),
    ).toBeVisible();
    await expect(history).toContainText(given);
  });

  test('View More shows every section and closes', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Curious', {
      state: 'pending',
      kyc: { pan: 'ABCPE1234Q', aadhar: '234523452345' },
    });
    await signIn();
    await openPendingSearch(page, tag);

    await card(page, vendor.vendor_name).getByRole('button', { name: 'View More' }).click();

    const dialog = page.getByRole('dialog', { name: vendor.vendor_name });
    for (const section of ['Vendor Details', 'KYC Details', 'Account Details', 'Documents']) {
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(dialog.getByText('XXXX XXXX 2345')).toBeVisible();
    await expect(dialog.getByText('HDFC0001234')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('a missing or broken first image falls back to the placeholder', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Brokenpic', {
      state: 'pending',
      image_url: ['/uploads/e2e-missing.png'],
    });
    await signIn();
    await openPendingSearch(page, tag);

    const cover = card(page, vendor.vendor_name).getByRole('img', {
      name: `${vendor.vendor_name} work photo`,
    });
    await expect(cover).toHaveAttribute('src', '/placeholder.svg');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the approval view opened directly loads the vendor, approves it and returns to the grid', async ({
    page,
    signIn,
  }) => {
    const { vendor } = insertTaggedVendor('Direct', {
      state: 'pending',
      image_url: ['/uploads/e2e-gone.png'],
    });
    const session = await signIn();
    await page.goto(`/pendingapprovalview/${vendor.vendor_id}`);

    await expect(page.getByRole('heading', { level: 1, name: vendor.vendor_name })).toBeVisible();
    await expect(page.getByText(vendor.vendor_email)).toBeVisible();
    await expect(page.getByRole('img', { name: `${vendor.vendor_name} photo`, exact: true })).toHaveAttribute(
      'src',
      '/workman.svg',
    );
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL('/pendingapproval');
    expect(withDatabase((db) => vendorFlags(db, vendor.vendor_id))).toMatchObject({
      is_approved: 1,
      approved_by: session.admin.id,
    });
  });

  test('the approval view reached from a card rejects and returns to the grid', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Viaview', { state: 'pending' });
    await signIn();
    await openPendingSearch(page, tag);

    await card(page, vendor.vendor_name).getByRole('link', { name: vendor.vendor_name }).click();
    await expect(page).toHaveURL(`/pendingapprovalview/${vendor.vendor_id}`);
    // The grid, with its own Reject buttons, stays on screen until the view's code has loaded.
    await expect(page.getByRole('heading', { level: 1, name: vendor.vendor_name })).toBeVisible();
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${vendor.vendor_name}?` });
    await dialog.getByRole('button', { name: 'The business address could not be verified' }).click();
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();

    await expect(page).toHaveURL('/pendingapproval');
    expect(withDatabase((db) => vendorFlags(db, vendor.vendor_id)).is_rejected).toBe(1);
  });

  test("the card's vendor name is a link that opens the vendor, by pointer or keyboard", async ({
    page,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Linked', { state: 'pending' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    await openPendingSearch(page, tag);

    const link = card(page, vendor.vendor_name).getByRole('link', {
      name: `Open vendor ${vendor.vendor_name}`,
      exact: true,
    });
    await expect(link).toHaveAttribute('href', `/pendingapprovalview/${vendor.vendor_id}`);
    // It looks like a link: underlined, in the link colour rather than the card's text colour.
    const looks = await link.evaluate((a) => {
      const style = getComputedStyle(a);
      const text = getComputedStyle(a.closest('article') ?? document.body);
      return { underline: style.textDecorationLine, color: style.color, textColor: text.color };
    });
    expect(looks.underline).toContain('underline');
    expect(looks.color).not.toBe(looks.textColor);

    // The view shows the vendor from the navigation state, before (here: without) its own fetch.
    let releaseFetch: () => void = () => {};
    const fetchHeld = new Promise<void>((resolve) => {
      releaseFetch = resolve;
    });
    await page.route(`**/api/v1/admin/data/vendors/${vendor.vendor_id}`, async (route) => {
      await fetchHeld;
      await route.continue();
    });
    // Reached with Tab from the search box, like any link.
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).focus();
    for (
      let presses = 0;
      presses < 5 && !(await link.evaluate((a) => a === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/pendingapprovalview/${vendor.vendor_id}`);
    await expect(page.getByRole('heading', { level: 1, name: vendor.vendor_name })).toBeVisible();
    await expect(page.getByText(vendor.vendor_email)).toBeVisible();
    releaseFetch();
  });

  test("an unknown vendor id shows 'No vendor data found.' and Back", async ({ page, signIn }) => {
    await signIn();
    await page.goto('/pendingapprovalview/2147483000');

    await expect(page.getByText('No vendor data found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/pendingapproval');
  });
});
