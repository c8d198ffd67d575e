import type { QueryClient } from '@tanstack/react-query';
import { isIdle } from '@/lib/when-idle';

/**
 * Whether the first screen is still busy for `whenIdle` (lib/when-idle.ts): a query is in flight, or a
 * query's first data has come but `root` has not changed since. The render that data causes is a
 * transition that React builds in slices; code loaded "when idle" would otherwise be evaluated between
 * those slices, and the first rows would wait for it (ADR 019). Later answers of a query are not waited
 * for: one that changes nothing on screen would never be drawn. Once `watching` is false (the page has
 * been idle), the query cache and `root` are no longer watched.
 */
export function firstDataPending(
  queryClient: QueryClient,
  root: HTMLElement,
  watching: () => boolean = () => !isIdle(),
): () => boolean {
  let firstDataAt = 0;
  let changedAt = 0;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!watching()) unsubscribe();
    else if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.query.state.dataUpdateCount === 1
    ) {
      firstDataAt = performance.now();
    }
  });
  const observer = new MutationObserver(() => {
    if (!watching()) observer.disconnect();
    changedAt = performance.now();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => queryClient.isFetching() > 0 || firstDataAt >= changedAt;
}
