import { useEffect } from 'react';

/**
 * Calls `reset` `delayMs` after `value` became non-null (e.g. a mutation's error);
 * a new value starts the wait again.
 */
export function useAutoReset(value: unknown, reset: () => void, delayMs: number): void {
  useEffect(() => {
    if (value === null || value === undefined) return;
    const timer = window.setTimeout(reset, delayMs);
    return () => window.clearTimeout(timer);
  }, [value, reset, delayMs]);
}
