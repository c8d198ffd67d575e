import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('retries lost connections and server errors, at most twice', () => {
    expect(shouldRetry(0, new ApiError('Failed to fetch', 0, 'network'))).toBe(true);
    expect(shouldRetry(1, new ApiError('Internal', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('Internal', 503))).toBe(false);
  });

  it('does not retry refusals or calls that were never sent', () => {
    expect(shouldRetry(0, new ApiError('Invalid or expired token', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('Not found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('No authentication token found', 0, 'not-sent'))).toBe(false);
  });
});
