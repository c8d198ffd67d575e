import 'mantine-datatable/styles.layer.css';
import { type DataTableProps, DataTable as MantineDataTable } from 'mantine-datatable';
import { memo, useDeferredValue } from 'react';

function HouseDataTable<T>(props: DataTableProps<T>) {
  return (
    <MantineDataTable<T>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={180}
      {...props}
    />
  );
}

/** Renders again only when one of its props changed. */
const MemoDataTable = memo(HouseDataTable) as typeof HouseDataTable;

/**
 * The one table of the app: mantine-datatable with the house defaults (borders, hover, a loading
 * overlay, a minimum height so empty texts have room). Pass server-side paging props for big lists.
 *
 * A page of rows is a large render, so it runs as a deferred (interruptible) update: the rest of the
 * screen answers at once, and React draws the table in short slices instead of one long main-thread task.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const deferred = useDeferredValue(props);
  return <MemoDataTable<T> {...deferred} />;
}
