import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, usePagedSearch } from './use-paged-search';

describe('usePagedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the trimmed term only after typing pauses', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setSearch('  Priya '));
    expect(result.current.search).toBe('  Priya ');
    expect(result.current.term).toBe('');

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.term).toBe('Priya');
  });

  it('pages by 50 and starts a new term again at page 1', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(3));
    expect(result.current).toMatchObject({ page: 3, limit: PAGE_SIZE, offset: 100 });

    act(() => result.current.setSearch('Gill'));
    expect(result.current.page).toBe(3);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current).toMatchObject({ term: 'Gill', page: 1, offset: 0 });
  });

  it('starts again at page 1 when another filter changes, and keeps a smaller page size', () => {
    const { result, rerender } = renderHook(({ view }) => usePagedSearch({ pageSize: 24, filters: [view] }), {
      initialProps: { view: 'all' },
    });
    act(() => result.current.setPage(2));
    expect(result.current).toMatchObject({ page: 2, limit: 24, offset: 24 });

    rerender({ view: 'active' });
    expect(result.current).toMatchObject({ page: 1, offset: 0 });
  });
});
