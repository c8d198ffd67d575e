import { Readable } from 'node:stream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';

/**
 * Rows an unpaged list reads and encodes at a time: one batch is what the list holds the event loop for
 * between other requests' turns (ADR 021), so it stays small.
 */
export const STREAM_BATCH_ROWS = 100;

/** A turn of the event loop longer than this means other requests were waiting. */
const BUSY_TURN_MS = 5;

/**
 * Lets other requests go first between two batches of a long list (ADR 021): one turn of the event loop
 * and, when that turn was long because other work was waiting, a pause as long again. A download then
 * takes about half of a busy thread and all of an idle one.
 */
export async function yieldToOthers(): Promise<void> {
  const started = performance.now();
  await setImmediate();
  const waited = performance.now() - started;
  if (waited > BUSY_TURN_MS) await sleep(waited);
}

const DATA_START = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');

/**
 * An unpaged list's body `{"success":true,"data":[…]}` as a stream (docs/product/api.md#lists: without `limit` a list
 * answers every match). The list's keys, read first in the list's order, are small; the items are read
 * and encoded STREAM_BATCH_ROWS at a time, only as fast as the client takes them, so 300 000 rows never
 * sit in memory as rows or as one string. `itemsOf` answers the JSON of the keys it still finds, in the
 * keys' order; a row deleted after the keys were read is left out. A list whose clients expect a `total`
 * without paging (complaints, chat vendors) passes it and gets `{"success":true,"data":[…],"total":n}`.
 */
export function streamedList<K>(
  keys: readonly K[],
  itemsOf: (batch: readonly K[]) => Promise<Buffer[]>,
  total?: number,
): Readable {
  async function* pieces(): AsyncGenerator<Buffer> {
    yield DATA_START;
    let first = true;
    for (let start = 0; start < keys.length; start += STREAM_BATCH_ROWS) {
      // As in itemsInOrder: a socket that keeps up would otherwise get every batch within one turn of
      // the event loop, and a 100 000-row list held every other request to its end (ADR 021).
      if (start > 0) await yieldToOthers();
      const items = await itemsOf(keys.slice(start, start + STREAM_BATCH_ROWS));
      if (items.length === 0) continue;
      const parts: Buffer[] = [];
      for (const item of items) {
        if (!first) parts.push(COMMA);
        parts.push(item);
        first = false;
      }
      yield Buffer.concat(parts);
    }
    yield Buffer.from(total === undefined ? ']}' : `],"total":${total}}`);
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * An unpaged list streamed from its ids in list order: each batch's rows are found by id (`find`, in any
 * order) and sent in the ids' order as `toItem(row)`'s JSON.
 */
export function streamedRows<R>(
  ids: readonly number[],
  find: (batch: readonly number[]) => Promise<R[]>,
  idOf: (row: R) => number,
  toItem: (row: R) => unknown,
  total?: number,
): Readable {
  return streamedList(
    ids,
    async (batch) =>
      inOrderOf(batch, await find(batch), idOf).map((row) => Buffer.from(JSON.stringify(toItem(row)))),
    total,
  );
}

/**
 * Every item of an unpaged list, read STREAM_BATCH_ROWS rows at a time in the ids' order and only as
 * fast as the consumer pulls (a CSV export, docs/product/cockpit.md#csv-export).
 */
export async function* itemsInOrder<R>(
  ids: readonly number[],
  find: (batch: readonly number[]) => Promise<R[]>,
  idOf: (row: R) => number,
  toItem: (row: R) => unknown,
): AsyncGenerator<unknown> {
  for (let start = 0; start < ids.length; start += STREAM_BATCH_ROWS) {
    // better-sqlite3 reads synchronously, and a socket that keeps up asks for more within the same turn:
    // without this pause a 100 000-row export held the event loop (every other request) to its end.
    if (start > 0) await yieldToOthers();
    const batch = ids.slice(start, start + STREAM_BATCH_ROWS);
    for (const row of inOrderOf(batch, await find(batch), idOf)) yield toItem(row);
  }
}

/** `rows` in the order of `ids`, each once; ids without a row are left out. */
export function inOrderOf<R>(ids: readonly number[], rows: readonly R[], idOf: (row: R) => number): R[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  const ordered: R[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row !== undefined) ordered.push(row);
  }
  return ordered;
}
