import type { BulkResult } from '@seva/contract';
import { HttpError } from './http-error';

/**
 * A bulk action (packages/contract/src/bulk.ts): `act` is the single action's service call, run for
 * each id in turn, so every row is its own conditional statement with its own audit row. A row the
 * action refuses with a client error (404, 409, 422: unknown, changed meanwhile) answers `ok: false` with
 * that message; anything else (the database failing) stops the request as the single action would, the
 * rows before it staying done.
 */
export async function settleEach(
  ids: readonly number[],
  act: (id: number) => Promise<unknown>,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      await act(id);
      results.push({ id, ok: true });
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      results.push({ id, ok: false, message: err.message });
    }
  }
  return results;
}
