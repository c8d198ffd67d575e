import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { isSignedIn, subscribeToSession } from '@/lib/session';
import { answerStepUp, hostStepUp, isAskingForStepUp, subscribeToStepUp } from '@/lib/step-up';

// Loaded the first time a code is asked for: the first screen does not carry the dialog (ADR 027).
const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/**
 * Where the one step-up dialog lives (lib/step-up.ts), mounted once by the providers: while it is mounted,
 * a request refused with `Enter a two-step code to continue` waits for the dialog's answer (a sign-out
 * answers it: cancelled). The dialog stays mounted after its first showing, so closing plays its
 * transition and returns focus.
 */
export function StepUpDialogHost() {
  const asking = useSyncExternalStore(subscribeToStepUp, isAskingForStepUp, isAskingForStepUp);
  const [loaded, setLoaded] = useState(false);
  if (asking && !loaded) setLoaded(true);
  useEffect(() => hostStepUp(), []);
  // Signed out meanwhile (Logout in another tab, a rejected token): no code can be verified any more.
  useEffect(
    () =>
      subscribeToSession(() => {
        if (!isSignedIn()) answerStepUp(false);
      }),
    [],
  );

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog opened={asking} />
    </Suspense>
  );
}
