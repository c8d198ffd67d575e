import type { Page } from '@playwright/test';
import { type DeliveryRow, insertDeadDelivery, removeDeliveries } from '../support/delivery-rows';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

test.use({ timezoneId: 'Asia/Kolkata' });

/** The Deliveries table's own rows (docs/product/deliveries.md#screen). */
const rows = (page: Page) => page.getByRole('table', { name: 'Deliveries' }).locator(':scope > tbody > tr');

test.describe('Deliveries', () => {
  const inserted: DeliveryRow[] = [];
  test.afterAll(() => removeDeliveries(inserted));

  test('is reached from the top bar, and a failed delivery is retried from its row', async ({
    page,
    signIn,
  }) => {
    const delivery = insertDeadDelivery('provider answered 503 Service Unavailable');
    inserted.push(delivery);
    await signIn();

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Cockpit' }).getByRole('link', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL('/deliveries');
    await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
    await expect(page).toHaveTitle('Deliveries · Seva Admin');

    // The failed ones of this story's kind: both filters in the address.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await page.getByRole('textbox', { name: 'Kind' }).fill('test.e2e');
    await expect(page).toHaveURL('/deliveries?status=dead&kind=test.e2e');
    const row = rows(page).filter({ hasText: delivery.dedupeKey });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Failed');
    await expect(row).toContainText('12 of 12');
    await expect(row).toContainText('provider answered 503 Service Unavailable');

    // A reload shows the same rows.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Failed');
    await expect(page.getByRole('textbox', { name: 'Kind' })).toHaveValue('test.e2e');
    await expect(rows(page).filter({ hasText: delivery.dedupeKey })).toHaveCount(1);

    await (await rowMenuItem(page, `delivery #${delivery.id}`, 'Retry')).click();
    const question = page.getByRole('dialog', { name: `Retry delivery #${delivery.id}?` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(`Delivery #${delivery.id} will be tried again now.`)).toBeVisible();
    await expect(question).toBeHidden();
    // No longer failed: gone from this filter, and pending from the start under its own.
    await expect(rows(page).filter({ hasText: delivery.dedupeKey })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await expect(page).toHaveURL('/deliveries?status=pending&kind=test.e2e');
    const pending = rows(page).filter({ hasText: delivery.dedupeKey });
    await expect(pending).toContainText('Pending');
    await expect(pending).toContainText('0 of 12');
    await expect(pending.locator('td[data-label="Next attempt"]')).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/,
    );
  });

  test('the bell and the dashboard lead to the failed deliveries', async ({ page, signIn }) => {
    inserted.push(insertDeadDelivery('refused for good'));
    await signIn();

    await page.goto('/dashboard');
    const card = page.getByTestId('kpi-failed_deliveries');
    await expect(card).toContainText('Failed deliveries');
    await expect(card).toHaveAttribute('href', '/deliveries');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const failed = drawer.getByRole('link', { name: /^\d+ deliver(y|ies) failed$/ });
    await expect(failed).toBeVisible();
    await failed.click();
    await expect(page).toHaveURL('/deliveries?status=dead');
    await expect(drawer).toBeHidden();
    await expect(rows(page).filter({ hasText: 'refused for good' }).first()).toBeVisible();
  });
});
