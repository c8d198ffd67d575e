import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// One wait for every findBy/waitFor: requests, lazy chunks and whole data tables render slowly in jsdom
// on a busy two-core machine, where Testing Library's default 1 s made tests flaky.
configure({ asyncUtilTimeout: 10_000 });

// Mantine needs these browser APIs, which jsdom does not provide. Like a browser, the stub matches the
// empty query (mantine-datatable shows a column without visibleMediaQuery through it) and no other.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine's autosizing textarea listens for font loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});

Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
