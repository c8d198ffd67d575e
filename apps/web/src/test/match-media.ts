import { vi } from 'vitest';

/**
 * A matchMedia for jsdom, which has none and Mantine needs. Like a browser, it matches the empty query
 * (mantine-datatable shows a column without visibleMediaQuery through it) and no other.
 */
export function browserLikeMatchMedia(): typeof window.matchMedia {
  return vi.fn((query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

/**
 * Installs a fresh browserLikeMatchMedia for one test. The setup already installs one for every test,
 * so table tests that call this (in beforeEach) only get new mock call records.
 */
export function letEmptyMediaQueryMatch(): void {
  vi.stubGlobal('matchMedia', browserLikeMatchMedia());
}
