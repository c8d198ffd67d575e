import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './api/schema';

/**
 * The partner API through a client typed by the OpenAPI document (`npm run api:generate` writes
 * api/schema.d.ts from the server; `npm run api:check` fails when it drifts).
 */
export type ApiClient = Client<paths, 'application/json'>;

/** PUT /vendor/me/application's body, as the document describes it. */
export type VendorApplicationBody =
  paths['/api/v1/vendor/me/application']['put']['requestBody']['content']['application/json'];

/** The simulator reads JSON: a list's `text/csv` answer (format=csv) is left out of the answers' types. */
export function createApiClient(baseUrl: string): ApiClient {
  return createClient<paths, 'application/json'>({ baseUrl });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every POST of the apps carries a fresh Idempotency-Key, as a real app retrying safely would. */
export const idempotent = (token: string) => ({ ...bearer(token), 'idempotency-key': crypto.randomUUID() });

/** The outcome of one call: its status, and the server's message when it failed. */
export interface Outcome {
  status: number;
  message?: string;
}

/** The status and failure message of an openapi-fetch answer. */
export function outcomeOf(answer: { response: Response; error?: unknown }): Outcome {
  const error = answer.error as { message?: unknown } | undefined;
  return {
    status: answer.response.status,
    message: typeof error?.message === 'string' ? error.message : undefined,
  };
}
