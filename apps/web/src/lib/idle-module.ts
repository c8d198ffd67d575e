import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * A module (usually a component) kept out of the first screen's JavaScript (ADR 019): `useIdleModule`
 * loads it once the page is idle, and until it is drawn its caller draws nothing or a light stand-in.
 */
export interface IdleModule<T> {
  /** What the load resolved to, once it has. */
  readonly loaded: { value: T } | null;
  /** Starts the load now, if it has not started; resolves with what it loaded. */
  load(): Promise<T>;
}

export function idleModule<T>(load: () => Promise<T>): IdleModule<T> {
  let loading: Promise<T> | null = null;
  const module: { loaded: { value: T } | null; load(): Promise<T> } = {
    loaded: null,
    load() {
      loading ??= load().then(
        (value) => {
          module.loaded = { value };
          return value;
        },
        (error: unknown) => {
          // A failed download (a new deployment, a dropped connection) is tried again at the next use.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return module;
}

/**
 * When a caller draws the module once it is loaded:
 * - `loaded`: as soon as it has loaded (a closed dialog, drawn closed);
 * - `used`: only once `now` has been true (a stand-in that works until then), so that what the user
 *   is looking at, pointing at or has focused is never swapped under them; it is still loaded when the
 *   page is first idle, so the switch on use is immediate.
 */
export type SwitchWhen = 'loaded' | 'used';

/**
 * The module to draw, or null: the caller draws nothing or its stand-in. The load starts when the page is
 * first idle (`whenIdle`), or at once when `now` (it is being used: a dialog opened, a menu clicked). A
 * module already loaded when the caller mounts is drawn from the first render. A load that fails while
 * `now` is the screen's error, as for a screen's own chunk.
 */
export function useIdleModule<T>(
  module: IdleModule<T>,
  now = false,
  switchWhen: SwitchWhen = 'loaded',
): T | null {
  const [drawn, setDrawn] = useState(module.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (drawn) return undefined;
    let live = true;
    const start = () => {
      module.load().then(
        (value) => {
          if (live && (now || switchWhen === 'loaded')) setDrawn({ value });
        },
        (error: unknown) => {
          if (live && now) setFailure({ error });
        },
      );
    };
    if (now) start();
    const cancel = now ? undefined : whenIdle(start);
    return () => {
      live = false;
      cancel?.();
    };
  }, [module, drawn, now, switchWhen]);
  if (failure) throw failure.error;
  return drawn ? drawn.value : null;
}
