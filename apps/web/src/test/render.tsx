import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { Me } from '@seva/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { meKey } from '@/api/get-me';
import { StepUpDialogHost } from '@/app/step-up-dialog-host';
import { cssVariablesResolver, theme } from '@/app/theme';
import { aMe } from './team-fixtures';

interface RenderOptions {
  /** The initial URL. @default '/' */
  route?: string;
  /** Options for userEvent.setup, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
  /** The query client, e.g. the app's own (createQueryClient) to see its caching. @default one that never retries */
  queryClient?: QueryClient;
  /** Also shows Mantine's notifications, for screens that confirm or report with one. @default false */
  notifications?: boolean;
  /**
   * Who is signed in (GET /admin/me), as if the shell had loaded it: an owner, who sees every screen and
   * button, unless a test gives another member (`aMe('dispatcher')`), or null to leave it to be fetched.
   */
  me?: Me | null;
  /**
   * Mounts the step-up dialog as the app's providers do (app/step-up-dialog-host.tsx), so a request refused
   * with `Enter a two-step code to continue` asks for a code. Without it the refusal reaches the screen.
   * @default false
   */
  stepUpDialog?: boolean;
}

/** Shows the router's current location so tests can assert navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** The current router location (path + search) as rendered by the probe. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Renders `ui` with the app's providers (Mantine in test mode, a fresh query client) and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    user,
    notifications = false,
    stepUpDialog = false,
    me = aMe(),
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  }: RenderOptions = {},
): RenderResult & { user: UserEvent } {
  if (me) queryClient.setQueryData(meKey, me);
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {stepUpDialog ? <StepUpDialogHost /> : null}
          <MemoryRouter initialEntries={[route]}>
            {notifications ? <Notifications /> : null}
            <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>
            <LocationProbe />
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user: userEvent.setup(user) };
}
