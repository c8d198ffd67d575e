import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstDataPending } from './first-data-pending';

/** MutationObserver calls back in a microtask. The page is never idle here (the third argument). */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('firstDataPending', () => {
  it('is pending until the root is drawn, and again until the first data of a query is drawn', async () => {
    const queryClient = new QueryClient();
    const root = document.createElement('div');
    const pending = firstDataPending(queryClient, root, () => true);
    expect(pending()).toBe(true);

    root.append(document.createElement('main'));
    await observed();
    expect(pending()).toBe(false);

    queryClient.setQueryData(['vendors'], [{ vendor_id: 1 }]);
    expect(pending()).toBe(true);
    root.querySelector('main')?.append('Asha Plumbing');
    await observed();
    expect(pending()).toBe(false);

    // A later answer may change nothing on screen: it is not waited for.
    queryClient.setQueryData(['vendors'], [{ vendor_id: 1 }]);
    expect(pending()).toBe(false);
  });

  it('is pending while a query is in flight', async () => {
    const queryClient = new QueryClient();
    const root = document.createElement('div');
    const pending = firstDataPending(queryClient, root, () => true);
    root.append('shell');
    await observed();
    let answer: (value: number) => void = () => undefined;
    const fetched = queryClient.fetchQuery({
      queryKey: ['bell'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    expect(pending()).toBe(true);
    answer(3);
    await fetched;
    expect(pending()).toBe(true);
    root.append('3');
    await observed();
    expect(pending()).toBe(false);
  });
});
