import type { Page } from '@playwright/test';
import { ADMIN } from '../support/environment';
import { insertTaggedVendor } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

test.use({ timezoneId: 'Asia/Kolkata' });

/** The audit trail's table (docs/product/cockpit.md#audit-trail). */
const auditTable = (page: Page) => page.getByRole('table', { name: 'Audit trail' });

test.describe('Audit trail', () => {
  test('shows a decision made in the same test, and its message above it, filtered by entity vendor and its id', async ({
    page,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Audited', { state: 'pending' });
    await signIn();

    // The decision, through the UI.
    await page.goto('/pendingapproval');
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await page
      .getByRole('article', { name: vendor.vendor_name })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText('No pending vendors found.')).toBeVisible();

    await page.goto('/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Entity type' }).click();
    await page.getByRole('option', { name: 'vendor', exact: true }).click();
    await page.getByRole('textbox', { name: 'Entity id' }).fill(String(vendor.vendor_id));

    // The table's own rows, not those of a diff opened inside one.
    const rows = auditTable(page).locator(':scope > tbody > tr');
    // The decision, and on top the message it told the vendor, written with it (docs/product/messages.md).
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('message.queued');
    const top = rows.nth(1);
    await expect(top).toContainText('vendor.approved');
    await expect(top).toContainText(ADMIN.name);
    await expect(top).toContainText(`vendor #${vendor.vendor_id}`);
    // When: India time with IST, `21 Nov 2026, 14:05 IST` (docs/product/README.md#dates-and-times).
    await expect(top.getByRole('cell').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/);

    // The before/after diff opens under the row.
    await top.getByRole('button', { name: /changes? of entry/ }).click();
    const diff = top.getByRole('table', { name: /Changes of entry/ });
    await expect(diff.getByRole('row', { name: /is_approved/ })).toContainText('0');
    await expect(diff.getByRole('row', { name: /is_approved/ })).toContainText('1');

    // Filtering by the action too keeps it; another action finds nothing.
    await page.getByRole('textbox', { name: 'Action' }).fill('vendor.rejected');
    await expect(page.getByText('No matching audit entries found')).toBeVisible();
    await page.getByRole('textbox', { name: 'Action' }).fill('vendor.approved');
    await expect(rows).toHaveCount(1);

    // The search finds it by the admin's name.
    await page.getByRole('searchbox', { name: 'Search the audit trail' }).fill(ADMIN.name);
    await expect(rows.first()).toContainText('vendor.approved');

    // The vendor's details dialog names the approving admin and shows the approval in its history.
    await page.goto('/managevendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr')).toHaveCount(1);
    await (await rowMenuItem(page, vendor.vendor_name, 'View details')).click();
    const dialog = page.getByRole('dialog', { name: `Vendor details: ${vendor.vendor_name}` });
    await expect(dialog.getByText(ADMIN.name).first()).toBeVisible();
    await expect(dialog.getByText(`Admin #`)).toHaveCount(0);
    const history = dialog.getByRole('region', { name: 'History' });
    await expect(history.getByText('vendor.approved')).toBeVisible();
    await expect(history.getByRole('table', { name: 'Changes of vendor.approved' })).toContainText(
      'is_approved',
    );
  });
});
