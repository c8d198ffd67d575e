// First: it sends the first page's request before the rest of the entry runs (ADR 027).
import './app/early-requests';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { preloadScreensFor } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

const queryClient = createQueryClient();

// The first render waits for the address's screen code, so it draws the screen rather than a spinner
// that React would keep up a moment longer after the code arrived; a failed load renders anyway.
// It renders as a transition: React builds the screen in short slices that give the main thread back
// between them, instead of one long task of several hundred milliseconds (ADR 027).
// React DOM's renderer is a chunk of its own, imported here rather than statically, so that the browser
// evaluates it in a task of its own instead of inside the entry's, the longest task of a cold load (ADR 027).
const reactDom = import('react-dom/client');
Promise.all([
  reactDom,
  preloadScreensFor(window.location.pathname, window.location.search, queryClient).catch(() => undefined),
]).then(
  ([{ createRoot }]) => {
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  },
  () => {
    // Without React DOM nothing else can draw (a dropped connection, or a deployment that replaced the files).
    root.textContent = 'Seva Admin could not load. Reload the page to try again.';
  },
);
