import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = 10;

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

/** GETs cycling through `paths`, after a short warm-up that also fills the ceiling's strings. */
export async function measure(url: string, token: string, paths: readonly string[]): Promise<Measurement> {
  const headers = { authorization: `Bearer ${token}` };
  for (const path of paths) await fetch(`${url}${path}`, { headers });
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    });
  await run(2);
  return summarise(await run(DURATION_S), 'req/s');
}

/** A list against the ceiling route serving the same pages as precomputed strings, in the same run. */
export async function compareWithCeiling(
  url: string,
  token: string,
  listPaths: readonly string[],
  ceilingPaths: readonly string[],
): Promise<string> {
  const ceiling = await measure(url, token, ceilingPaths);
  const list = await measure(url, token, listPaths);
  const ratio = (list.rps / ceiling.rps) * 100;
  const met = list.p99 <= 25 && ratio >= 50;
  return `${list.summary}; ceiling ${ceiling.summary}; ${ratio.toFixed(0)}% of ceiling (budget p99 ≤ 25 ms, ≥ 50%: ${met ? 'met' : 'MISSED'})`;
}
