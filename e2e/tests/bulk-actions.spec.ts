import { uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { categories, insertExactVendor, vendorFlags } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

test.describe('Bulk actions and Edit details', () => {
  test('Pending Approval: reject the selected vendors with one reason, asked once', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const vendors = withDatabase((db) =>
      ['Dev', 'Esha'].map((name) =>
        insertExactVendor(db, { vendor_name: `${tag} ${name}`, state: 'pending' }),
      ),
    );
    await signIn();
    await page.goto('/pendingapproval');
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await expect(page.getByRole('article')).toHaveCount(2);
    for (const vendor of vendors) {
      await page.getByRole('checkbox', { name: `Select ${vendor.vendor_name}` }).check();
    }
    await page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Reject selected' })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Reject 2 vendors?' });
    await dialog.getByRole('button', { name: 'The KYC details do not match the documents' }).click();
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();

    await expect(page.getByText('2 vendors rejected.')).toBeVisible();
    await expect(page.getByText('No pending vendors found.')).toBeVisible();
    for (const vendor of vendors) {
      expect(withDatabase((db) => vendorFlags(db, vendor.vendor_id))).toMatchObject({
        is_rejected: 1,
        rejected_reason: 'The KYC details do not match the documents',
      });
    }
  });

  test('Pending Approval: approve the selected vendors at once; one decided meanwhile is reported, not overwritten', async ({
    page,
    request,
    signIn,
  }) => {
    const tag = uniqueTag();
    const [first, second, third] = withDatabase((db) =>
      ['Anand', 'Bela', 'Chitra'].map((name) =>
        insertExactVendor(db, { vendor_name: `${tag} ${name}`, state: 'pending' }),
      ),
    );
    const session = await signIn();
    await page.goto('/pendingapproval');
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await expect(page.getByRole('article')).toHaveCount(3);

    for (const vendor of [first!, second!, third!]) {
      await page.getByRole('checkbox', { name: `Select ${vendor.vendor_name}` }).check();
    }
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar.getByText('3 selected')).toBeVisible();

    // Another admin rejects one of them while the bulk approval is on its way.
    await page.route('**/api/v1/admin/data/vendors/bulk/approve', async (route) => {
      const rejected = await request.put('/api/v1/admin/data/updatevendors', {
        headers: { authorization: `Bearer ${session.token}` },
        data: { vendor_id: third!.vendor_id, is_rejected: 1 },
      });
      expect(rejected.status()).toBe(200);
      await route.continue();
    });

    await bar.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 3 vendors?' });
    await expect(dialog.getByText(first!.vendor_name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, approve' }).click();

    await expect(page.getByText('2 vendors approved.')).toBeVisible();
    await expect(page.getByText('Not done for 1:')).toBeVisible();
    await expect(page.getByText('This vendor has already been approved or rejected')).toBeVisible();
    await expect(page.getByText('No pending vendors found.')).toBeVisible();
    withDatabase((db) => {
      expect(vendorFlags(db, first!.vendor_id)).toMatchObject({
        is_approved: 1,
        approved_by: session.admin.id,
      });
      expect(vendorFlags(db, second!.vendor_id)).toMatchObject({ is_approved: 1 });
      expect(vendorFlags(db, third!.vendor_id)).toMatchObject({ is_approved: 0, is_rejected: 1 });
    });
  });

  test('Vendor List: Edit details saves the operating details, audited', async ({ page, signIn }) => {
    const tag = uniqueTag();
    const { vendor, category } = withDatabase((db) => ({
      vendor: insertExactVendor(db, { vendor_name: `${tag} Devika`, state: 'approved' }),
      category: categories(db).at(-1)!,
    }));
    await signIn();
    await page.goto('/managevendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    const table = page.getByRole('table', { name: 'Vendors' });
    await expect(table.getByRole('row', { name: new RegExp(vendor.vendor_name) })).toBeVisible();

    await (await rowMenuItem(page, vendor.vendor_name, 'Edit details', table)).click();
    const dialog = page.getByRole('dialog', { name: `Edit details: ${vendor.vendor_name}` });
    const business = dialog.getByRole('textbox', { name: 'Business Name' });
    await business.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Business Name is required')).toBeVisible();

    await business.fill(`${tag} Woodworks`);
    await dialog.getByRole('combobox', { name: 'Service Category' }).click();
    await page.getByRole('option', { name: category.service_category_name, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Service Radius (km)' }).fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(`Details of ${vendor.vendor_name} saved.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(vendor.vendor_name) })).toContainText(
      `${tag} Woodworks`,
    );
    const audit = await page.request.get(`/api/v1/admin/audit?entity=vendor&entity_id=${vendor.vendor_id}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminToken'))}` },
    });
    const entries = (await audit.json()).data as { action: string; after: unknown }[];
    expect(entries.map((e) => e.action)).toContain('vendor.edited');
  });
});
