import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { type ChosenFile, htmlAsJpeg, solidPng } from '../support/images';
import { closeRowMenu, rowMenuItem } from '../support/row-actions';

/** A suffix that keeps this run's rows apart from the demo data and from other runs. */
const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

function categoryTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Service categories' });
}

/** The category's own row (not its expanded content). */
function categoryRow(page: Page, name: string): Locator {
  return categoryTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

function subServiceTable(page: Page, category: string): Locator {
  return page.getByRole('table', { name: `Sub-services of ${category}` });
}

async function chooseFile(page: Page, label: string, file: ChosenFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label).click();
  await (await chooser).setFiles(file);
}

function alertWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

async function searchCategories(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(term);
}

test.describe('Service Category', () => {
  test('add a category with an icon, add two sub-services, see rupee prices, edit one and delete one', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000); // one long story: three forms, three uploads, six list visits
    const t = tag();
    const category = `Solar Care ${t}`;
    await signIn();
    await page.goto('/servicecategory');
    await expect(page.getByRole('heading', { level: 1, name: 'Service Category' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Service Category' }).click();
    await expect(page).toHaveURL('/addservicecategory');
    await chooseFile(page, 'Service Icon', solidPng('solar.png', [250, 176, 5]));
    await page.getByLabel('Description').fill('Cleaning and health checks of rooftop solar panels.');
    await page.getByLabel('Name').fill(category);
    await expect(page.getByLabel('Name')).toHaveValue(category);
    await page.getByRole('button', { name: 'Add Category' }).click();

    await expect(page).toHaveURL('/servicecategory');
    await expect(alertWith(page, 'Service category added successfully.')).toBeVisible();
    await searchCategories(page, category.toLowerCase());
    const row = categoryRow(page, category);
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: `${category} icon` })).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f]{64}\.png$/,
    );

    // An empty category offers a link to add one.
    await row.getByRole('button', { name: /Sub-services/ }).click();
    await expect(page.getByText('No sub-services available.')).toBeVisible();
    await page.getByRole('link', { name: `Add a sub-service to ${category}` }).click();
    await expect(page).toHaveURL(/\/addsubservice\?categoryId=\d+$/);
    await expect(page.getByText(`Category: ${category}`)).toBeVisible();
    await page.getByLabel('Sub-Service Name').fill('Panel Cleaning');
    await chooseFile(page, 'Sub-Service Icon', solidPng('panel.png', [28, 126, 214]));
    await page.getByLabel('Sub-Service Price').fill('799.5');
    await page.getByLabel('Description').fill('Water-fed brush cleaning of up to 10 panels.');
    await page.getByRole('button', { name: 'Add Sub-Service' }).click();
    await expect(page).toHaveURL('/servicecategory');

    await searchCategories(page, category);
    await (await rowMenuItem(page, category, 'Add Sub-Service', categoryRow(page, category))).click();
    await page.getByLabel('Sub-Service Name').fill('Inverter Check');
    await chooseFile(page, 'Sub-Service Icon', solidPng('inverter.png', [55, 178, 77]));
    await page.getByLabel('Sub-Service Price').fill('1249');
    await page.getByLabel('Description').fill('Inverter and wiring inspection with a report.');
    await page.getByRole('button', { name: 'Add Sub-Service' }).click();
    await expect(page).toHaveURL('/servicecategory');

    await searchCategories(page, category);
    await categoryRow(page, category).getByRole('button', { name: 'Sub-services (2)' }).click();
    const subs = subServiceTable(page, category);
    await expect(subs.getByRole('row')).toHaveCount(3);
    await expect(subs.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText('Panel Cleaning');
    await expect(subs.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('₹799.50');
    await expect(subs.getByRole('row').nth(2).getByRole('cell').nth(2)).toHaveText('₹1,249');

    // Edit one: the form opens filled in, keeps the icon, and the list shows the new price.
    await subs.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/addsubservice\?id=\d+$/);
    await expect(page.getByLabel('Sub-Service Name')).toHaveValue('Panel Cleaning');
    await expect(page.getByLabel('Sub-Service Price')).toHaveValue('799.5');
    await page.getByLabel('Sub-Service Price').fill('899');
    await page.getByRole('button', { name: 'Update Sub-Service' }).click();
    await expect(page).toHaveURL('/servicecategory');
    await expect(alertWith(page, 'Sub-service updated successfully.')).toBeVisible();
    await searchCategories(page, category);
    await categoryRow(page, category)
      .getByRole('button', { name: /Sub-services/ })
      .click();
    await expect(subs.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('₹899');

    // Delete one, after a confirmation; cancelling first keeps it.
    const inverter = subs.getByRole('row').filter({ hasText: 'Inverter Check' });
    await inverter.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Are you sure you want to delete the sub-service Inverter Check?',
    });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(inverter).toBeVisible();
    await inverter.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(alertWith(page, 'Sub-service deleted successfully.')).toBeVisible();
    await expect(inverter).toHaveCount(0);
    await expect(subs.getByRole('row')).toHaveCount(2);

    // The category still has a sub-service: its delete is refused with the reason (ADR 006).
    await (await rowMenuItem(page, category, 'Delete', categoryRow(page, category))).click();
    await page
      .getByRole('dialog', { name: `Are you sure you want to delete the category ${category}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      alertWith(
        page,
        `Failed to delete service category: "${category}" still has 1 sub-service. Delete its sub-services first.`,
      ),
    ).toBeVisible();
    await expect(categoryRow(page, category)).toBeVisible();

    // Without sub-services it goes, and the list is fetched again (the category is still expanded).
    await subs.getByRole('row').nth(1).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to delete the sub-service Panel Cleaning?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(alertWith(page, 'Sub-service deleted successfully.').last()).toBeVisible();
    await (await rowMenuItem(page, category, 'Delete', categoryRow(page, category))).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(alertWith(page, 'Service category deleted successfully.')).toBeVisible();
    await expect(page.getByText('No matching categories found')).toBeVisible();
  });

  test('categories and sub-services show their columns in the product order', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/servicecategory');
    await expect(categoryTable(page).locator('thead th')).toHaveText([
      'Name',
      'Icon',
      'Description',
      'Sub-services',
      'Actions',
    ]);
    const plumbing = categoryRow(page, 'Plumbing');
    await expect(plumbing.getByRole('cell').nth(0)).toHaveText('Plumbing');
    await expect(plumbing.getByRole('cell').nth(1).getByRole('img', { name: 'Plumbing icon' })).toBeVisible();
    // The row's actions carry the product's texts (as buttons, or in the ⋮ menu when the table is short of room).
    for (const action of ['Add Sub-Service', 'Edit', 'Delete']) {
      await expect(await rowMenuItem(page, 'Plumbing', action, plumbing)).toBeVisible();
      await closeRowMenu(page);
    }

    await plumbing.getByRole('button', { name: /Sub-services/ }).click();
    const subs = subServiceTable(page, 'Plumbing');
    await expect(subs.locator('thead th')).toHaveText(['Name', 'Icon', 'Price', 'Description', 'Actions']);
    const first = subs.locator('tbody tr').first();
    await expect(first.getByRole('cell').nth(1).getByRole('img', { name: /icon$/ })).toBeVisible();
    await expect(first.getByRole('cell').nth(2)).toHaveText(/^₹/);
    await expect(first.getByRole('cell').nth(4).getByRole('button')).toHaveText(['Edit', 'Delete']);
  });

  test('only one category is expanded at a time', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/servicecategory');
    const plumbing = categoryRow(page, 'Plumbing').getByRole('button', { name: /Sub-services/ });
    const electrical = categoryRow(page, 'Electrical').getByRole('button', { name: /Sub-services/ });

    await plumbing.click();
    await expect(plumbing).toHaveAttribute('aria-expanded', 'true');
    await expect(subServiceTable(page, 'Plumbing')).toBeVisible();
    await expect(
      subServiceTable(page, 'Plumbing').getByRole('cell', { name: '₹199', exact: true }),
    ).toBeVisible();

    await electrical.click();
    await expect(electrical).toHaveAttribute('aria-expanded', 'true');
    await expect(plumbing).toHaveAttribute('aria-expanded', 'false');
    await expect(subServiceTable(page, 'Electrical')).toBeVisible();
    await expect(subServiceTable(page, 'Plumbing')).toHaveCount(0);

    await electrical.click();
    await expect(electrical).toHaveAttribute('aria-expanded', 'false');
    await expect(subServiceTable(page, 'Electrical')).toHaveCount(0);
  });

  test('a failed upload keeps the form, shows the message and does not save', async ({ page, signIn }) => {
    const name = `Rejected Icon ${tag()}`;
    await signIn();
    await page.goto('/addservicecategory');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Its icon is an HTML page.');
    await chooseFile(page, 'Service Icon', htmlAsJpeg());
    await page.getByRole('button', { name: 'Add Category' }).click();

    await expect(alertWith(page, 'File upload failed. Please try again.')).toBeVisible();
    await expect(page.getByText(/SVG, HTML and other text files are not accepted/)).toBeVisible();
    await expect(page).toHaveURL('/addservicecategory');
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Description')).toHaveValue('Its icon is an HTML page.');

    const categories = await page.request.get('/api/v1/admin/data/getSERVICE_CATEGORIES', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminToken'))}` },
    });
    const names = ((await categories.json()) as { data: { service_name: string }[] }).data.map(
      (c) => c.service_name,
    );
    expect(names).not.toContain(name);
  });

  test('the forms alert missing icons and a price that is not positive', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/addservicecategory');
    await page.getByLabel('Name').fill(`No Icon ${tag()}`);
    await page.getByLabel('Description').fill('Forgot the icon.');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(alertWith(page, 'Please upload a service category image.')).toBeVisible();
    await expect(page).toHaveURL('/addservicecategory');

    await page.goto('/servicecategory');
    await (await rowMenuItem(page, 'Plumbing', 'Add Sub-Service', categoryRow(page, 'Plumbing'))).click();
    await page.getByLabel('Sub-Service Name').fill('Free Inspection');
    await page.getByLabel('Sub-Service Price').fill('0');
    await page.getByLabel('Description').fill('Costs nothing.');
    await page.getByRole('button', { name: 'Add Sub-Service' }).click();
    await expect(alertWith(page, 'Price must be a positive number.')).toBeVisible();

    await page.getByLabel('Sub-Service Price').fill('150');
    await page.getByRole('button', { name: 'Add Sub-Service' }).click();
    await expect(alertWith(page, 'Please upload a sub-service image.')).toBeVisible();
    await expect(page).toHaveURL(/\/addsubservice\?categoryId=\d+$/);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/servicecategory');
  });

  test('the add and edit screens work when opened directly', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/servicecategory');
    await (await rowMenuItem(page, 'Electrical', 'Edit', categoryRow(page, 'Electrical'))).click();
    await expect(page).toHaveURL(/\/addservicecategory\?id=\d+$/);
    const editUrl = page.url();

    await page.goto(editUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Service Category' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Electrical');
    await expect(page.getByRole('button', { name: 'Update Category' })).toBeVisible();

    await page.goto('/addservicecategory?id=999999');
    await expect(
      page.getByText('This service category was not found. It may have been deleted.'),
    ).toBeVisible();

    await page.goto('/addsubservice');
    await expect(page).toHaveURL('/servicecategory');
  });

  test('shows the no-match text, the empty text, and Retry after a load error', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/servicecategory');
    await searchCategories(page, 'no such category zzz');
    await expect(page.getByText('No matching categories found')).toBeVisible();

    let failures = 3; // the first load and its two retries of a 5xx
    await page.route('**/api/v1/admin/data/getSERVICE_CATEGORIES', async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 503, json: { success: false, message: 'Database is starting' } });
      } else {
        await route.fulfill({ json: { success: true, data: [] } });
      }
    });
    // The search is kept in the address (a reload would keep it): open the screen without one.
    await page.goto('/servicecategory');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to fetch service categories' }),
    ).toContainText('Error: Database is starting');
    // The load failed: nothing claims that there are no categories.
    await expect(page.getByText('No categories available')).toHaveCount(0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No categories available')).toBeVisible();
  });
});
