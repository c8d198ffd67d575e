import { screen, within } from '@testing-library/react';

/** The column titles of a table, in order, as a user reads them. */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
}

/**
 * Opens the ⋮ menu of the row named `row` (components/row-actions.tsx: 'Actions for {row}') and answers
 * its item `action`, a menu item with the product's button text.
 */
export async function rowMenuItem(
  user: { click: (element: Element) => Promise<void> },
  row: string,
  action: string,
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }));
  return screen.findByRole('menuitem', { name: action });
}

/** Closes an open row menu without choosing anything. */
export async function closeRowMenu(user: { keyboard: (keys: string) => Promise<void> }): Promise<void> {
  await user.keyboard('{Escape}');
}
