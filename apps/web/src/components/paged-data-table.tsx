import type { DataTableColumn, DataTableProps, DataTableSortStatus } from 'mantine-datatable';
import type { Key } from 'react';
import { sortOfStatus, sortStatusOf, type TableSort } from '@/lib/table-sort';
import type { PagedSearch } from '@/lib/use-paged-search';
import type { RowSelection } from '@/lib/use-row-selection';
import { DataTable } from './data-table';
import { LoadingIndicator } from './loading-indicator';

/** The text of the table while its first page loads, and of its loader. */
const LOADING_TEXT = 'Loading...';

/** The one pager wording of every list: `1–50 of 1,20,000` (Indian digit grouping). */
export const pagerText = ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
  `${from}–${to} of ${totalRecords.toLocaleString('en-IN')}`;

/** One page of a server-paged list and its paging state: what a screen hands its table. */
export interface PagedRows<T> {
  /** The rows of the current page. */
  records: T[];
  /** 1-based. */
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
  /**
   * The first page, or another page, search or sort, is on its way: what is shown stays under a loader. A
   * background refresh of the rows shown (a live event, the window regaining focus) shows none, or a
   * screen under steady traffic would stay dimmed.
   */
  fetching: boolean;
  /** Nothing has arrived yet: the empty table reads `loadingText` rather than `emptyText`. */
  loading: boolean;
}

/** The props of a screen's searchable paged table: its page, and whether a search term narrows it (the empty text says so). */
export interface PagedTableProps<T> extends PagedRows<T> {
  searching: boolean;
}

/**
 * A screen's `PagedTableProps` from its `usePagedSearch` state and its list query: the page's rows, the
 * total the server counted (else the rows' count), and the paging and loading flags.
 */
export function pagedTableProps<T>(
  paging: Pick<PagedSearch, 'term' | 'page' | 'limit' | 'setPage'>,
  query: { isPending: boolean; isPlaceholderData: boolean },
  rows: { records: T[] | undefined; total: number | undefined },
): PagedTableProps<T> {
  const records = rows.records ?? [];
  return {
    records,
    loading: query.isPending,
    fetching: query.isPending || query.isPlaceholderData,
    searching: paging.term !== '',
    page: paging.page,
    pageSize: paging.limit,
    totalRecords: rows.total ?? records.length,
    onPageChange: paging.setPage,
  };
}

export interface PagedDataTableProps<T, F extends string = string> extends PagedRows<T> {
  'aria-label': string;
  idAccessor: (keyof T & string) | ((record: T) => Key);
  columns: DataTableColumn<T>[];
  /** What an empty page says (e.g. 'No customers available', or a no-match text while searching). */
  emptyText: string;
  /** 'Loading...' with a spinner unless the screen has its own words (and then the table's own loader). */
  loadingText?: string;
  rowStyle?: DataTableProps<T>['rowStyle'];
  height?: DataTableProps<T>['height'];
  /**
   * The list's sort, kept in the URL and sent to the server: a click on a sortable column's header asks
   * for its field (lib/table-sort.ts).
   */
  sort?: TableSort<F>;
  /**
   * Rows can be selected for a bulk action (docs/product/vendors.md#bulk-actions): a checkbox column,
   * each checkbox named by `label` (`Select {vendor}`), the header's by `allLabel`.
   */
  selection?: TableSelection<T>;
}

export interface TableSelection<T> {
  rows: RowSelection<T>;
  label: (record: T) => string;
  allLabel: string;
}

/** mantine-datatable's selection props for a `TableSelection`. */
export function selectionProps<T>(selection: TableSelection<T> | undefined) {
  if (!selection) return {};
  return {
    selectedRecords: selection.rows.selected,
    onSelectedRecordsChange: selection.rows.setSelected,
    getRecordSelectionCheckboxProps: (record: T) => ({ 'aria-label': selection.label(record) }),
    allRecordsSelectionCheckboxProps: { 'aria-label': selection.allLabel },
  };
}

/**
 * A server-paged list on the house DataTable: one page of records, the pager, a loader while a page is
 * fetched and the empty or loading text, so each table only names its columns and texts.
 */
export function PagedDataTable<T, F extends string = string>({
  page,
  pageSize,
  totalRecords,
  onPageChange,
  fetching,
  loading,
  emptyText,
  loadingText,
  sort,
  selection,
  ...table
}: PagedDataTableProps<T, F>) {
  const sorting = sort
    ? {
        sortStatus: sortStatusOf(sort.value, table.columns),
        onSortStatusChange: (status: DataTableSortStatus<T>) => {
          const next = sortOfStatus(status, sort.fields);
          if (next !== undefined) sort.onChange(next);
        },
      }
    : {};
  return (
    <DataTable<T>
      {...table}
      {...sorting}
      {...selectionProps(selection)}
      fetching={fetching}
      {...(loadingText === undefined
        ? { customLoader: <LoadingIndicator />, loadingText: LOADING_TEXT }
        : {})}
      noRecordsText={loading ? (loadingText ?? LOADING_TEXT) : emptyText}
      page={page}
      onPageChange={onPageChange}
      recordsPerPage={pageSize}
      totalRecords={totalRecords}
      paginationText={pagerText}
    />
  );
}
