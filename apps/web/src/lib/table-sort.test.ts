import type { DataTableColumn } from 'mantine-datatable';
import { describe, expect, it } from 'vitest';
import { sortOfStatus, sortStatusOf } from './table-sort';
import { readUrlParams, sortParam } from './url-params';

interface Row {
  name: string;
  details: { renewal_date: string };
  notes: string;
}

const columns: DataTableColumn<Row>[] = [
  { accessor: 'name', sortable: true },
  { accessor: 'details.renewal_date', sortable: true, sortKey: 'renewal_date' },
  { accessor: 'notes' },
];
const fields = ['id', 'name', 'renewal_date'] as const;

describe('table sorts', () => {
  it('shows a sort on the column that sorts by its field (its sortKey, else its accessor)', () => {
    expect(sortStatusOf('-renewal_date', columns)).toMatchObject({
      columnAccessor: 'details.renewal_date',
      direction: 'desc',
    });
    expect(sortStatusOf('name', columns)).toMatchObject({ columnAccessor: 'name', direction: 'asc' });
    // The list's default order has no column: no header shows a sort.
    expect(sortStatusOf('-id', columns).columnAccessor).toBe('id');
  });

  it('turns a header click into the server sort, and ignores a column the server does not sort by', () => {
    expect(sortOfStatus({ columnAccessor: 'name', direction: 'asc' }, fields)).toBe('name');
    expect(
      sortOfStatus(
        { columnAccessor: 'details.renewal_date', sortKey: 'renewal_date', direction: 'desc' },
        fields,
      ),
    ).toBe('-renewal_date');
    expect(sortOfStatus({ columnAccessor: 'notes', direction: 'asc' }, fields)).toBeUndefined();
  });

  it('reads a sort from the URL: a field, - for descending, anything else as the default', () => {
    const params = { sort: sortParam(fields, '-id') };
    const read = (search: string) => readUrlParams(new URLSearchParams(search), params).sort;
    expect(read('sort=renewal_date')).toBe('renewal_date');
    expect(read('sort=-name')).toBe('-name');
    for (const bad of ['sort=notes', 'sort=--name', 'sort=', 'sort=name;drop', ''])
      expect(read(bad)).toBe('-id');
  });
});
