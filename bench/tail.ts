import { availableParallelism, loadavg } from 'node:os';
import type autocannon from 'autocannon';
import type { Dialect } from '../apps/server/src/db/database';
import { seedBookingBench } from './bookings';
import { createBenchDatabase } from './lib/bench-database';
import { budgetLine, P99_FACTOR, rssBudgetLine } from './lib/budget';
import { cyclingGets, describe, measureInterleaved, type RoundsMeasurement, warmUp } from './lib/interleaved';
import { benchDialects } from './lib/per-dialect';
import { login, type RunningServer, startServer } from './lib/server-process';
import { SideLoad, type SideLoadSpec, type SideRound } from './lib/side-load';
import { firstUnblockedVendors, roundsOf, settled } from './lib/slow-mix';
import { SEARCH_TERMS } from './lib/vendor-seed';
import { seedVendorBench } from './vendors';

const LIST = '/api/v1/admin/data/vendors';
const CEILING = '/api/v1/bench/ceiling/vendors';
const UPDATE = '/api/v1/admin/data/updatevendors';
const PAGES = 10;
/** Connections of each slow load running beside the measured page. */
const SEARCH_CONNECTIONS = 10;
const WRITE_CONNECTIONS = 4;
/**
 * Unpaged calls running back to back beside the page, each read to its end or cut off at the end of
 * the round: every approved vendor as JSON, and the Vendor List as a CSV export.
 */
const UNPAGED = ['/api/v1/admin/data/getvendors_approve', `${LIST}?view=all&format=csv`];
/** Each term in every view: thousands of distinct searches, so no cached total or result serves one twice. */
const VIEWS = ['all', 'subscribed', 'trial', 'unsubscribed'];
/**
 * `BENCH_TAIL_MIX=dashboard`: the page beside the 90-day dashboard and the bookings' CSV export instead,
 * each read back to back, over the bookings bench's data (300 000 bookings and payments) and 100 000
 * vendors: the dashboard's aggregates and a list's export ids, which read through slowReads (ADR 020).
 */
const DASHBOARD_MIX =
  process.env.BENCH_TAIL_MIX === 'dashboard'
    ? ['/api/v1/admin/dashboard?days=90', '/api/v1/admin/data/getcustomerservicedetails?format=csv']
    : undefined;
const VENDORS = 100_000;

/**
 * `npm run bench -- tail` (BENCH_DIALECTS=sqlite or postgres for one): no request waits behind a slow one
 * (ADR 020). 100 000 vendors; the Vendor List page (limit 50, first 10 pages, 50 connections) measured
 * while searches over thousands of distinct terms, unpaged lists, a CSV export and block/unblock writes
 * run at the same time, interleaved with the ceiling route (the same pages as precomputed strings) alone.
 * Budgets: the page's p99 under that mix, and the searches' p99 in it, each at most 3× the ceiling's p99.
 * Needs a current build (`npm run build -w apps/server`).
 */
export async function benchTail(): Promise<string> {
  let count = 0;
  for (const dialect of benchDialects()) {
    for await (const line of benchOn(dialect)) {
      console.log(line);
      count += 1;
    }
  }
  return `tail: ${count} lines`;
}

