import { screen, waitFor, within } from '@testing-library/react';

/**
 * The column titles of a table, in order, as a user reads them (a sortable column's header is a button,
 * named by its title and its sort state).
 */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return Array.from(table.querySelectorAll('thead th')).map((h) => h.textContent);
}

/** How a sortable column's header says its state (mantine-datatable's icon labels). */
export type HeaderSort = 'Not sorted' | 'Sorted ascending' | 'Sorted descending';

/** The header of the sortable column titled `title` (within `table`, else the screen): a button. */
export function sortableHeader(title: string, table?: HTMLElement): HTMLElement {
  const name = new RegExp(
    `^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (Not sorted|Sorted ascending|Sorted descending)$`,
  );
  return (table ? within(table) : screen).getByRole('button', { name });
}

/** What the sortable column titled `title` says of its sort. */
export function headerSort(title: string, table?: HTMLElement): HeaderSort {
  const label = within(sortableHeader(title, table)).getByRole('img').getAttribute('aria-label');
  return label as HeaderSort;
}

/**
 * The control of the action `action` (the product's button text) of the row named `row`
 * (components/row-actions.tsx): its button in the row's group 'Actions for {row}' while the table has room
 * for buttons (always, in jsdom, which lays nothing out), else the button beside its ⋮ menu 'Actions for {row}'
 * or the menu's item, opened.
 */
export async function rowMenuItem(
  user: { click: (element: Element) => Promise<void> },
  row: string,
  action: string,
): Promise<HTMLElement> {
  const name = `Actions for ${row}`;
  const control = await waitFor(() => {
    const found = screen.queryByRole('group', { name }) ?? screen.queryByRole('button', { name });
    if (!found) throw new Error(`no actions for ${row}`);
    return found;
  });
  if (control.getAttribute('role') === 'group') return within(control).getByRole('button', { name: action });
  // An action kept beside the ⋮ (View details on the vendor tables).
  const beside = within(control.parentElement as HTMLElement).queryByRole('button', { name: action });
  if (beside) return beside;
  await user.click(control);
  return screen.findByRole('menuitem', { name: action });
}

/** Closes an open row menu without choosing anything. */
export async function closeRowMenu(user: { keyboard: (keys: string) => Promise<void> }): Promise<void> {
  await user.keyboard('{Escape}');
}
