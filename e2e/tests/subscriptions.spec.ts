import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

function plansTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Subscription plans' });
}

function planRow(page: Page, name: string): Locator {
  return plansTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

function alertWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

test.describe('Subscriptions', () => {
  test('add a plan on the page, edit it in the modal and delete it', async ({ page, signIn }) => {
    test.setTimeout(60_000);
    const name = `Festive Offer ${tag()}`;
    await signIn();
    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Subscription screens' });
    await tabs.getByRole('tab', { name: 'Add Subscriptions' }).click();
    await expect(page).toHaveURL('/addsubscriptions');

    await page.getByLabel('Subscription Name').fill(name);
    await page.getByRole('button', { name: 'Add Subscription' }).click();
    await expect(alertWith(page, 'Please fill in all fields')).toBeVisible();
    await page.getByLabel('Subscription Price').fill('1499.5');
    await page.getByLabel('Subscription Description').fill('Sixty days of leads during the festive season.');
    await page.getByRole('button', { name: 'Add Subscription' }).click();

    await expect(page).toHaveURL('/subscriptions');
    await expect(alertWith(page, 'Subscription added successfully!')).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Subscriptions', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(planRow(page, name).getByRole('cell')).toHaveText([
      name,
      '₹1,499.50',
      'Sixty days of leads during the festive season.',
      'EditDelete',
    ]);

    await (await rowMenuItem(page, name, 'Edit', planRow(page, name))).click();
    const modal = page.getByRole('dialog', { name: 'Edit Subscription' });
    await expect(modal.getByLabel('Name')).toHaveValue(name);
    await expect(modal.getByLabel('Price')).toHaveValue('1499.5');
    await modal.getByLabel('Price').fill('1299');
    await modal.getByLabel('Description').fill('Forty-five days of leads.');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    await expect(planRow(page, name).getByRole('cell').nth(1)).toHaveText('₹1,299');
    await expect(planRow(page, name).getByRole('cell').nth(2)).toHaveText('Forty-five days of leads.');

    await (await rowMenuItem(page, name, 'Delete', planRow(page, name))).click();
    const confirm = page.getByRole('dialog', {
      name: `Are you sure you want to delete the subscription ${name}?`,
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(alertWith(page, 'Subscription deleted successfully.')).toBeVisible();
    await expect(planRow(page, name)).toHaveCount(0);
  });

  test('add a plan with the Set Price Details dialog', async ({ page, signIn }) => {
    const name = `Monsoon Saver ${tag()}`;
    await signIn();
    await page.goto('/subscriptions');
    await page.getByRole('button', { name: 'Set Price Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Price Details' });

    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');

    await dialog.getByLabel('Subscription Name').fill(name);
    await dialog.getByLabel('Subscription Price').fill('0');
    const description = dialog.getByLabel('Subscription Description');
    await description.fill(
      'A free month.\nThen the Basic Monthly price.\nLine three.\nLine four.\nLine five.\nSix.',
    );
    const box = await description.boundingBox();
    expect(box?.height).toBe(120); // a fixed height: it does not grow with the text

    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(alertWith(page, 'Subscription added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(planRow(page, name).getByRole('cell').nth(1)).toHaveText('₹0');

    // The same name again: the server refuses and the dialog shows 'Error: …'.
    await page.getByRole('button', { name: 'Set Price Details' }).click();
    await dialog.getByLabel('Subscription Name').fill(name.toUpperCase());
    await dialog.getByLabel('Subscription Price').fill('10');
    await dialog.getByLabel('Subscription Description').fill('Duplicate');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `Error: A subscription plan named "${name.toUpperCase()}" already exists`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a plan that vendors hold is not deleted, with the reason', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/subscriptions');
    await (await rowMenuItem(page, 'Basic Monthly', 'Delete', planRow(page, 'Basic Monthly'))).click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to delete the subscription Basic Monthly?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(alertWith(page, /^Delete Error: "Basic Monthly" cannot be deleted: /)).toBeVisible();
    await expect(planRow(page, 'Basic Monthly')).toBeVisible();
  });

  test('an update the server refuses shows Update Error in the modal', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/subscriptions');
    await (await rowMenuItem(page, 'Pro Quarterly', 'Edit', planRow(page, 'Pro Quarterly'))).click();
    const modal = page.getByRole('dialog', { name: 'Edit Subscription' });
    await modal.getByLabel('Name').fill('Basic Monthly');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByRole('alert')).toHaveText(
      'Update Error: A subscription plan named "Basic Monthly" already exists',
    );
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(planRow(page, 'Pro Quarterly')).toBeVisible();
  });

  test('search by name, the no-match text and the empty text', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/subscriptions');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('YEARLY');
    await expect(plansTable(page).getByRole('row')).toHaveCount(3);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('no such plan');
    await expect(page.getByText('No matching subscriptions found')).toBeVisible();

    await page.route('**/api/v1/admin/data/getSUBSCRIPTIONS', (route) =>
      route.fulfill({ json: { success: true, data: [] } }),
    );
    // A reload keeps the search (in the address once typing pauses); the screen opened afresh has none.
    await expect(page).toHaveURL(/[?&]q=no(\+|%20)such(\+|%20)plan/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('no such plan');
    await expect(page.getByText('No matching subscriptions found')).toBeVisible();
    await page.goto('/subscriptions');
    await expect(page.getByText('No subscriptions available')).toBeVisible();
  });
});