async function* benchOn(dialect: Dialect): AsyncGenerator<string> {
  const tag = `tail[${dialect}]`;
  const database = await createBenchDatabase(dialect);
  let server: RunningServer | undefined;
  const sideLoads: SideLoad[] = [];
  try {
    const seedMs = DASHBOARD_MIX
      ? await seedBookingBench(database, VENDORS)
      : await seedVendorBench(database);
    yield `${tag}: seeded ${VENDORS.toLocaleString('en')} vendors${DASHBOARD_MIX ? ' and the bookings bench' : ''} in ${(seedMs / 1000).toFixed(1)} s`;
    // Shedding off, as in the other list benches (docs/product/data-and-security.md#performance-budgets):
    // a quick 503 would count neither as work nor as waiting.
    server = await startServer(
      { DATABASE_URL: database.url, BENCH_CEILING: '1', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' },
      18_722,
    );
    const token = await login(server.url);
    const pages = Array.from({ length: PAGES }, (_, p) => `?view=all&is_blocked=0&limit=50&offset=${p * 50}`);
    const ceilingPaths = pages.map((q) => `${CEILING}${q}`);
    await warmUp(server.url, token, ceilingPaths);
    const searches = VIEWS.flatMap((view) =>
      SEARCH_TERMS.map((q) => `${LIST}?view=${view}&is_blocked=0&limit=50&q=${q}`),
    );

    const searchRounds: autocannon.Result[] = [];
    const writeRounds: autocannon.Result[] = [];
    const unpaged = { calls: 0, mb: 0 };
    const page = cyclingGets(
      server.url,
      token,
      pages.map((q) => `${LIST}${q}`),
    );
    // Each side load's client on a thread of its own (bench/lib/side-load.ts): the measured page's
    // client then has its thread to itself, as the ceiling's has.
    const { url } = server;
    const side = (spec: SideLoadSpec) => {
      const load = new SideLoad(spec);
      sideLoads.push(load);
      return load;
    };
    const besides = { calls: 0, mb: 0 };
    const add = (totals: { calls: number; mb: number }, round: SideRound) => {
      totals.calls += round.calls;
      totals.mb += round.mb;
    };
    const pageBesideDashboard = (dashboard: SideLoad) => async (seconds: number) => {
      const [result, drained] = await Promise.all([page(seconds), dashboard.round(seconds)]);
      add(besides, drained);
      await settled(url);
      return result;
    };
    const pageUnderMix =
      (searching: SideLoad, writing: SideLoad, draining: SideLoad) => async (seconds: number) => {
        const [result, search, written, drained] = await Promise.all([
          page(seconds),
          searching.round(seconds),
          writing.round(seconds),
          draining.round(seconds),
        ]);
        if (search.result) searchRounds.push(search.result);
        if (written.result) writeRounds.push(written.result);
        add(unpaged, drained);
        await settled(url);
        return result;
      };
    const measured = DASHBOARD_MIX
      ? pageBesideDashboard(side({ kind: 'drains', url, token, paths: DASHBOARD_MIX }))
      : pageUnderMix(
          side({ kind: 'gets', url, token, paths: searches, connections: SEARCH_CONNECTIONS }),
          side({
            kind: 'writes',
            url,
            token,
            path: UPDATE,
            free: firstUnblockedVendors(WRITE_CONNECTIONS * 50),
            connections: WRITE_CONNECTIONS,
          }),
          side({ kind: 'drains', url, token, paths: UNPAGED }),
        );
    // Rounds of 5 s: a search that waits longer than its round is never counted.
    const [underMix, ceiling] = await measureInterleaved(
      [measured, cyclingGets(url, token, ceilingPaths)],
      3,
      5,
    );
    if (DASHBOARD_MIX) {
      yield `${tag} page beside the 90-day dashboard and the bookings CSV export: ${describe(underMix!)}; ceiling alone ${describe(ceiling!)}`;
      yield `${tag} beside it: ${DASHBOARD_MIX.join(' and ')}, ${besides.calls} calls, ${besides.mb.toFixed(1)} MB read`;
      yield p99Budget(`${tag} page p99 beside the dashboard and export vs ceiling p99`, underMix!, ceiling!);
      yield `${tag}: server RSS ${server.rssMb().toFixed(0)} MB now, peak ${server.peakRssMb().toFixed(0)} MB; machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
      return;
    }
    const search = roundsOf(searchRounds.slice(1));
    yield `${tag} page under the mix: ${describe(underMix!)}; ceiling alone ${describe(ceiling!)}`;
    yield `${tag} searches in the mix (${searches.length} distinct, ${SEARCH_CONNECTIONS} connections): ${describe(search)}; unpaged and CSV: ${unpaged.calls} calls, ${unpaged.mb.toFixed(0)} MB read`;
    yield `${tag} block/unblock writes in the mix (${WRITE_CONNECTIONS} connections): ${describe(roundsOf(writeRounds.slice(1)))}`;
    yield p99Budget(`${tag} page p99 under the mix vs ceiling p99`, underMix!, ceiling!);
    yield p99Budget(`${tag} search p99 in the mix vs ceiling p99`, search, ceiling!);
    yield `${tag}: server RSS ${server.rssMb().toFixed(0)} MB now, peak ${server.peakRssMb().toFixed(0)} MB; machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    yield rssBudgetLine(`${tag} peak`, server.peakRssMb());
  } finally {
    await Promise.all(sideLoads.map((load) => load.stop()));
    await server?.stop();
    await database.drop();
  }
}

function p99Budget(name: string, load: RoundsMeasurement, reference: RoundsMeasurement): string {
  return budgetLine({
    name,
    // A ceiling p99 of 0 ms (autocannon rounds to whole ms) counts as 1 ms; a load of which no request
    // was answered within its rounds waited without end.
    measured: load.rps === 0 ? Number.POSITIVE_INFINITY : load.p99 / Math.max(reference.p99, 1),
    goal: P99_FACTOR,
    kind: 'max',
    unit: '×',
    digits: 1,
  });
}
