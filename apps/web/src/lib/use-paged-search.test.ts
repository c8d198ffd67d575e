import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flagParam, oneOfParam, optionalOneOfParam } from './url-params';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, usePagedSearch } from './use-paged-search';

const FILTERS = {
  view: oneOfParam(['all', 'trial', 'subscribed'], 'all'),
  status: optionalOneOfParam(['pending', 'approved']),
  oldest: flagParam(),
};

/** The hook on a memory router at `url`, with the router's location, the last navigation's kind, and Back. */
function renderList(url = '/list', options: { pageSize?: number } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, { initialEntries: ['/elsewhere', url], initialIndex: 1 }, children);
  return renderHook(
    () => {
      const location = useLocation();
      const navigate = useNavigate();
      return {
        list: usePagedSearch({ ...options, filters: FILTERS }),
        url: `${location.pathname}${location.search}`,
        navigation: useNavigationType(),
        back: () => navigate(-1),
      };
    },
    { wrapper },
  );
}

describe('usePagedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a list at its defaults out of the URL', () => {
    const { result } = renderList();
    expect(result.current.list).toMatchObject({
      search: '',
      term: '',
      page: 1,
      offset: 0,
      limit: PAGE_SIZE,
      filters: { view: 'all', status: null, oldest: false },
    });

    act(() => result.current.list.setFilters({ view: 'trial' }));
    act(() => result.current.list.setFilters({ view: 'all' }));
    expect(result.current.url).toBe('/list');
  });

  it('reads search, filters and page from the URL (a reload or a shared link)', () => {
    const { result } = renderList('/list?q=Priya&view=trial&status=approved&oldest=1&page=3');
    expect(result.current.list).toMatchObject({
      search: 'Priya',
      term: 'Priya',
      page: 3,
      offset: 100,
      filters: { view: 'trial', status: 'approved', oldest: true },
    });
  });

  it('reads bad values in the URL as the defaults, without an error', () => {
    for (const page of ['-3', '0', 'two', '2.5', '99999999']) {
      const { result } = renderList(`/list?page=${page}&view=nonsense&status=deleted&oldest=yes`);
      expect(result.current.list).toMatchObject({
        page: 1,
        offset: 0,
        filters: { view: 'all', status: null, oldest: false },
      });
    }
  });

  it('writes the trimmed term only after typing pauses, replacing the history entry, at page 1', () => {
    const { result } = renderList('/list?page=4');
    act(() => result.current.list.setSearch('  Pri'));
    act(() => result.current.list.setSearch('  Priya '));
    expect(result.current.list).toMatchObject({ search: '  Priya ', term: '', page: 4 });
    expect(result.current.url).toBe('/list?page=4');

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.list).toMatchObject({ search: '  Priya ', term: 'Priya', page: 1 });
    expect(result.current.url).toBe('/list?q=Priya');
    expect(result.current.navigation).toBe('REPLACE');

    // The search replaced the entry: Back leaves the list.
    act(() => result.current.back());
    expect(result.current.url).toBe('/elsewhere');
  });

  it('pushes a page, filter or sort change, so Back returns to the rows before', () => {
    const { result } = renderList('/list?q=Gill');
    act(() => result.current.list.setPage(3));
    expect(result.current.url).toBe('/list?q=Gill&page=3');
    expect(result.current.navigation).toBe('PUSH');

    act(() => result.current.list.setFilters({ status: 'pending' }));
    expect(result.current.url).toBe('/list?q=Gill&status=pending');
    expect(result.current.list.page).toBe(1);

    act(() => result.current.back());
    expect(result.current.list).toMatchObject({ page: 3, filters: { status: null }, term: 'Gill' });
    act(() => result.current.back());
    expect(result.current.url).toBe('/list?q=Gill');
  });

  it('shows the term Back brings in the search box, and drops a search still being typed', () => {
    const { result } = renderList('/list?q=Gill');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSearch('Asha'));
    act(() => result.current.back());
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    expect(result.current.url).toBe('/list?q=Gill');
    expect(result.current.list).toMatchObject({ search: 'Gill', term: 'Gill', page: 1 });
  });

  it('replaces the entry for a filter typed into a box', () => {
    const { result } = renderList();
    act(() => result.current.list.setFilters({ view: 'subscribed' }, { replace: true }));
    expect(result.current.url).toBe('/list?view=subscribed');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it("keeps the entry's router state (what the screen was opened with) across its writes", () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        MemoryRouter,
        { initialEntries: [{ pathname: '/list', state: { booking: 41 } }] },
        children,
      );
    const { result } = renderHook(() => ({ list: usePagedSearch(), state: useLocation().state }), {
      wrapper,
    });
    act(() => result.current.list.setSearch('Asha'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.list.setPage(2));
    expect(result.current.state).toEqual({ booking: 41 });
  });

  it('keeps a smaller page size', () => {
    const { result } = renderList('/list?page=2', { pageSize: 24 });
    expect(result.current.list).toMatchObject({ page: 2, limit: 24, offset: 24 });
  });
});
