import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { isIdle, whenIdle } from '@/lib/when-idle';

/**
 * A dialog or drawer whose code stays out of the first screen (ADR 019): it loads once the page is idle
 * after the first render, or at once if `isNeeded` (it is being opened) before that. From then on it is
 * mounted like the component itself, closed, so it opens and closes with its transitions as before.
 */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isNeeded: (props: P) => boolean,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyWhenIdle(props: P) {
    const [ready, setReady] = useState(isIdle);
    // Once opened it stays mounted, so closing it before the page was idle still plays its transition.
    if (!ready && isNeeded(props)) setReady(true);
    useEffect(() => (ready ? undefined : whenIdle(() => setReady(true))), [ready]);
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWhenIdle;
}
