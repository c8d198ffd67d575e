import { Box, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import clsx from 'clsx';
import type { DataTableProps } from 'mantine-datatable';

type PagerProps<T> = Pick<
  DataTableProps<T>,
  | 'page'
  | 'onPageChange'
  | 'totalRecords'
  | 'recordsPerPage'
  | 'fetching'
  | 'paginationText'
  | 'loadingText'
  | 'noRecordsText'
> & { recordsLength: number };

/**
 * FirstRowsTable's pager, drawn as mantine-datatable 9 draws its own (ADR 019). It is a chunk of its own,
 * drawn when the page is first idle: below the first rows, it comes after them.
 */
export function FirstRowsPager<T>(props: PagerProps<T>) {
  const { page = 1, recordsPerPage = 1, totalRecords, recordsLength, fetching } = props;
  // The library stacks the text above the pages below Mantine's `sm` breakpoint.
  const wide = useMediaQuery('(min-width: 48em)');
  const from = (page - 1) * recordsPerPage + 1;
  const paginationText =
    props.paginationText ?? (({ from, to, totalRecords }) => `${from} - ${to} / ${totalRecords}`);
  return (
    <Box
      px="xs"
      py="xs"
      className="mantine-datatable-pagination"
      style={{ flexDirection: wide ? 'row' : 'column' }}
    >
      <Text component="div" className="mantine-datatable-pagination-text" size="sm">
        {totalRecords
          ? paginationText({ from, to: from + recordsLength - 1, totalRecords })
          : fetching
            ? props.loadingText
            : props.noRecordsText}
      </Text>
      <Pagination
        classNames={{
          root: clsx('mantine-datatable-pagination-pages', {
            'mantine-datatable-pagination-pages-fetching': fetching || !recordsLength,
          }),
          control: 'mantine-datatable-pagination-pages-control',
        }}
        value={page}
        onChange={(value) => props.onPageChange?.(value)}
        size="sm"
        total={totalRecords ? Math.max(1, Math.ceil(totalRecords / recordsPerPage)) : 1}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': 'Previous page' }
            : control === 'next'
              ? { 'aria-label': 'Next page' }
              : {}
        }
      />
    </Box>
  );
}
