import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { ErrorBoundary } from './shell/error-boundary';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
