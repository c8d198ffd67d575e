import { execFileSync } from 'node:child_process';
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { npmStartCommand } from '../../test/spawn-server';
import {
  JSON_CACHE_HEAP_SHARE,
  JSON_CACHE_MAX_DEFAULT_BYTES,
  JSON_CACHE_SHARES,
  jsonCacheBytesFor,
  jsonCacheShare,
} from './json-cache-budget';

/** V8's heap limit of a Node process started with `options`. */
function heapLimitWith(...options: string[]): number {
  const script = "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))";
  return Number(execFileSync(process.execPath, [...options, '-e', script], { encoding: 'utf8' }));
}

describe('the JSON caches’ byte budget', () => {
  it('is a share of the heap limit, so it follows --max-old-space-size', () => {
    const small = heapLimitWith('--max-old-space-size=96');
    const large = heapLimitWith('--max-old-space-size=192');
    expect(large - small).toBe(96 * 2 ** 20);
    expect(jsonCacheBytesFor(large) - jsonCacheBytesFor(small)).toBeCloseTo(
      96 * 2 ** 20 * JSON_CACHE_HEAP_SHARE,
      -1,
    );
    expect(jsonCacheBytesFor(small)).toBeLessThanOrEqual(small * 0.25);
    // Without a limit (Node's default, up to 4 GB), about what the entry counts allowed before.
    expect(jsonCacheBytesFor(heapLimitWith('--max-old-space-size=4096'))).toBe(JSON_CACHE_MAX_DEFAULT_BYTES);
  });

  it('follows the heap limit that npm start (and so every bench) gives the server', () => {
    const options = npmStartCommand().nodeArgs;
    const oldSpaceMb = Number(
      /^--max-old-space-size=(\d+)$/.exec(
        options.find((o) => o.startsWith('--max-old-space-size=')) ?? '',
      )?.[1],
    );
    expect(oldSpaceMb).toBeGreaterThan(0);
    const limit = heapLimitWith(...options);
    expect(limit).toBe(heapLimitWith(`--max-old-space-size=${oldSpaceMb}`));
    // Under npm start's limit the budget is its share of that limit, not the ceiling for unlimited heaps.
    expect(jsonCacheBytesFor(limit)).toBe(Math.floor(limit * JSON_CACHE_HEAP_SHARE));
    expect(jsonCacheBytesFor(limit)).toBeLessThan(JSON_CACHE_MAX_DEFAULT_BYTES);
  });

  it('defaults to this process’s heap limit; JSON_CACHE_BYTES sets it, 0 turns the caches off', () => {
    expect(loadConfig({}).jsonCacheBytes).toBe(jsonCacheBytesFor(getHeapStatistics().heap_size_limit));
    expect(loadConfig({ JSON_CACHE_BYTES: '1000000' }).jsonCacheBytes).toBe(1_000_000);
    expect(loadConfig({ JSON_CACHE_BYTES: '0' }).jsonCacheBytes).toBe(0);
  });

  it('is split between the caches without exceeding it', () => {
    const shares = Object.values(JSON_CACHE_SHARES).reduce((a, b) => a + b, 0);
    expect(shares).toBeLessThanOrEqual(1);
    const total = 36_000_001;
    const split = (Object.keys(JSON_CACHE_SHARES) as (keyof typeof JSON_CACHE_SHARES)[]).map((cache) =>
      jsonCacheShare(total, cache),
    );
    expect(split.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(total);
  });
});
