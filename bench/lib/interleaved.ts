import autocannon from 'autocannon';
import { CONNECTIONS } from './load';

/** One load's figures over several rounds. */
export interface RoundsMeasurement {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

export function describe(m: RoundsMeasurement, unit = 'req/s'): string {
  return `${m.rps.toFixed(0)} ${unit}, p50 ${m.p50} ms, p99 ${m.p99} ms${m.failed ? `, FAILED ${m.failed}` : ''}`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Rounds of one load as one figure: total throughput, median p50 and p99 of the rounds, all failures. */
function combine(results: autocannon.Result[]): RoundsMeasurement {
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  return {
    rps: requests / seconds,
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    failed: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  };
}

export type Load = (seconds: number) => Promise<autocannon.Result>;

/** GETs at 50 connections cycling through `paths`. */
export function cyclingGets(url: string, token: string, paths: readonly string[]): Load {
  let next = 0;
  return (seconds) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    });
}

/**
 * Measures loads side by side: after a warm-up, `rounds` rounds that run each load for `seconds` in turn,
 * so that a machine shared with other work slows all of them alike and their ratio stays meaningful.
 */
export async function measureInterleaved(
  loads: readonly Load[],
  rounds = 5,
  seconds = 2,
): Promise<RoundsMeasurement[]> {
  for (const load of loads) await load(1);
  const results: autocannon.Result[][] = loads.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, load] of loads.entries()) results[i]?.push(await load(seconds));
  }
  return results.map(combine);
}
