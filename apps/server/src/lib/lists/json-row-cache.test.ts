import { describe, expect, it } from 'vitest';
import { JsonRowCache } from './json-row-cache';

describe('JsonRowCache', () => {
  it('answers an entry only for the version it was stored with', () => {
    const cache = new JsonRowCache<string>(10, 60_000);
    cache.store(1, 'v1', '{"a":1}');
    expect(cache.lookup(1, 'v1')?.toString()).toBe('{"a":1}');
    expect(cache.lookup(1, 'v2')).toBeUndefined();
    // A version miss drops the entry.
    expect(cache.lookup(1, 'v1')).toBeUndefined();
  });

  it('forgets entries older than maxAge, forgotten ones and the least recently used beyond maxEntries', () => {
    let now = 0;
    const cache = new JsonRowCache<string>(2, 1_000, () => now);
    cache.store(1, 'v', 'one');
    cache.store(2, 'v', 'two');
    expect(cache.lookup(1, 'v')?.toString()).toBe('one');
    cache.store(3, 'v', 'three');
    expect(cache.lookup(2, 'v')).toBeUndefined();
    expect(cache.lookup(1, 'v')?.toString()).toBe('one');
    cache.forget(1);
    expect(cache.lookup(1, 'v')).toBeUndefined();
    now = 1_001;
    expect(cache.lookup(3, 'v')).toBeUndefined();
  });

  it('stores nothing when its size is 0', () => {
    const cache = new JsonRowCache<string>(0, 1_000);
    cache.store(1, 'v', 'one');
    expect(cache.enabled).toBe(false);
    expect(cache.lookup(1, 'v')).toBeUndefined();
  });
});
