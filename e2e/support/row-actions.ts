import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a row's ⋮ menu (apps/web/src/components/row-actions.tsx: the button 'Actions for {row}') and
 * answers its item `action`, which carries the product's button text. `scope` narrows where the button is
 * looked for (a table, a row).
 */
export async function rowMenuItem(
  page: Page,
  row: string | RegExp,
  action: string,
  scope: Locator | Page = page,
): Promise<Locator> {
  const name = typeof row === 'string' ? `Actions for ${row}` : row;
  await scope.getByRole('button', { name }).click();
  const item = page.getByRole('menu').getByRole('menuitem', { name: action, exact: true });
  await expect(item).toBeVisible();
  return item;
}

/** Closes the open row menu without choosing anything. */
export async function closeRowMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}
