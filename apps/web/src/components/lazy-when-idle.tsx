import type { ComponentType } from 'react';
import { idleModule, useIdleModule } from '@/lib/idle-module';

/**
 * A dialog or drawer whose code stays out of the first screen (ADR 019): it loads once the page is idle
 * after the first render, or at once if `isNeeded` (it is being opened) before that. From then on it is
 * mounted like the component itself, closed, so it opens and closes with its transitions as before.
 */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isNeeded: (props: P) => boolean,
): ComponentType<P> {
  const component = idleModule(load);
  function LazyWhenIdle(props: P) {
    const Component = useIdleModule(component, isNeeded(props));
    return Component ? <Component {...props} /> : null;
  }
  return LazyWhenIdle;
}
