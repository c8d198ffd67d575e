import { insertRowSync, outboxRow, sqliteQueries } from '../../apps/server/src/test/fixtures';
import { uniqueTag } from './booking-rows';
import { runWriteSync, withDatabase } from './database';

/**
 * Deliveries (outbox rows) the Deliveries specs arrange, built by the server's fixtures
 * (apps/server/src/test/fixtures/outbox.ts): of a kind no handler of the server delivers, so a retried one
 * stays pending and the story sees exactly what it did. Each has a unique dedupe key; each spec removes
 * its own.
 */

export interface DeliveryRow {
  id: number;
  dedupeKey: string;
}

/** A delivery that gave up after its 12 attempts with `lastError`. */
export function insertDeadDelivery(lastError = 'provider answered 503 Service Unavailable'): DeliveryRow {
  const dedupeKey = `e2e:${uniqueTag()}`;
  const row = withDatabase((db) =>
    insertRowSync(
      db,
      'outbox',
      outboxRow({
        kind: 'test.e2e',
        dedupe_key: dedupeKey,
        status: 'dead',
        attempts: 12,
        last_error: lastError,
      }),
    ),
  );
  return { id: row.id, dedupeKey };
}

export function removeDeliveries(rows: readonly DeliveryRow[]): void {
  if (rows.length === 0) return;
  withDatabase((db) =>
    runWriteSync(
      db,
      sqliteQueries.deleteFrom('outbox').where(
        'id',
        'in',
        rows.map((r) => r.id),
      ),
    ),
  );
}
