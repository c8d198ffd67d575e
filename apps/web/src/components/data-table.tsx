import 'mantine-datatable/styles.css';
import type { DataTableProps } from 'mantine-datatable';
import { useCallback, useDeferredValue, useState } from 'react';
import { idleModule, useIdleModule } from '@/lib/idle-module';
import classes from './data-table.module.css';
import { FirstRowsTable } from './first-rows-table';

/**
 * Rows a table draws in its first render when it mounts with records already there: a full-HD screen's
 * worth (on the Vendor List at 1440×900 the eighth row reaches the fold). The rest follow at once as a
 * deferred (interruptible) update, below the fold. 10 rather than 20 brought the first rows ~20 % sooner
 * (ADR 019).
 */
export const FIRST_RENDER_ROWS = 10;

/** The accessor every table gives its row actions column. */
const ACTIONS_COLUMN = 'actions';

/**
 * mantine-datatable (about 60 KB gzip with the floating-ui, Menu and Checkbox code it imports) is not
 * part of the first screen's JavaScript (ADR 019): it loads when the page is first idle.
 */
const mantineDataTable = idleModule(() => import('mantine-datatable').then((m) => m.DataTable));

/**
 * Whether FirstRowsTable draws this table as the library would. It does not draw row expansion, column
 * footers, or the custom scrollbars and sticky header of a table of fixed height: such a table shows its
 * box and loader until the library has loaded, which it asks for at once.
 */
function standInDraws<T>(props: DataTableProps<T>): boolean {
  return (
    props.rowExpansion === undefined &&
    props.height === undefined &&
    props.maxHeight === undefined &&
    !props.columns?.some((column) => column.footer)
  );
}

/**
 * Which component draws a table, and the props it adds. FirstRowsTable draws every table it can, paging,
 * sorting and searching included: its rows are plain table cells, where the library's are two Mantine
 * components each, and re-rendering a page of them was most of a page change's main-thread time
 * (ADR 019). The library draws the rest, and a table that turns out wider than its box (its scrollbars
 * and the shadow under pinned row actions); it is loaded when the page is first idle, so that switch is
 * immediate.
 */
function useTableComponent<T>(props: DataTableProps<T>) {
  const drawable = standInDraws(props);
  const [overflowing, setOverflowing] = useState(false);
  const overflow = useCallback(() => setOverflowing(true), []);
  const needsLibrary = !drawable || overflowing;
  const Library = useIdleModule(mantineDataTable, needsLibrary, 'used');
  if (needsLibrary && Library) return { Table: Library as typeof FirstRowsTable, standIn: {} };
  return {
    Table: FirstRowsTable,
    standIn: drawable ? { onSidewaysOverflow: overflow } : { waitingForLibrary: true, fetching: true },
  };
}

function HouseDataTable<T>(props: DataTableProps<T>) {
  const { Table, standIn } = useTableComponent(props);
  // A wide table scrolls sideways on a laptop screen; its row actions stay in view at the right edge.
  const actionsLast = props.columns?.at(-1)?.accessor === ACTIONS_COLUMN;
  return (
    <Table<T>
      className={actionsLast ? `${classes.table} ${classes.pinnedActions}` : classes.table}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={180}
      // The scrollbars show whenever there is something to scroll to, not only while the pointer is over the table.
      scrollAreaProps={{ type: 'auto' }}
      {...props}
      {...standIn}
    />
  );
}

/**
 * The one table of the app: mantine-datatable (or, where it can, FirstRowsTable) with the house
 * defaults (borders, hover, a loading overlay, a minimum height so empty texts have room, a last
 * `actions` column pinned to the right edge). Pass server-side paging props for big lists.
 *
 * A page of rows is a large render, so new records are drawn as a deferred (interruptible) update: the
 * rest of the screen answers at once, and React draws the rows in short slices instead of one long
 * main-thread task. Only the records and their total are deferred: every other prop, such as what a
 * row's radio or button shows, takes effect at once (a controlled radio drawn late would be unchecked
 * again by React in between). The loader and the pager that a page change shows at once cost little:
 * FirstRowsTable does not draw a row again whose record and columns are unchanged. A table that mounts
 * with its records (a cold load whose data came first) draws the first FIRST_RENDER_ROWS with the screen
 * and the rest right after.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const all = useDeferredValue(props.records);
  // Deferred with the records, so the pager's text never describes other rows than those shown.
  const totalRecords = useDeferredValue(props.totalRecords);
  const records = useDeferredValue(
    all,
    all && all.length > FIRST_RENDER_ROWS ? all.slice(0, FIRST_RENDER_ROWS) : all,
  );
  // The props' paged and unpaged variants each keep their own totalRecords; TypeScript cannot follow that.
  const deferred = { ...props, records, totalRecords } as DataTableProps<T>;
  return <HouseDataTable<T> {...deferred} />;
}
