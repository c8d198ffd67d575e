import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The control of a row's action `action` (the product's button text; apps/web/src/components/row-actions.tsx):
 * its button in the row's group 'Actions for {row}' while the table has room for buttons, else the button
 * beside the row's ⋮ menu 'Actions for {row}' or the menu's item, opened. `row` is the row's name in 'Actions for {row}', or a
 * RegExp for that whole name (the first row matching); `scope` narrows where it is looked for (a table, a row).
 */
export async function rowMenuItem(
  page: Page,
  row: string | RegExp,
  action: string,
  scope: Locator | Page = page,
): Promise<Locator> {
  const name = typeof row === 'string' ? `Actions for ${row}` : row;
  const group = scope.getByRole('group', { name }).first();
  const menu = scope.getByRole('button', { name }).first();
  await expect(group.or(menu).first()).toBeVisible();
  if (await group.isVisible()) return group.getByRole('button', { name: action, exact: true });
  // An action kept beside the ⋮ (View details on the vendor tables, View Details and View Reviews on
  // Booking Details → Assigned): a button of the same cell.
  // Waited for a moment: a list that refetches draws its rows again, and a count taken right then is 0.
  const beside = menu
    .locator('xpath=ancestor::td[1]')
    .getByRole('button', { name: action, exact: true })
    .first();
  const isBeside = await beside.waitFor({ state: 'attached', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (isBeside) return beside;
  await menu.click();
  const item = page.getByRole('menu').getByRole('menuitem', { name: action, exact: true });
  await expect(item).toBeVisible();
  return item;
}

/** Closes the open row menu without choosing anything. */
export async function closeRowMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}
