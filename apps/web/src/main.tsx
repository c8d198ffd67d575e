import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { preloadScreensFor } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

const queryClient = createQueryClient();

// The first render waits for the address's screen code, so it draws the screen rather than a spinner
// that React would keep up a moment longer after the code arrived; a failed load renders anyway.
preloadScreensFor(window.location.pathname, queryClient)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
