import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataTableColumn, type DataTableProps, DataTable as LibraryDataTable } from 'mantine-datatable';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable } from './data-table';
import { FirstRowsTable } from './first-rows-table';

interface Row {
  id: number;
  name: string;
  city: string;
  details: { plan: string };
}

const ROWS: Row[] = [
  { id: 7, name: 'Asha Plumbing', city: 'Pune', details: { plan: 'Gold' } },
  { id: 3, name: 'Ravi Electricals', city: 'Mysuru', details: { plan: 'Trial' } },
];

const onOpen = vi.fn();

/** Every column option the app's tables use. */
const COLUMNS: DataTableColumn<Row>[] = [
  {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => <Button onClick={() => onOpen(row.id)}>{row.name}</Button>,
  },
  { accessor: 'city', title: 'City', sortable: true, noWrap: true },
  { accessor: 'details.plan', title: 'Plan', width: 'calc(5ch + 2.75rem)' },
  { accessor: 'id', textAlign: 'right' },
];

/** The house defaults of data-table.tsx, and what a paged screen passes. */
const PROPS: DataTableProps<Row> = {
  'aria-label': 'Rows',
  withTableBorder: true,
  borderRadius: 'md',
  striped: true,
  highlightOnHover: true,
  verticalSpacing: 'sm',
  minHeight: 180,
  columns: COLUMNS,
  records: ROWS,
  sortStatus: { columnAccessor: 'city', direction: 'desc' },
  onSortStatusChange: () => undefined,
  noRecordsText: 'No rows',
} as DataTableProps<Row>;

/**
 * The markup as a browser reads it: attributes and inline style declarations in a stable order, without
 * the class names Mantine generates per element for its responsive style props.
 */
function markupOf(element: Element | null): string {
  if (!element) return '';
  const attributes = [...element.attributes]
    .map(({ name, value }) => {
      if (name === 'class') {
        const classes = value.split(/\s+/).filter((c) => c && !c.startsWith('__m__-'));
        return `class="${classes.sort().join(' ')}"`;
      }
      if (name === 'style')
        return `style="${value
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .sort()
          .join('; ')}"`;
      return `${name}="${value}"`;
    })
    .sort();
  const children = [...element.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : markupOf(node as Element)))
    .join('');
  return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
}

function drawnBy(Table: typeof FirstRowsTable, props: DataTableProps<Row>, selector: string): string {
  const { container, unmount } = renderWithProviders(<Table<Row> {...props} />);
  const markup = markupOf(container.querySelector(selector));
  unmount();
  return markup;
}

