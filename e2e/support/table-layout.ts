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

/** A phone screen (an iPhone 12–14), the other size the layout stories are written for. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The parts of `element` a person sees that something else is drawn over: for the element and each of its
 * visible descendants, what the page hits at its centre must be that element or inside it (a sticky column
 * or a header drawn over a cell would be hit instead, and a part clipped away hits what lies behind it).
 * The element is scrolled to the middle of the screen first. Each cover reads '<what> under <what>'.
 */
export function coveredParts(element: Locator): Promise<string[]> {
  return element.evaluate(coversIn, null);
}

/**
 * coveredParts in the page, of `root` itself or of each of its parts matching `parts` (passed to evaluate,
 * so it is self-contained).
 */
function coversIn(root: Element, parts: string | null): string[] {
  const describe = (node: Element) => {
    const label = node.getAttribute('data-label');
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''} "${text}"`;
  };
  const covers: string[] = [];
  const targets = parts === null ? [root] : Array.from(root.querySelectorAll(parts));
  if (targets.length === 0) return [`${describe(root)} has no ${parts}`];
  root.scrollIntoView({ block: 'center', inline: 'nearest' });
  for (const target of targets) {
    for (const node of [target, ...Array.from(target.querySelectorAll('*'))]) {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (box.width < 1 || box.height < 1 || style.visibility === 'hidden' || style.opacity === '0') continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        covers.push(`${describe(node)} outside the viewport`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      // Anything drawn inside the part (an icon's path, a badge's label) is the part itself.
      if (hit && (target.contains(hit) || hit.contains(target))) continue;
      covers.push(`${describe(node)} under ${hit ? describe(hit) : 'nothing'}`);
    }
  }
  return covers;
}

/**
 * Every data cell of the first `rows` rows of a table (on a phone, every field of each card) is visible
 * and nothing is drawn over it: each cell is hit-tested at its centre and at the centre of everything
 * drawn inside it (coveredParts). The Actions column counts too: its ⋮ must be reachable.
 */
export async function expectCellsReadable(table: Locator, rows = 3): Promise<void> {
  const body = table.locator('tbody tr:has(> td[data-label])');
  await expect(body.first()).toBeVisible();
  const count = Math.min(rows, await body.count());
  for (let index = 0; index < count; index++) {
    const covers = await body.nth(index).evaluate(coversIn, ':scope > td[data-label]');
    expect(covers, `cells of row ${index + 1} drawn over or out of view`).toEqual([]);
  }
}

/** The page itself cannot be scrolled sideways: nothing is wider than the screen. */
export function pageSidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
