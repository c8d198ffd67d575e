import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Rows per page of every server-paged list. */
export const PAGE_SIZE = 50;
/** Typing pauses this long before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface PagedSearch {
  /** What the search box shows. */
  search: string;
  setSearch: (value: string) => void;
  /** The debounced, trimmed term sent to the server ('' for none). */
  term: string;
  /** 1-based page of the current term; a new term starts again at page 1. */
  page: number;
  setPage: (page: number) => void;
  limit: number;
  offset: number;
}

/** Search box + page state of a server-paged list (DESIGN "API contract rules": limit 50, q). */
export function usePagedSearch(pageSize: number = PAGE_SIZE): PagedSearch {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ term: '', page: 1 });
  // The page belongs to the term it was chosen for, so a new term never asks for page 7 of fewer rows.
  const page = paging.term === term ? paging.page : 1;

  return {
    search,
    setSearch,
    term,
    page,
    setPage: (next) => setPaging({ term, page: next }),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}
