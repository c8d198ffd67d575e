import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LIST_URL_PARAMS, readUrlParams, type UrlParams, type UrlValues, writeUrlParams } from './url-params';

/** Rows per page of every server-paged list. */
export const PAGE_SIZE = 50;
/** Typing pauses this long before a search goes to the server (every searchable screen). */
export const SEARCH_DEBOUNCE_MS = 300;

type NoFilters = Record<never, never>;

export interface PagedSearchOptions<P extends UrlParams> {
  /** Rows per page; PAGE_SIZE unless the screen shows fewer (cards, a side list). */
  pageSize?: number;
  /**
   * The screen's other settings (view, status, category, sort…), kept in the URL beside `q` and `page`.
   * A module constant: the same object on every render. Changing one starts again at page 1.
   */
  filters?: P;
}

export interface PagedSearch<F = NoFilters> {
  /** What the search box shows. */
  search: string;
  setSearch: (value: string) => void;
  /** The trimmed term sent to the server ('' for none): the URL's `q`, written once typing pauses. */
  term: string;
  /** 1-based page of the current term and filters (the URL's `page`); a new term or filter starts again at page 1. */
  page: number;
  setPage: (page: number) => void;
  limit: number;
  offset: number;
  /** The screen's filters as the URL names them (each its fallback when absent or not valid). */
  filters: F;
  /**
   * Changes some filters, at page 1: a new history entry, or with `replace` (a filter typed into a box,
   * written once typing pauses) the current one.
   */
  setFilters: (values: Partial<F>, options?: { replace?: boolean }) => void;
}

/**
 * Search box, filters, sort and page of a server-paged list (limit and q, as the API's list routes take
 * them), kept in the URL's query string so a reload, a shared link or Back shows the same rows
 * (docs/guiding-principles.md). A setting at its fallback is not written (a list at its defaults keeps a
 * clean URL) and a bad one in the URL reads as its fallback. Typing replaces the current history entry
 * once it pauses; a page, filter or sort change pushes a new one, so Back returns to the rows before.
 */
export function usePagedSearch<P extends UrlParams = NoFilters>({
  pageSize = PAGE_SIZE,
  filters: filterParams,
}: PagedSearchOptions<P> = {}): PagedSearch<UrlValues<P>> {
  const [searchParams, setSearchParams] = useSearchParams();
  // What the screen was opened with (e.g. the booking the list hands the assign view) stays with each entry.
  const { state } = useLocation();
  const latestState = useRef(state);
  latestState.current = state;
  const params = useMemo(() => ({ ...filterParams, ...LIST_URL_PARAMS }), [filterParams]);
  const values = useMemo(() => readUrlParams(searchParams, params), [searchParams, params]);
  const { q: term, page } = values;
  const [search, setSearchState] = useState(term);
  // The URL as last read or written: a write made before the next render builds on the one before it.
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL this hook last wrote: any other change came from Back, Forward or a link.
  const urlKey = searchParams.toString();
  const written = useRef(urlKey);

  const write = useCallback(
    (changes: Record<string, unknown>, replace: boolean) => {
      const current = latest.current;
      const next = writeUrlParams(current, params, changes as Partial<UrlValues<typeof params>>);
      if (next.toString() === current.toString()) return;
      latest.current = next;
      written.current = next.toString();
      setSearchParams(next, { replace, state: latestState.current });
    },
    [params, setSearchParams],
  );

  // Back, Forward or a link changed the URL: the box shows its term, and a search still being typed is dropped.
  useEffect(() => {
    if (urlKey === written.current) return;
    written.current = urlKey;
    clearTimeout(typing.current);
    setSearchState((shown) => (shown.trim() === term ? shown : term));
  }, [urlKey, term]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const setSearch = useCallback(
    (value: string) => {
      setSearchState(value);
      clearTimeout(typing.current);
      // A navigation away (the screen's own Back) may come before this screen unmounts: a term typed just
      // before it must not bring the screen back.
      const typedOn = window.location.pathname;
      typing.current = setTimeout(() => {
        if (window.location.pathname !== typedOn) return;
        const next = LIST_URL_PARAMS.q.parse(value);
        if (next !== readUrlParams(latest.current, LIST_URL_PARAMS).q) write({ q: next, page: 1 }, true);
      }, SEARCH_DEBOUNCE_MS);
    },
    [write],
  );
  const setPage = useCallback((next: number) => write({ page: next }, false), [write]);
  const setFilters = useCallback(
    (changes: Partial<UrlValues<P>>, options?: { replace?: boolean }) =>
      write({ ...changes, page: 1 }, options?.replace ?? false),
    [write],
  );

  const filters = useMemo(
    () => Object.fromEntries(Object.entries(values).filter(([name]) => !(name in LIST_URL_PARAMS))),
    [values],
  );
  return {
    search,
    setSearch,
    term,
    page,
    setPage,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    filters: filters as unknown as UrlValues<P>,
    setFilters,
  };
}
