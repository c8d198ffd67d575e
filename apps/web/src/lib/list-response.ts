/** A paged list answer of the API: `{ success, data, total? }`. */
export interface ListResponse<T> {
  success: true;
  data: T[];
  total?: number;
}

/** SPEC §5: list responses are accepted as a bare array or wrapped in `data` or `vendors`. */
export function unwrapList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (typeof body === 'object' && body !== null) {
    const record = body as { data?: unknown; vendors?: unknown };
    if (Array.isArray(record.data)) return record.data as T[];
    if (Array.isArray(record.vendors)) return record.vendors as T[];
  }
  return [];
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
