import { expect, type Locator, type Page } from '@playwright/test';

/** The laptop screen the layout stories are written for. */
export const LAPTOP = { width: 1280, height: 800 } as const;

/** The header texts of a table, in order. */
export function headerTexts(table: Locator): Promise<string[]> {
  return table
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}

/**
 * Every column of a table whose last column is the sticky row actions can be read without scrolling
 * sideways: the last data column's header ends left of the actions column and inside the viewport, and
 * the table's scroll area has nothing to scroll to.
 */
export async function expectEveryColumnInView(page: Page, table: Locator): Promise<void> {
  const headers = table.locator('thead th');
  const count = await headers.count();
  const lastData = await headers.nth(count - 2).boundingBox();
  const actions = await headers.nth(count - 1).boundingBox();
  if (!lastData || !actions) throw new Error('the table has no header cells on screen');
  const lastDataRight = lastData.x + lastData.width;
  expect(lastDataRight, 'the last data column ends where the actions column starts').toBeLessThanOrEqual(
    actions.x + 0.5,
  );
  expect(actions.x + actions.width, 'the actions column ends inside the viewport').toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  expect(await sidewaysOverflow(table), 'nothing to scroll sideways').toBeLessThanOrEqual(0);
}

/** How many pixels the table's scroll area (mantine-datatable's) could scroll sideways. */
export function sidewaysOverflow(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    const viewport = element.closest('.mantine-ScrollArea-viewport');
    if (!viewport) throw new Error('the table is not inside a scroll area');
    return viewport.scrollWidth - viewport.clientWidth;
  });
}

/** The text of `element` is drawn whole: no part of it is clipped by its own box or by an ellipsis. */
export async function expectTextWhole(element: Locator): Promise<void> {
  const clipped = await element.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((node) => node.scrollWidth > node.clientWidth + 0.5 && node.clientWidth > 0)
      .map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`),
  );
  expect(clipped, `clipped text in "${await element.textContent()}"`).toEqual([]);
}
