import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, TimeoutError, withTimeout } from './async';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects with TimeoutError when the task outlasts the limit, and aborts the task', async () => {
    vi.useFakeTimers();
    let taskSignal: AbortSignal | undefined;
    const result = withTimeout(
      (signal) => {
        taskSignal = signal;
        return new Promise<string>(() => undefined);
      },
      5_000,
      new AbortController().signal,
    );
    const settled = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(taskSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await settled).toBeInstanceOf(TimeoutError);
    expect(taskSignal?.aborted).toBe(true);
  });

  it('resolves with the task result in time', async () => {
    await expect(withTimeout(async () => 'done', 5_000, new AbortController().signal)).resolves.toBe('done');
  });

  it('aborts the task when the outer signal aborts', () => {
    const outer = new AbortController();
    let taskSignal: AbortSignal | undefined;
    void withTimeout(
      (signal) => {
        taskSignal = signal;
        return new Promise(() => undefined);
      },
      5_000,
      outer.signal,
    );
    outer.abort();
    expect(taskSignal?.aborted).toBe(true);
  });
});

describe('delay', () => {
  it('resolves true after the time, false at once when aborted', async () => {
    vi.useFakeTimers();
    const waited = delay(2_000, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(waited).resolves.toBe(true);

    const cancel = new AbortController();
    const cancelled = delay(2_000, cancel.signal);
    cancel.abort();
    await expect(cancelled).resolves.toBe(false);
  });
});
