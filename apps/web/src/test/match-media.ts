import { vi } from 'vitest';

/**
 * The setup's matchMedia stub answers `matches: false` to every query, but a browser matches the empty
 * query. mantine-datatable asks for '' to decide that a column without visibleMediaQuery is shown, so
 * table tests call this (in beforeEach).
 */
export function letEmptyMediaQueryMatch(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
