import type { ListResponse } from '@seva/contract';

export type { ListResponse };

/** The rows of a list answer, `{ success: true, data: [...], total? }`, the one shape the server sends. */
export function unwrapList<T>(body: ListResponse<T>): T[] {
  return body.data;
}

/** Query string from defined values only: `{ q: 'ab', limit: 50, x: undefined }` → `?q=ab&limit=50`. */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
