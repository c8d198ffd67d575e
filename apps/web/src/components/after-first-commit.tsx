import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws `children` right after the first commit of the screen around it, in a transition of their own,
 * so that the screen's own content (the first rows) reaches the first paint without waiting for them
 * (ADR 019). Parts of the frame whose size does not depend on their content use it.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
