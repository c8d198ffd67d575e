import { getHeapStatistics } from 'node:v8';

/**
 * The share of V8's heap limit that the JSON row caches may hold together (ADR 025). Their
 * bytes live outside the heap (Buffers), only their overhead on it; counted as if they were all on it,
 * full caches still leave load shedding (90 % of the limit, ADR 015) 65 % of the heap for the rest.
 */
export const JSON_CACHE_HEAP_SHARE = 0.25;

/**
 * The default's ceiling, for a process without a heap limit (Node's default is a quarter of the
 * machine's memory, up to 4 GB): about what the caches held when they were bounded by entry counts.
 */
export const JSON_CACHE_MAX_DEFAULT_BYTES = 64 * 2 ** 20;

/** How the budget is split: the Vendor List is the hottest list (ADR 007). */
export const JSON_CACHE_SHARES = { vendors: 0.5, bookings: 0.25, customerPayments: 0.25 } as const;

/** The default JSON_CACHE_BYTES: a share of this process's heap limit (--max-old-space-size). */
export function jsonCacheBytesFor(heapSizeLimit: number = getHeapStatistics().heap_size_limit): number {
  return Math.min(Math.floor(heapSizeLimit * JSON_CACHE_HEAP_SHARE), JSON_CACHE_MAX_DEFAULT_BYTES);
}

/** One cache's byte budget out of the process's (config.jsonCacheBytes). */
export function jsonCacheShare(totalBytes: number, cache: keyof typeof JSON_CACHE_SHARES): number {
  return Math.floor(totalBytes * JSON_CACHE_SHARES[cache]);
}
