import { within } from '@testing-library/react';

/** The column titles of a table, in order, as a user reads them. */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
}
