import autocannon from 'autocannon';
import { CONNECTIONS } from './load';

/** One load's figures over several rounds. */
export interface RoundsMeasurement {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /**
   * The server's CPU time (all its threads) per answered request over the rounds, when the load was
   * measured with the server's CPU clock: unlike throughput, it does not depend on whether the bench's
   * own client kept up, which it does less for the fast ceiling on a busy machine.
   */
  cpuUsPerRequest?: number;
}

export function describe(m: RoundsMeasurement, unit = 'req/s'): string {
  const cpu =
    m.cpuUsPerRequest === undefined ? '' : `, server CPU ${m.cpuUsPerRequest.toFixed(0)} µs a request`;
  return `${m.rps.toFixed(0)} ${unit}, p50 ${m.p50} ms, p99 ${m.p99} ms${cpu}${m.failed ? `, FAILED ${m.failed}` : ''}`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Rounds of one load as one figure: throughput of answered (2xx) requests, median p50 and p99 of the
 * rounds, all failures (a refusal such as load shedding's 503 is quick and must not count as work done).
 */
function combine(results: autocannon.Result[], cpuMs?: number): RoundsMeasurement {
  const requests = results.reduce((n, r) => n + r['2xx'], 0);
  const answered = results.filter((r) => r['2xx'] > 0);
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  return {
    rps: requests / seconds,
    // Over the rounds that answered anything (NaN when none did): an empty round's latencies read 0 ms.
    p50: median(answered.map((r) => r.latency.p50)),
    p99: median(answered.map((r) => r.latency.p99)),
    failed: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    ...(cpuMs === undefined || requests === 0 ? {} : { cpuUsPerRequest: (cpuMs * 1000) / requests }),
  };
}

export type Load = (seconds: number) => Promise<autocannon.Result>;

/**
 * autocannon with `options` at 50 connections for a round's seconds, latencies of 2xx answers only (see
 * combine). The round ends once the server has answered a request sent after it: requests it left running
 * (a slow search can take seconds) must not slow the next load's round.
 */
export function roundLoad(url: string, options: Omit<autocannon.Options, 'url' | 'duration'>): Load {
  return async (seconds) => {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      excludeErrorStats: true,
      ...options,
      duration: seconds,
    });
    await fetch(`${url}/api/v1/health`).then((res) => res.arrayBuffer());
    return result;
  };
}

/** GETs cycling through `paths`. */
export function cyclingGets(url: string, token: string, paths: readonly string[]): Load {
  let next = 0;
  return roundLoad(url, {
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
}

/**
 * GETs each of `paths` once, 10 at a time: a ceiling route's first request of a page computes it with the
 * real list, so the measured rounds must find every page already kept as a string. Answers the bytes
 * received: what the ceiling keeps in the server's memory from then on.
 */
export async function warmUp(url: string, token: string, paths: readonly string[]): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  let bytes = 0;
  for (let i = 0; i < paths.length; i += 10) {
    const batch = paths.slice(i, i + 10);
    await Promise.all(
      batch.map(async (path) => {
        const res = await fetch(`${url}${path}`, { headers });
        bytes += (await res.arrayBuffer()).byteLength;
        if (!res.ok) throw new Error(`warming up ${path} answered ${res.status}`);
      }),
    );
  }
  return bytes;
}

/**
 * Seconds of each search round: a request still running when a round ends is not counted, and a search
 * under 50 connections on a busy machine can take a second or two.
 */
export const SEARCH_ROUND_S = 4;

/**
 * Measures loads side by side: after a warm-up, `rounds` rounds that run each load for `seconds` in turn,
 * so that a machine shared with other work slows all of them alike and their ratio stays meaningful.
 * With `server`, each load's figures include the server's CPU time per answered request.
 */
export async function measureInterleaved(
  loads: readonly Load[],
  rounds = 5,
  seconds = 2,
  server?: { cpuMs(): number },
): Promise<RoundsMeasurement[]> {
  for (const load of loads) await load(1);
  const results: autocannon.Result[][] = loads.map(() => []);
  const cpuMs = loads.map(() => 0);
  for (let r = 0; r < rounds; r++) {
    for (const [i, load] of loads.entries()) {
      const before = server?.cpuMs() ?? 0;
      results[i]?.push(await load(seconds));
      cpuMs[i]! += (server?.cpuMs() ?? 0) - before;
    }
  }
  return results.map((rounds, i) => combine(rounds, server && cpuMs[i]));
}
