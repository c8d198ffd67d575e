import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { inOrderOf, STREAM_BATCH_ROWS, streamedList } from './streamed-list';

const json = (ids: readonly number[]) => ids.map((id) => Buffer.from(JSON.stringify({ id })));

describe('streamedList', () => {
  it('answers every item in the keys’ order, across batches', async () => {
    const keys = Array.from({ length: STREAM_BATCH_ROWS * 2 + 3 }, (_, i) => 5000 - i);
    const batches: number[] = [];
    const body = await text(
      streamedList(keys, async (batch) => {
        batches.push(batch.length);
        return json(batch);
      }),
    );
    expect(batches).toEqual([STREAM_BATCH_ROWS, STREAM_BATCH_ROWS, 3]);
    expect(JSON.parse(body)).toEqual({ success: true, data: keys.map((id) => ({ id })) });
  });

  it('leaves out what a batch no longer finds, even a whole batch', async () => {
    const keys = Array.from({ length: STREAM_BATCH_ROWS + 2 }, (_, i) => i + 1);
    const body = await text(
      streamedList(keys, async (batch) => json(batch.filter((id) => id <= 2 || id > STREAM_BATCH_ROWS))),
    );
    expect(JSON.parse(body).data.map((item: { id: number }) => item.id)).toEqual([
      1,
      2,
      STREAM_BATCH_ROWS + 1,
      STREAM_BATCH_ROWS + 2,
    ]);
  });

  it('answers an empty list', async () => {
    expect(await text(streamedList([], async () => []))).toBe('{"success":true,"data":[]}');
  });

  it('reads a batch only when the reader wants more', async () => {
    const keys = Array.from({ length: STREAM_BATCH_ROWS * 10 }, (_, i) => i);
    let batches = 0;
    const stream = streamedList(keys, async (batch) => {
      batches += 1;
      return json(batch);
    });
    const chunks = stream[Symbol.asyncIterator]();
    await chunks.next(); // the opening
    await chunks.next(); // the first batch
    await new Promise((resolve) => setImmediate(resolve));
    // Readable.from keeps at most one batch ahead of the reader, never the whole list.
    expect(batches).toBeLessThanOrEqual(3);
    stream.destroy();
  });

  it('fails the stream when a batch cannot be read', async () => {
    const stream = streamedList([1, 2], async () => {
      throw new Error('database gone');
    });
    await expect(text(stream)).rejects.toThrow('database gone');
  });
});

describe('inOrderOf', () => {
  it('puts rows in the order of the ids and skips ids without a row', () => {
    const rows = [{ id: 3 }, { id: 1 }];
    expect(inOrderOf([1, 2, 3], rows, (row) => row.id)).toEqual([{ id: 1 }, { id: 3 }]);
  });
});
