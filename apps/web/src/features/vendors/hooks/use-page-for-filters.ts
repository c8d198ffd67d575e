import { useCallback, useState } from 'react';

/**
 * The page number of a list that goes back to 1 whenever its filters change, without an extra
 * render or request: the page is remembered together with the filters it belongs to.
 */
export function usePageForFilters(filters: unknown): [page: number, setPage: (page: number) => void] {
  const key = JSON.stringify(filters);
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ key, page: next }), [key]);
  return [page, setPage];
}
