import { describe, expect, it } from 'vitest';
import type { PagedSearch } from '@/lib/use-paged-search';
import { pagedTableProps, pagerText } from './paged-data-table';

function paging(overrides: Partial<PagedSearch> = {}): PagedSearch {
  return {
    search: '',
    setSearch: () => {},
    term: '',
    page: 3,
    setPage: () => {},
    limit: 50,
    offset: 100,
    filters: {},
    setFilters: () => {},
    ...overrides,
  };
}

describe('pagedTableProps', () => {
  it('hands the table the page, its size, the server total, and a loader only while other rows are on their way', () => {
    const state = paging();
    const props = pagedTableProps(
      state,
      { isPending: false, isPlaceholderData: true },
      { records: [1, 2], total: 120 },
    );
    expect(props).toEqual({
      records: [1, 2],
      loading: false,
      fetching: true,
      searching: false,
      page: 3,
      pageSize: 50,
      totalRecords: 120,
      onPageChange: state.setPage,
    });
  });

  it('counts the rows when the server sends no total, and none before the first page', () => {
    expect(
      pagedTableProps(
        paging(),
        { isPending: false, isPlaceholderData: false },
        { records: [1, 2], total: undefined },
      ),
    ).toMatchObject({ records: [1, 2], totalRecords: 2 });
    expect(
      pagedTableProps(
        paging(),
        { isPending: true, isPlaceholderData: true },
        { records: undefined, total: undefined },
      ),
    ).toMatchObject({ records: [], totalRecords: 0, loading: true });
  });

  it('says a search narrows the list while a term is set', () => {
    expect(
      pagedTableProps(
        paging({ term: 'ab' }),
        { isPending: false, isPlaceholderData: false },
        { records: [], total: 0 },
      ).searching,
    ).toBe(true);
  });
});

describe('pagerText', () => {
  it('words every pager alike: the range shown and the total with Indian digit grouping', () => {
    expect(pagerText({ from: 1, to: 50, totalRecords: 120000 })).toBe('1–50 of 1,20,000');
    expect(pagerText({ from: 51, to: 57, totalRecords: 57 })).toBe('51–57 of 57');
  });
});
