import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 AA as axe-core checks it (docs/product/shell-and-sign-in.md#accessibility). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The laptop the app is checked on. */
export const AXE_VIEWPORT = { width: 1280, height: 800 };

/**
 * Runs axe on the whole page and fails on any violation, whatever its impact; the message lists each rule
 * with the elements that break it.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, `axe violations ${where}`).toEqual([]);
}

/** Waits until a dialog has opened and its fade-in ended, so that colours are read at full opacity. */
export async function dialogOpen(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}
