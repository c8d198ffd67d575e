import autocannon from 'autocannon';
import type { RoundsMeasurement } from './interleaved';
import { stateOfIndex } from './vendor-seed';

/** The slow loads that run beside a measured page in `npm run bench -- tail` (ADR 021). */

/** GETs at `connections` connections cycling through `paths`. */
export function gets(url: string, token: string, paths: readonly string[], connections: number) {
  let next = 0;
  return (seconds: number) =>
    autocannon({
      url,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Rounds of one load as one figure: total throughput, median p50 and p99 of the rounds, all failures. A
 * round in which no request was answered counts its whole length as its p50 and p99 (a lower bound).
 */
export function roundsOf(results: readonly autocannon.Result[]): RoundsMeasurement {
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  const latency = (r: autocannon.Result, at: 'p50' | 'p99') =>
    r.requests.total === 0 ? Math.round(r.duration * 1000) : r.latency[at];
  return {
    rps: requests / Math.max(seconds, 1),
    p50: median(results.map((r) => latency(r, 'p50'))),
    p99: median(results.map((r) => latency(r, 'p99'))),
    failed: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/** The first `count` vendors of the bench seed that are not blocked. */
export function firstUnblockedVendors(count: number): number[] {
  const free: number[] = [];
  for (let i = 0; free.length < count; i++) if (stateOfIndex(i) !== 'blocked') free.push(i + 1);
  return free;
}

/** Block/unblock writes (blockUnblockRequests) at `connections` connections. */
export function blockUnblockLoad(url: string, token: string, path: string, free: number[]) {
  return (seconds: number, connections: number) =>
    autocannon({
      url,
      connections,
      duration: seconds,
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: blockUnblockRequests(path, free),
    });
}

/**
 * Each connection blocks a vendor of `free` and unblocks it again at `path`; the vendor goes back to the
 * pool only after its unblock answered, so no two connections ever touch one vendor and every write
 * succeeds.
 */
export function blockUnblockRequests(path: string, free: number[]): autocannon.Request[] {
  type Context = { vendorId?: number };
  return [
    {
      path,
      setupRequest: (req, context: Context) => {
        context.vendorId = free.shift();
        const body = { vendor_id: context.vendorId, is_blocked: 1, blocked_reason: 'Bench' };
        return { ...req, body: JSON.stringify(body) };
      },
    },
    {
      path,
      setupRequest: (req, context: Context) => ({
        ...req,
        body: JSON.stringify({ vendor_id: context.vendorId, is_blocked: 0 }),
      }),
      onResponse: (_status, _body, context: Context) => {
        if (context.vendorId !== undefined) free.push(context.vendorId);
      },
    },
  ];
}

/**
 * GETs `path` again and again for `seconds`, reading each answer to its end (an unpaged list, an
 * export); the call still running when the time is up is cut off. Adds the calls begun and MB read.
 */
export async function draining(
  url: string,
  token: string,
  path: string,
  seconds: number,
  totals: { calls: number; mb: number },
): Promise<void> {
  const stop = AbortSignal.timeout(seconds * 1000);
  while (!stop.aborted) {
    totals.calls += 1;
    try {
      const res = await fetch(`${url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: stop,
      });
      const reader = res.body?.getReader();
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        totals.mb += read.value.byteLength / 1e6;
      }
    } catch (err) {
      if (!stop.aborted) throw err;
    }
  }
}

/**
 * Waits until the server answers /api/v1/health within 50 ms again (at most 20 s): requests the mix left
 * unanswered at the end of its round must not be counted against the next load measured.
 */
export async function settled(url: string): Promise<void> {
  const until = performance.now() + 20_000;
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(`${url}/api/v1/health`).then((res) => res.arrayBuffer());
    if (performance.now() - started < 50) return;
  }
}
