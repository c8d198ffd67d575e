// First: it sends the first page's request before the rest of the entry runs.
import './app/early-requests';
import './app/mantine-styles.css';
// The theme's CSS variables, built with the app (build-plugins/theme-css-variables.ts).
import 'virtual:theme-css-variables.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { holdIdleWhile } from '@/lib/when-idle';
import { App } from './app/app';
import { firstDataPending } from './app/first-data-pending';
import { preloadScreensFor } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

const queryClient = createQueryClient();
// What the first screen does not need waits until its data has come and been drawn (lib/when-idle.ts).
holdIdleWhile(firstDataPending(queryClient, root));

// The first render waits for the address's screen code, so it draws the screen rather than a spinner
// that React would keep up a moment longer after the code arrived; a failed load renders anyway.
// It renders as a transition: React builds the screen in short slices that give the main thread back
// between them, instead of one long task of several hundred milliseconds (ADR 019).
// React DOM's renderer is a chunk of its own, imported here rather than statically, so that the browser
// evaluates it in a task of its own instead of inside the entry's, the longest task of a cold load (ADR 019);
// index.html preloads it beside the entry.
const reactDom = import('react-dom/client');
Promise.all([reactDom, preloadScreensFor(window.location.pathname, queryClient).catch(() => undefined)]).then(
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
