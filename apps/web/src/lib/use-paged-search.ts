import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/** Rows per page of every server-paged list. */
export const PAGE_SIZE = 50;
/** Typing pauses this long before a search goes to the server (every searchable screen). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface PagedSearchOptions {
  /** Rows per page; PAGE_SIZE unless the screen shows fewer (cards, a side list). */
  pageSize?: number;
  /** The screen's other filters (view, category, sort…): when one changes, paging starts again at page 1. */
  filters?: readonly unknown[];
}

export interface PagedSearch {
  /** What the search box shows. */
  search: string;
  setSearch: (value: string) => void;
  /** The debounced, trimmed term sent to the server ('' for none). */
  term: string;
  /** 1-based page of the current term and filters; a new term or filter starts again at page 1. */
  page: number;
  setPage: (page: number) => void;
  limit: number;
  offset: number;
}

/** Search box + page state of a server-paged list (limit and q, as the API's list routes take them). */
export function usePagedSearch({ pageSize = PAGE_SIZE, filters = [] }: PagedSearchOptions = {}): PagedSearch {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const key = JSON.stringify([term, ...filters]);
  const [paging, setPaging] = useState({ key, page: 1 });
  // The page belongs to the term and filters it was chosen for, so a new one never asks for page 7 of fewer rows.
  const page = paging.key === key ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key, page: next }), [key]);

  return { search, setSearch, term, page, setPage, limit: pageSize, offset: (page - 1) * pageSize };
}
