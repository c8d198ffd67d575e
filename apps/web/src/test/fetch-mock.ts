import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
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

/**
 * Replaces global fetch. `routes` maps "METHOD /path" (path after /api/v1) to a responder;
 * unmatched calls answer 404. Returns the list of requests made, in order.
 */
export function mockFetch(routes: Record<string, Responder>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = init.body;
    const request: RecordedRequest = {
      url,
      method,
      headers: new Headers(init.headers),
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    };
    requests.push(request);
    const responder = routes[`${method} ${url.replace(/^\/api\/v1/, '')}`];
    return responder
      ? responder(request)
      : jsonResponse(404, { success: false, message: `No mock for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
