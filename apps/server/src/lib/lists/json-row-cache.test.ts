import { describe, expect, it } from 'vitest';
import { ENTRY_OVERHEAD_BYTES, JsonRowCache, ownedUtf8 } from './json-row-cache';

const ENTRY = ENTRY_OVERHEAD_BYTES;

/** A cache of strings whose size is their length, limited to `entries` entries of `valueBytes` each. */
function cacheOf(entries: number, valueBytes: number, clock: () => number = Date.now, maxAgeMs = 60_000) {
  return new JsonRowCache<string>({
    maxBytes: entries * (valueBytes + ENTRY),
    maxAgeMs,
    bytesOf: (value) => value.length,
    clock,
  });
}

describe('JsonRowCache', () => {
  it('answers an entry only for the version it was stored with', () => {
    const cache = cacheOf(10, 7);
    cache.store(1, 'v1', '{"a":1}');
    expect(cache.lookup(1, 'v1')).toBe('{"a":1}');
    expect(cache.lookup(1, 'v2')).toBeUndefined();
    // A version miss drops the entry, and its bytes.
    expect(cache.lookup(1, 'v1')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('forgets entries older than maxAge and forgotten ones', () => {
    let now = 0;
    const cache = cacheOf(10, 3, () => now, 1_000);
    cache.store(1, 'v', 'one');
    cache.store(2, 'v', 'two');
    cache.forget(1);
    expect(cache.lookup(1, 'v')).toBeUndefined();
    expect(cache.bytes).toBe(3 + ENTRY);
    now = 1_000;
    expect(cache.lookup(2, 'v')).toBe('two');
    now = 1_001;
    expect(cache.lookup(2, 'v')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('evicts the least recently used entries until a new one fits its bytes', () => {
    const cache = cacheOf(3, 10);
    cache.store(1, 'v', 'a'.repeat(10));
    cache.store(2, 'v', 'b'.repeat(10));
    cache.store(3, 'v', 'c'.repeat(10));
    // 1 was used last, so 2 is the least recently used.
    expect(cache.lookup(1, 'v')).toBe('a'.repeat(10));
    cache.store(4, 'v', 'd'.repeat(10));
    expect(cache.lookup(2, 'v')).toBeUndefined();
    expect(cache.size).toBe(3);
    // Twice the size: two entries go, oldest first (3, then 1).
    cache.store(5, 'v', 'e'.repeat(20 + ENTRY));
    expect(cache.lookup(3, 'v')).toBeUndefined();
    expect(cache.lookup(1, 'v')).toBeUndefined();
    expect(cache.lookup(4, 'v')).toBe('d'.repeat(10));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(10 + ENTRY + 20 + ENTRY + ENTRY);
    expect(cache.bytes).toBeLessThanOrEqual(3 * (10 + ENTRY));
  });

  it('keeps its bytes at most maxBytes whatever the sizes stored, replaced and forgotten', () => {
    const maxBytes = 20_000;
    const cache = new JsonRowCache<string>({ maxBytes, maxAgeMs: 60_000, bytesOf: (value) => value.length });
    for (let i = 0; i < 2_000; i++) {
      const id = (i * 7919) % 300;
      const size = (i * 104_729) % 3_000;
      cache.store(id, `v${i}`, 'x'.repeat(size));
      if (i % 5 === 0) cache.forget((id + 1) % 300);
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    const expected = new Map<number, number>();
    for (let id = 0; id < 300; id++) {
      // Any version but the last one stored misses; what remains adds up to the bytes counted.
      for (let i = 1_999; i >= 0; i--) {
        if ((i * 7919) % 300 !== id) continue;
        const hit = cache.lookup(id, `v${i}`);
        if (hit !== undefined) expected.set(id, hit.length + ENTRY);
        break;
      }
    }
    expect(cache.bytes).toBe([...expected.values()].reduce((a, b) => a + b, 0));
  });

  it('does not keep a value larger than the whole budget, nor evict anything for it', () => {
    const cache = cacheOf(2, 10);
    cache.store(1, 'v', 'a'.repeat(10));
    expect(cache.store(2, 'v', 'b'.repeat(2 * ENTRY))).toBe('b'.repeat(2 * ENTRY));
    expect(cache.lookup(2, 'v')).toBeUndefined();
    expect(cache.lookup(1, 'v')).toBe('a'.repeat(10));
  });

  it('replacing an entry counts its new size only', () => {
    const cache = cacheOf(2, 10);
    cache.store(1, 'v1', 'a'.repeat(10));
    cache.store(1, 'v2', 'a'.repeat(5));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(5 + ENTRY);
    expect(cache.lookup(1, 'v2')).toBe('a'.repeat(5));
  });

  it('holds at most maxEntries entries too', () => {
    const cache = new JsonRowCache<string>({
      maxBytes: 1_000_000,
      maxEntries: 2,
      maxAgeMs: 1_000,
      bytesOf: (value) => value.length,
    });
    cache.store(1, 'v', 'one');
    cache.store(2, 'v', 'two');
    cache.store(3, 'v', 'three');
    expect(cache.lookup(1, 'v')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('stores nothing when its entries or its bytes are 0', () => {
    for (const limits of [{ maxEntries: 0, maxBytes: 1_000_000 }, { maxBytes: 0 }]) {
      const cache = new JsonRowCache<string>({
        ...limits,
        maxAgeMs: 1_000,
        bytesOf: (value) => value.length,
      });
      cache.store(1, 'v', 'one');
      expect(cache.enabled).toBe(false);
      expect(cache.lookup(1, 'v')).toBeUndefined();
    }
  });
});

describe('ownedUtf8', () => {
  it('encodes the text in memory of its own, not a slice of the shared pool', () => {
    const bytes = ownedUtf8('{"name":"Ünal"}');
    expect(bytes.toString()).toBe('{"name":"Ünal"}');
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    // What Buffer.from does with the same short text.
    expect(Buffer.from('{"name":"Ünal"}').buffer.byteLength).toBeGreaterThan(bytes.byteLength);
  });
});
