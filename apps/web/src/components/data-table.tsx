import 'mantine-datatable/styles.layer.css';
import { type DataTableProps, DataTable as MantineDataTable } from 'mantine-datatable';

/**
 * The one table of the app: mantine-datatable with the house defaults (borders, hover, a loading
 * overlay, a minimum height so empty texts have room). Pass server-side paging props for big lists.
 */
export function DataTable<T>(props: DataTableProps<T>) {
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
