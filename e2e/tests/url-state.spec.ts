import type { Page } from '@playwright/test';
import { arrangeServiceRequest, customerNamed, uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { insertExactVendor } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

/*
 * docs/guiding-principles.md ("page and search a list"): a list keeps its search, filters, sort and page
 * in the URL, so a reload, a shared link and Back show the same rows; the assign view of Booking Details
 * has its own address.
 */

const vendorsTable = (page: Page) => page.getByRole('table', { name: 'Vendors' });
const shownNames = (page: Page) => vendorsTable(page).locator('tbody tr td:first-child');

test.describe('Lists keep their state in the URL', () => {
  test('the Vendor List shows the same rows after a reload, in a new tab and after Back', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const names = withDatabase((db) => {
      // Two pending vendors that the Approved status leaves out (they would sort first by name).
      for (const n of [1, 2]) insertExactVendor(db, { vendor_name: `${tag} P${n}`, state: 'pending' });
      return Array.from({ length: 53 }, (_, i) => {
        const name = `${tag} V${String(i + 1).padStart(2, '0')}`;
        return insertExactVendor(db, { vendor_name: name, state: 'trial' }).vendor_name;
      });
    });
    // Name, descending (the table keeps the direction when another column is chosen): V53 … V04, then V03 … V01.
    const secondPage = names.slice(0, 3).reverse();
    const firstRow = names[52]!;
    await signIn();
    await page.goto('/managevendor');
    await expect(vendorsTable(page).locator('tbody tr').first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await vendorsTable(page).getByRole('button', { name: 'Name Not sorted', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=-vendor_name(&|$)/);
    await expect(shownNames(page)).toHaveCount(50);
    await expect(shownNames(page).first()).toHaveText(firstRow);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(shownNames(page)).toHaveText(secondPage);
    const url = page.url();
    expect(new URL(url).searchParams.get('page')).toBe('2');
    expect(new URL(url).searchParams.get('status')).toBe('approved');

    // A reload: the same rows, the same controls.
    await page.reload();
    await expect(shownNames(page)).toHaveText(secondPage);
    await expect(page.getByRole('searchbox', { name: 'Search vendors' })).toHaveValue(tag);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Approved');

    // The URL pasted into a new tab.
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(shownNames(other)).toHaveText(secondPage);
    await other.close();

    // Another screen, then Back.
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages/);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(shownNames(page)).toHaveText(secondPage);

    // Back once more: the page before (page 1 of the same search, status and sort).
    await page.goBack();
    await expect(shownNames(page)).toHaveCount(50);
    await expect(shownNames(page).first()).toHaveText(firstRow);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  test('bad settings in the URL show the list at its defaults', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/managevendor?page=-3&sort=nonsense&status=deleted&view=everything');
    await expect(vendorsTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'View' })).toHaveValue('All Vendors');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('All statuses');
  });

  test('the assign view has its own address: Back returns to Booking Details, a pasted link opens it', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const customer = customerNamed(`Lata ${tag}`);
    const { bookingId } = arrangeServiceRequest(
      customer,
      { service_desc: 'Fix a leaking tap.', service_price: 499 },
      { fitting: { vendor_name: `Kiran ${tag}` } },
    );
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(tag);
    // The search reaches the address after its debounce; the new booking's row may show before it, on
    // the unsearched first page.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    const row = page
      .getByRole('table', { name: 'Service Request' })
      .getByRole('row', { name: new RegExp(tag) });
    await (await rowMenuItem(page, /^Actions for booking /, 'Assign Vendor', row)).click();

    const heading = page.getByRole('heading', { name: `Assign Vendor for Booking ID: ${bookingId}` });
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/bookingdetails/assign/${bookingId}$`));

    await page.goBack();
    await expect(heading).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search by customer name' })).toHaveValue(tag);
    await expect(row).toBeVisible();

    await page.goForward();
    await expect(heading).toBeVisible();

    const other = await page.context().newPage();
    await other.goto(`/bookingdetails/assign/${bookingId}`);
    await expect(
      other.getByRole('heading', { name: `Assign Vendor for Booking ID: ${bookingId}` }),
    ).toBeVisible();
    await other.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(other.getByRole('table', { name: 'Vendors' })).toContainText(`Kiran ${tag}`);
    await other.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(other).toHaveURL(/\/bookingdetails$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    await other.close();
  });
});
