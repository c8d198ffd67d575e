import type autocannon from 'autocannon';

export const CONNECTIONS = 50;

export interface Measurement {
  rps: number;
  p99: number;
  summary: string;
}

/** How many responses had `status`. */
export function statusCount(result: autocannon.Result, status: number): number {
  return result.statusCodeStats?.[`${status}`]?.count ?? 0;
}

/** One summary of a run; responses with a status in `expected` (besides 2xx) do not count as failures. */
export function summarise(
  result: autocannon.Result,
  unit: string,
  expected: readonly number[] = [],
): Measurement {
  const allowed = expected.reduce((n, status) => n + statusCount(result, status), 0);
  const bad = result.non2xx - allowed + result.errors + result.timeouts;
  const rps = result.requests.average;
  return {
    rps,
    p99: result.latency.p99,
    summary: `${rps.toFixed(0)} ${unit}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${bad ? `, FAILED ${bad}` : ''}`,
  };
}
