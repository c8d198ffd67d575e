import 'mantine-datatable/styles.css';
import { type DataTableColumn, type DataTableProps, DataTable as MantineDataTable } from 'mantine-datatable';
import { memo, type ReactNode, useDeferredValue, useMemo } from 'react';
import classes from './data-table.module.css';

/**
 * Rows a table draws in its first render when it mounts with records already there: a full-HD screen's
 * worth (on the Vendor List at 1440×900 the eighth row reaches the fold). The rest follow at once as a
 * deferred (interruptible) update, below the fold. 10 rather than 20 brought the first rows about a fifth
 * sooner (ADR 027).
 */
export const FIRST_RENDER_ROWS = 10;

/** The accessor every table gives its row actions column. */
const ACTIONS_COLUMN = 'actions';

/** What a card calls a column's value: its title, or its accessor when the title is not text. */
function cardLabel<T>(column: DataTableColumn<T>): string {
  return typeof column.title === 'string' ? column.title : String(column.accessor);
}

/**
 * The columns with each cell labelled by its column's title (`data-label`): below 768 px every row is
 * drawn as a card of label and value pairs from these same columns (data-table.module.css), so a table's
 * columns define its card.
 */
function labelledColumns<T>(columns: DataTableColumn<T>[] | undefined): DataTableColumn<T>[] | undefined {
  return columns?.map((column) => {
    const label = cardLabel(column);
    const own = column.customCellAttributes;
    return {
      ...column,
      customCellAttributes: (record: T, index: number) => ({ ...own?.(record, index), 'data-label': label }),
    };
  });
}

/**
 * The one table of the app: mantine-datatable with the house defaults (borders, hover, a loading overlay,
 * a minimum height so empty texts have room, a last `actions` column pinned to the right edge). Pass
 * server-side paging props for big lists.
 *
 * A page of rows is a large render (mantine-datatable draws every row again whenever the table renders),
 * so the table is drawn as a deferred (interruptible) update: the rest of the screen answers at once, and
 * React draws the rows in short slices instead of one long main-thread task. A click on the pager thus
 * costs no render of the old rows; the loader and the new page follow in slices. Only the columns take
 * effect at once (and the selected rows): what a row's radio, checkbox or button shows comes from them,
 * and a controlled radio drawn late would be unchecked again by React in between. A table that mounts with its records (a cold load whose
 * data came first) draws the first FIRST_RENDER_ROWS with the screen and the rest right after.
 */
export function DataTable<T>({
  columns: own,
  records: current,
  selectedRecords,
  ...props
}: DataTableProps<T>) {
  const columns = useMemo(() => labelledColumns(own), [own]);
  const all = useDeferredValue(current);
  const records = useDeferredValue(
    all,
    all && all.length > FIRST_RENDER_ROWS ? all.slice(0, FIRST_RENDER_ROWS) : all,
  );
  // Deferred with the records, so the pager and the loader never describe other rows than those shown.
  const rest = useDeferredValue(props);
  // The props' variants (paged or not, columns or groups) each keep their own props; TypeScript cannot follow that.
  // The selection takes effect at once too: a checkbox drawn late would be unchecked again in between.
  const table = {
    ...rest,
    columns,
    records,
    ...(selectedRecords ? { selectedRecords } : {}),
  } as DataTableProps<T>;
  return <HouseDataTable<T> {...table} />;
}

/**
 * mantine-datatable with the house defaults; drawn again only when one of its props changes, so the
 * urgent render of a pager click (whose props are still the deferred ones) leaves it alone.
 */
const HouseDataTable = memo(function HouseDataTable<T>(props: DataTableProps<T>) {
  // A wide table scrolls sideways on a narrow laptop screen; its row actions stay in view at the right edge.
  const actionsLast = props.columns?.at(-1)?.accessor === ACTIONS_COLUMN;
  // A table without a height of its own is at most a screen high, so its sticky header stays in view.
  const bounded = props.height === undefined && props.maxHeight === undefined;
  const className = [
    classes.table,
    classes.cards,
    actionsLast ? classes.pinnedActions : null,
    bounded ? classes.bounded : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <MantineDataTable<T>
      className={className}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      // Gray 1 under a hovered row left the primary links 4.49:1; teal 0 keeps them above 4.5:1 (WCAG 2.2 AA).
      highlightOnHoverColor="var(--mantine-color-teal-0)"
      verticalSpacing="sm"
      minHeight={180}
      // The scrollbars show whenever there is something to scroll to, not only while the pointer is over the table.
      scrollAreaProps={{ type: 'auto' }}
      {...props}
    />
  );
}) as <T>(props: DataTableProps<T>) => ReactNode;