describe('FirstRowsTable', () => {
  it('draws the same table as mantine-datatable: headers, sort marks, cells, widths and alignment', () => {
    const library = drawnBy(LibraryDataTable as typeof FirstRowsTable, PROPS, 'table');
    expect(library).toContain('Ravi Electricals');
    expect(drawnBy(FirstRowsTable, PROPS, 'table')).toBe(library);
  });

  it('draws the same empty state and loader as mantine-datatable', () => {
    const states = [
      { ...PROPS, records: [] },
      { ...PROPS, records: [], fetching: true, customLoader: <span>Loading rows</span> },
    ] as DataTableProps<Row>[];
    for (const props of states) {
      for (const part of ['.mantine-datatable-empty-state', '.mantine-datatable-loader', 'tbody']) {
        expect(drawnBy(FirstRowsTable, props, part)).toBe(
          drawnBy(LibraryDataTable as typeof FirstRowsTable, props, part),
        );
      }
    }
  });

  it('sorts as mantine-datatable does: the same column turns over, another keeps the direction', () => {
    const asked: unknown[][] = [];
    for (const Table of [LibraryDataTable as typeof FirstRowsTable, FirstRowsTable]) {
      const calls: unknown[] = [];
      const props = { ...PROPS, onSortStatusChange: (status: unknown) => calls.push(status) };
      const { unmount } = renderWithProviders(<Table<Row> {...(props as DataTableProps<Row>)} />);
      fireEvent.click(screen.getByRole('button', { name: /City/ }));
      fireEvent.keyDown(screen.getByRole('button', { name: /^Name/ }), { key: 'Enter' });
      asked.push(calls);
      unmount();
    }
    expect(asked[0]).toEqual([
      { columnAccessor: 'city', direction: 'asc' },
      { columnAccessor: 'name', direction: 'desc' },
    ]);
    expect(asked[1]).toEqual(asked[0]);
  });

  it('says when the browser has laid it out wider than its box, for data-table.tsx to draw the library', () => {
    // jsdom lays nothing out: the observer's call and the widths are what a browser would report.
    const observed: Element[] = [];
    let report: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      const overflow = vi.fn();
      const { container } = renderWithProviders(
        <FirstRowsTable<Row> {...PROPS} onSidewaysOverflow={overflow} />,
      );
      const area = container.querySelector<HTMLElement>('.mantine-datatable-scroll-area');
      expect(observed).toEqual([area, area?.querySelector('table')]);
      report?.();
      expect(overflow).not.toHaveBeenCalled();
      Object.defineProperties(area, { scrollWidth: { value: 1400 }, clientWidth: { value: 1000 } });
      report?.();
      expect(overflow).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("runs each cell's own render, so its buttons work before the library has loaded", () => {
    renderWithProviders(<FirstRowsTable<Row> {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ravi Electricals' }));
    expect(onOpen).toHaveBeenCalledWith(3);
  });
});

const PAGED = {
  ...PROPS,
  page: 2,
  onPageChange: () => undefined,
  totalRecords: 120,
  recordsPerPage: 50,
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${from}–${to} of ${totalRecords}`,
} as DataTableProps<Row>;

describe('FirstRowsTable pager', () => {
  it('comes when the page is idle, drawn as the library draws its pager', async () => {
    const library = drawnBy(
      LibraryDataTable as typeof FirstRowsTable,
      PAGED,
      '.mantine-datatable-pagination',
    );
    expect(library).toContain('51–52 of 120');
    const { container } = renderWithProviders(<FirstRowsTable<Row> {...PAGED} />);
    await waitFor(() => expect(container.querySelector('.mantine-datatable-pagination')).not.toBeNull());
    expect(markupOf(container.querySelector('.mantine-datatable-pagination'))).toBe(library);
  });
});

describe('DataTable', () => {
  it('draws another page itself: the loader covers the rows, and rows whose record is unchanged are not drawn again', async () => {
    const drawn = vi.fn((row: Row) => row.city);
    const columns: DataTableColumn<Row>[] = [...COLUMNS.slice(0, 1), { accessor: 'city', render: drawn }];
    const nextPage: Row[] = [{ id: 11, name: 'Meena Salon', city: 'Nashik', details: { plan: 'Gold' } }];
    function Paging() {
      const [fetching, setFetching] = useState(false);
      const [records, setRecords] = useState(ROWS);
      return (
        <>
          <button type="button" onClick={() => setFetching(true)}>
            Next
          </button>
          <button
            type="button"
            onClick={() => {
              setRecords(nextPage);
              setFetching(false);
            }}
          >
            Answer
          </button>
          <DataTable<Row> {...({ ...PAGED, columns, records, fetching } as DataTableProps<Row>)} />
        </>
      );
    }
    const { container } = renderWithProviders(<Paging />);
    expect(screen.getByRole('cell', { name: 'Mysuru' })).toBeInTheDocument();
    const drawsBefore = drawn.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(container.querySelector('.mantine-datatable-loader-fetching')).not.toBeNull());
    expect(drawn).toHaveBeenCalledTimes(drawsBefore);
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(await screen.findByRole('cell', { name: 'Nashik' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Mysuru' })).toBeNull();
    expect(container.querySelector('.mantine-datatable-loader-fetching')).toBeNull();
    expect(container.querySelector('.mantine-ScrollArea-viewport')).toBeNull();
  });

  it('draws a table of fixed height with mantine-datatable, its box and loader until then', async () => {
    const { container } = renderWithProviders(<DataTable<Row> {...PROPS} height={300} />);
    expect(container.querySelector('.mantine-datatable')).toHaveStyle({ height: '300px' });
    await waitFor(() => expect(container.querySelector('.mantine-ScrollArea-viewport')).not.toBeNull());
    expect(screen.getByRole('cell', { name: 'Mysuru' })).toBeInTheDocument();
  });
});
