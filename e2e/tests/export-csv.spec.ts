import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { parseCsv } from '../../apps/server/src/test/parse-csv';
import { uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { insertExactVendor } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';

/** Today in Asia/Kolkata, as the export's file name has it (docs/product/cockpit.md#csv-export). */
const kolkataToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The downloaded file as text, its BOM kept. */
async function textOf(download: Download): Promise<string> {
  const bytes = readFileSync(await download.path());
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

async function exportCsv(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return downloading;
}

test.describe('Export CSV', () => {
  test('the Vendor List exports the rows it shows, in its order, with quoting, Hindi and masked KYC', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const pan = 'ABCPZ9876K';
    withDatabase((db) => {
      insertExactVendor(db, {
        vendor_name: `${tag} Kumar, "Raju"`,
        state: 'trial',
        kyc: { pan, aadhar: '234523452345' },
      });
      insertExactVendor(db, { vendor_name: `${tag} राजेश कुमार`, state: 'trial' });
      insertExactVendor(db, { vendor_name: `${tag} Meena Iyer`, state: 'subscribed' });
      insertExactVendor(db, { vendor_name: `${tag} Waiting`, state: 'pending' });
    });
    await signIn();
    await page.goto('/managevendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor List' })).toBeVisible();
    await page.getByRole('combobox', { name: 'View' }).click();
    await page.getByRole('option', { name: 'Trial User', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    const names = page.getByRole('table', { name: 'Vendors' }).locator('tbody tr td:first-child');
    await expect(names).toHaveCount(2);
    const shown = await names.allTextContents();

    const download = await exportCsv(page);
    expect(download.suggestedFilename()).toBe(`vendors-${kolkataToday()}.csv`);
    const text = await textOf(download);
    const csv = parseCsv(text);
    expect(csv.bom).toBe(true);
    expect(csv.records.map((record) => record.vendor_name)).toEqual(shown.map((name) => name.trim()));
    expect(text).toContain(`"${tag} Kumar, ""Raju"""`);
    expect(text).not.toContain(pan);
    expect(csv.records.every((record) => record['kyc_docs.pan']?.includes('X'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test("the Vendor List shows SPEC's columns until Select rows, then exports only the rows selected", async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    withDatabase((db) => {
      for (const name of ['Asha', 'Bharat', 'Chitra'])
        insertExactVendor(db, { vendor_name: `${tag} ${name}`, state: 'trial' });
    });
    await signIn();
    await page.goto('/managevendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    const table = page.getByRole('table', { name: 'Vendors' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.getByRole('checkbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Select rows' }).click();
    await table.getByRole('checkbox', { name: `Select ${tag} Asha` }).check();
    await table.getByRole('checkbox', { name: `Select ${tag} Chitra` }).check();
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toContainText('2 selected');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selected' }).click();
    const { records } = parseCsv(await textOf(await downloading));
    expect(records.map((record) => record.vendor_name).sort()).toEqual([`${tag} Asha`, `${tag} Chitra`]);

    await page.getByRole('button', { name: 'Done selecting' }).click();
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toBeHidden();
  });

  test('Pending Approval exports the vendors its search finds', async ({ page, signIn }) => {
    const tag = uniqueTag();
    withDatabase((db) => {
      insertExactVendor(db, { vendor_name: `${tag} First`, state: 'pending' });
      insertExactVendor(db, { vendor_name: `${tag} Second`, state: 'pending' });
      insertExactVendor(db, { vendor_name: `${tag} Approved`, state: 'approved' });
    });
    await signIn();
    await page.goto('/pendingapproval');
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await expect(page.getByRole('article')).toHaveCount(2);
    const shown = await page.getByRole('article').getByRole('heading').allTextContents();

    const download = await exportCsv(page);
    expect(download.suggestedFilename()).toBe(`pending-vendors-${kolkataToday()}.csv`);
    const { records } = parseCsv(await textOf(download));
    expect(records.map((record) => record.vendor_name)).toEqual(shown);
  });
});
