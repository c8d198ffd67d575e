import type { Locator, Page } from '@playwright/test';
import { AXE_VIEWPORT } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

/**
 * Visible focus (docs/product/shell-and-sign-in.md#accessibility; WCAG 2.2 AA 2.4.7 Focus Visible, 2.4.11
 * Focus Not Obscured, 1.4.11 Non-text Contrast): a control reached by Tab shows a focus indicator (an outline,
 * a ring or its border) whose colour reads at 3:1 or more against the background it sits on. The colours come
 * from the theme (ADR 028); these stories measure them in Chromium with getComputedStyle.
 */
test.use({ viewport: AXE_VIEWPORT });

/** WCAG 2.2 AA: a focus indicator, like any part of a control, at 3:1 against what is next to it. */
const NON_TEXT_CONTRAST = 3;

/** The styles that may draw a focus indicator, as the browser computes them, and the colour behind it. */
interface FocusStyles {
  outline: string;
  outlineColor: string;
  boxShadow: string;
  borderColor: string;
  background: string;
}

function stylesOf(target: Locator): Promise<FocusStyles> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    // An outline, ring or border is drawn over what is behind the element: the first ancestor with a colour.
    let background = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (!transparent(colour)) {
        background = colour;
        break;
      }
    }
    return {
      outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
      borderColor: style.borderTopColor,
      background,
    };
  });
}

/** The indicator focus added: the outline, else the ring (box-shadow), else the border's new colour. */
function indicatorColour(before: FocusStyles, focused: FocusStyles): string | null {
  if (focused.outline !== 'none' && !focused.outline.endsWith(' 0px')) return focused.outlineColor;
  if (focused.boxShadow !== 'none' && focused.boxShadow !== before.boxShadow) {
    return focused.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? null;
  }
  if (focused.borderColor !== before.borderColor) return focused.borderColor;
  return null;
}

function rgb(colour: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** The WCAG contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = rgb(colour).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Presses Tab until `target` has the focus, from wherever the focus is. */
async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < presses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Tabs to `target` and checks that its focus shows: an indicator focus added, in a colour at 3:1 against
 * the background, and the element in view.
 */
async function expectVisibleFocus(page: Page, target: Locator, name: string): Promise<void> {
  const before = await stylesOf(target);
  await tabTo(page, target);
  await expect(target).toBeInViewport();
  // Polled: Mantine eases a border's colour in over 100 ms.
  await expect
    .poll(
      async () => {
        const focused = await stylesOf(target);
        const colour = indicatorColour(before, focused);
        return colour === null ? 'no focus indicator' : contrast(colour, focused.background);
      },
      { message: `${name}: the focus indicator's contrast against its background` },
    )
    .toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
}

test.describe('Visible focus', () => {
  test('the Vendor List search box, a select and a sortable column header show their focus at 3:1', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/managevendor');
    const table = page.getByRole('table', { name: 'Vendors' });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    await expectVisibleFocus(page, page.getByRole('combobox', { name: 'View' }), 'the View select');
    await expectVisibleFocus(page, page.getByRole('searchbox', { name: 'Search vendors' }), 'the search box');
    // mantine-datatable's sortable header: a `th` with the button role.
    const nameHeader = table.locator('thead th[data-accessor="vendor_name"]');
    await expect(nameHeader).toHaveAttribute('role', 'button');
    await expectVisibleFocus(page, nameHeader, 'the sortable Name header');
  });
});
