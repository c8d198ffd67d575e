import 'mantine-datatable/styles.css';
import { type DataTableProps, DataTable as MantineDataTable } from 'mantine-datatable';
import { useDeferredValue } from 'react';
import classes from './data-table.module.css';

/**
 * Rows a table draws in its first render when it mounts with records already there: a full-HD screen's
 * worth (on the Vendor List at 1440×900 the eighth row reaches the fold). The rest follow at once as a
 * deferred (interruptible) update, below the fold. 10 rather than 20 brought the first rows ~20 % sooner
 * (ADR 019).
 */
export const FIRST_RENDER_ROWS = 10;

/** The accessor every table gives its row actions column. */
const ACTIONS_COLUMN = 'actions';

function HouseDataTable<T>(props: DataTableProps<T>) {
  // A wide table scrolls sideways on a laptop screen; its row actions stay in view at the right edge.
  const actionsLast = props.columns?.at(-1)?.accessor === ACTIONS_COLUMN;
  return (
    <MantineDataTable<T>
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
    />
  );
}

/**
 * The one table of the app: mantine-datatable with the house defaults (borders, hover, a loading
 * overlay, a minimum height so empty texts have room, a last `actions` column pinned to the right
 * edge). Pass server-side paging props for big lists.
 *
 * A page of rows is a large render, so new records are drawn as a deferred (interruptible) update: the
 * rest of the screen answers at once, and React draws the rows in short slices instead of one long
 * main-thread task. Only the records and their total are deferred: every other prop, such as what a
 * row's radio or button shows, takes effect at once. A table that mounts with its records (a cold load whose data came
 * first) draws the first FIRST_RENDER_ROWS with the screen and the rest right after.
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
