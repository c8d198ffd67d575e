import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMeFollowsSession } from '@/api/get-me';
import { useDialogFocus } from '@/lib/dialog-focus';
import { DeferredNotifications } from './deferred-notifications';
import { StepUpDialogHost } from './step-up-dialog-host';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  /** One per page load (main.tsx), so data asked for before the first render lands in it. */
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useDialogFocus();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <SessionFollower />
        <StepUpDialogHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Forgets who was signed in whenever the session changes (api/get-me.ts). */
function SessionFollower() {
  useMeFollowsSession();
  return null;
}
