import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useLiveEvents } from '../live-events/use-live-events';
import { ErrorBoundary } from './error-boundary';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSignOutFromOtherTabs } from './use-sign-out-from-other-tabs';

const NAVIGATION_ID = 'main-navigation';
const MAIN_ID = 'main-content';

/** The signed-in frame: top bar, sidebar (a drawer on small screens) and the current screen. */
export function AppLayout() {
  const [navigationOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useSignOutFromOtherTabs();
  useLiveEvents();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
      padding="md"
    >
      <SkipLink targetId={MAIN_ID} />
      <TopBar navigationId={NAVIGATION_ID} navigationOpened={navigationOpened} onToggleNavigation={toggle} />
      <Sidebar id={NAVIGATION_ID} onNavigate={close} />
      <AppShell.Main id={MAIN_ID} tabIndex={-1} bg="var(--mantine-color-gray-0)">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
