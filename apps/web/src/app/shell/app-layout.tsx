import { AppShell, Center } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '@/api/get-me';
import { PageLoader } from '@/components/page-loader';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useLiveEvents } from '../live-events/use-live-events';
import { PermittedOutlet } from '../routes/permitted-outlet';
import { ErrorBoundary } from './error-boundary';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSignOutFromOtherTabs } from './use-sign-out-from-other-tabs';

const NAVIGATION_ID = 'main-navigation';
const MAIN_ID = 'main-content';

/**
 * The signed-in frame: top bar, sidebar (a drawer on small screens) and the current screen, drawn once it
 * is known who is signed in, with only what their role allows (docs/product/team.md#what-the-web-shows).
 */
export function AppLayout() {
  const [navigationOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const me = useMe();
  // Waited for once: signing out forgets who was signed in while this frame still shows, and Logout (in
  // the sidebar) must stay mounted to finish its way to sign-in.
  const drawn = useRef(false);
  if (me.data) drawn.current = true;
  useSignOutFromOtherTabs();
  useLiveEvents();

  if (!me.data && !drawn.current) {
    if (!me.isError) return <PageLoader />;
    return (
      <Center mih="60vh" p="md">
        <QueryErrorAlert
          title="Could not load your account"
          error={me.error}
          onRetry={() => me.refetch()}
          maw={480}
        />
      </Center>
    );
  }

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
            <PermittedOutlet />
          </Suspense>
        </ErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
