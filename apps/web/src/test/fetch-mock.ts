import { vi } from 'vitest';

/** A request the app made through fetch, as the mock recorded it. */
export interface RecordedRequest {
  /** As the app asked for it: `/api/v1/admin/…?…`. */
  url: string;
  method: string;
  /** The path after /api/v1, without the query string. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A successful API answer: `{ success: true, data, total? }`. */
export const ok = (data: unknown, total?: number) =>
  jsonResponse(200, { success: true, data, ...(total === undefined ? {} : { total }) });

/** A failed API answer: `{ success: false, message }` with that status. */
export const fail = (status: number, message: string) => jsonResponse(status, { success: false, message });

/** A promise with its resolve function, to hold a response until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * The one fetch mock of the web tests: replaces global fetch. `routes` maps "METHOD /path?query" (path
 * after /api/v1, the query as the app writes it) or "METHOD /path" (any query) to a responder; the exact
 * address wins. Unmatched calls answer 404. Returns the requests made, in order.
 */
export function mockFetch(routes: Record<string, Responder>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = parsed.pathname.replace(/^\/api\/v1/, '');
    const rawBody = init.body;
    const request: RecordedRequest = {
      url,
      method,
      path,
      query: parsed.searchParams,
      headers: new Headers(init.headers),
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    };
    requests.push(request);
    const responder = routes[`${method} ${url.replace(/^\/api\/v1/, '')}`] ?? routes[`${method} ${path}`];
    return responder
      ? responder(request)
      : jsonResponse(404, { success: false, message: `No mock for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
