import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { browserLikeMatchMedia } from './match-media';

// One wait for every findBy/waitFor: requests, lazy chunks and whole data tables render slowly in jsdom
// on a busy two-core machine, where Testing Library's default 1 s made tests flaky.
configure({ asyncUtilTimeout: 10_000 });

// Mantine needs these browser APIs, which jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: browserLikeMatchMedia(),
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
// jsdom has no Element#scrollTo: mantine-datatable scrolls its viewport to the top in an animation frame
// after a sort, which may run after the test ended and failed the whole run with an unhandled TypeError.
Element.prototype.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  // Mantine's notifications live in a store of the module, which the files of one worker share (the web
  // project does not isolate them): a notice one test raised would show in the next file's screen.
  notifications.clean();
  window.localStorage.clear();
});
