import type { FieldIssue } from '@seva/contract';

/**
 * How a call failed: the server answered with an error status, no answer arrived,
 * or the call was refused before sending (a protected call with no stored token).
 */
export type ApiErrorKind = 'response' | 'network' | 'not-sent';

/**
 * A failed API call. `message` is the server's message when the response carried one,
 * otherwise the error text. `status` is the HTTP status, or 0 when there was no response.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind = 'response',
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}

/** The failure's own message when it carries one, otherwise the screen's fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return fallback;
}
