import { categoryRow, insertRowSync } from '../../apps/server/src/test/fixtures';
import { anotherAdmin } from '../support/admins';
import { uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';

/**
 * The Commission screen (docs/product/vendor-ledger.md#commission-screen): an owner sets a category's
 * percentage and saves it, blank goes back to the default; a member without `commissions.manage` reads it
 * only. Each story changes a category of its own (the demo catalogue's are shared).
 */

/** A service category of the story's own, with no percentage of its own (the default, 15%). */
function arrangeCategory(): string {
  const name = `Commissionfix ${uniqueTag()}`;
  withDatabase((db) => insertRowSync(db, 'service_categories', categoryRow({ service_category_name: name })));
  return name;
}

test.describe('Commission', () => {
  test('an owner sets a category’s commission, it stays after a reload, and blank goes back to the default', async ({
    page,
    signIn,
  }) => {
    const category = arrangeCategory();
    await signIn();
    await page.goto('/commission');
    await expect(page.getByRole('heading', { name: 'Commission', level: 1 })).toBeVisible();
    const percent = page.getByRole('textbox', { name: `Commission % of ${category}` });
    await expect(percent).toHaveValue('');
    await expect(percent).toHaveAttribute('placeholder', 'Default (15%)');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();

    await percent.fill('100.5');
    await save.click();
    await expect(page.getByRole('table', { name: 'Commission by service category' })).toContainText(
      'At most 100',
    );

    await percent.fill('12.5');
    await save.click();
    await expect(page.getByText('Commission saved for 1 category')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Commission % of ${category}` })).toHaveValue('12.5');

    const again = page.getByRole('textbox', { name: `Commission % of ${category}` });
    await again.fill('');
    await save.click();
    await expect(page.getByText('Commission saved for 1 category')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Commission % of ${category}` })).toHaveAttribute(
      'placeholder',
      'Default (15%)',
    );
  });

  test('a member without commissions.manage reads the commission only', async ({ page, request, signIn }) => {
    const category = arrangeCategory();
    const viewer = await anotherAdmin(request, { role: 'viewer' });
    await signIn({ session: viewer });
    await page.goto('/commission');
    await expect(
      page.getByText('You can see the commission; only owners and finance change it.'),
    ).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Commission by service category' })
      .getByRole('row')
      .filter({ hasText: category });
    await expect(row).toContainText('Default (15%)');
    await expect(row.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });
});
