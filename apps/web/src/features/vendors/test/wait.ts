/** For waits on requests and lazy chunks: the default 1 s is too short on a busy two-core machine. */
export const SLOW = { timeout: 5_000 } as const;
