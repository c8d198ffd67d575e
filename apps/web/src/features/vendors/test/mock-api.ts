import { vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces fetch for the vendor screens' tests. `handlers` maps "METHOD /path" (path after /api/v1,
 * without the query string) to a responder; other calls answer 404. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const call: ApiCall = {
        method,
        path,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      return handler
        ? handler(call)
        : jsonResponse(404, { success: false, message: `No mock for ${method} ${path}` });
    }),
  );
  return calls;
}

export const ok = (data: unknown, total?: number) =>
  jsonResponse(200, { success: true, data, ...(total === undefined ? {} : { total }) });

export const fail = (status: number, message: string) => jsonResponse(status, { success: false, message });

/** A promise with its resolve function, to hold a response until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
