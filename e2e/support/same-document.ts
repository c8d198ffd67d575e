import type { Page } from '@playwright/test';

/**
 * A mark on the page's current document, for stories that check a screen updated live: it survives only
 * as long as this document, so a reload or a navigation clears it.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

/** Whether the document markDocument marked is still the page's (nothing reloaded it). */
export function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}
