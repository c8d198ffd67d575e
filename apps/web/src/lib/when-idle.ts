/** Set once the page has been idle after its first screen rendered with its data. */
let idle = false;
const waiting = new Set<() => void>();
/** Whether the first screen is still waiting for data (main.tsx: queries in flight). */
let busy: () => boolean = () => false;
/** The longest `whenIdle` waits for a page that is never idle or never done fetching. */
const MAX_WAIT_MS = 3000;

/** Makes `whenIdle` wait, too, while `isBusy()` (main.tsx: until the first screen's queries have answered). */
export function holdIdleWhile(isBusy: () => boolean): void {
  busy = isBusy;
}

/**
 * Calls back once the main thread is first idle after the first screen has rendered with its data (at
 * once after that), for work that screen does not need: the code of closed dialogs, the live-events
 * socket (ADR 019). Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void): () => void {
  if (idle) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  if (waiting.size === 1) {
    const started = performance.now();
    // Two idle periods in a row without a fetch in flight: the first can come between a response and the
    // render it causes (the query notifies its screen a task later).
    let quietBefore = false;
    const check = () => {
      const quiet = !busy();
      if (!(quiet && quietBefore) && performance.now() - started < MAX_WAIT_MS) {
        quietBefore = quiet;
        later(check);
        return;
      }
      idle = true;
      later(callWaiting);
    };
    later(check);
  }
  return () => {
    waiting.delete(callback);
  };
}

/**
 * Calls the waiting callbacks while the idle period lasts, at least one, and each of the rest in a task
 * of its own right after, so that a click can come between them: each starts a chunk's download and adds
 * its preload links, and all of them in one task took 35–125 ms, a long task just when the user starts
 * to use the screen (ADR 019).
 */
function callWaiting(deadline?: IdleDeadline) {
  for (const waiter of waiting) {
    waiting.delete(waiter);
    waiter();
    if (!deadline || deadline.timeRemaining() <= 0) break;
  }
  if (waiting.size > 0) window.setTimeout(callWaiting, 0);
}

/** Whether `whenIdle` has already called back. */
export function isIdle(): boolean {
  return idle;
}

function later(callback: (deadline?: IdleDeadline) => void) {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: 1000 });
  else window.setTimeout(callback, 100);
}
