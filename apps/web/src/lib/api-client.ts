import { AuthMessages, type FieldIssue } from '@seva/contract';
import { ApiError } from './api-error';
import { LOGIN_PATH, signInPath } from './paths';
import { clearSession, getToken } from './session';
import { askForStepUp, isStepUpRefusal } from './step-up';

export const API_BASE_URL = '/api/v1';

/** docs/product/api.md#authentication: a protected call without a stored token fails with this text and is not sent. */
export const NO_TOKEN_MESSAGE = AuthMessages.noToken;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as-is when it is FormData (uploads). */
  body?: unknown;
  /** Protected calls carry the stored admin token; login and password recovery calls do not. @default true */
  auth?: boolean;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;

let unauthorizedHandler: UnauthorizedHandler = () => {
  const { pathname, search, hash } = window.location;
  if (pathname !== LOGIN_PATH) window.location.assign(signInPath(`${pathname}${search}${hash}`));
};

/**
 * Decides where a rejected token leads (the router registers a handler that navigates to
 * /adminlogin remembering the origin). Returns a function restoring the previous handler.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

/**
 * Calls the API under /api/v1. Resolves with the parsed JSON body; rejects with an ApiError. A protected
 * call refused with `Enter a two-step code to continue` (docs/product/team.md#step-up) asks the member for a
 * code in the one step-up dialog (lib/step-up.ts) and, once it is accepted, is sent again, once: the caller
 * gets the second answer. Cancelled, the caller gets the first refusal.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (options.auth === false || !isStepUpRefusal(error)) throw error;
    if (!(await askForStepUp(options.signal))) throw error;
    return send<T>(path, options);
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, auth = true, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });

  if (auth) {
    const token = getToken();
    if (!token) throw new ApiError(NO_TOKEN_MESSAGE, 0, 'not-sent');
    headers.set('Authorization', `Bearer ${token}`);
  }

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error ? error.message : String(error), 0, 'network');
  }

  const data = await readBody(response);

  if (!response.ok) {
    if (response.status === 401 && auth) {
      clearSession();
      unauthorizedHandler();
    }
    throw new ApiError(
      serverMessage(data) ?? (response.statusText || `Request failed with status ${response.status}`),
      response.status,
      'response',
      serverIssues(data),
    );
  }

  if (isRecord(data) && data.success === false) {
    throw new ApiError(
      serverMessage(data) ?? 'Request failed',
      response.status,
      'response',
      serverIssues(data),
    );
  }

  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessage(data: unknown): string | null {
  if (isRecord(data) && typeof data.message === 'string' && data.message.trim()) return data.message;
  return null;
}

function serverIssues(data: unknown): FieldIssue[] {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (issue): issue is FieldIssue =>
      isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}
