import { availableParallelism, loadavg } from 'node:os';
import type { Dialect } from '../apps/server/src/db/driver/database';
import { createBenchDatabase } from './lib/bench-database';
import { seedBookingBench } from './lib/booking-seed';
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
 * vendors: the dashboard's aggregates and a list's export ids, which read through `reads.slow()` (ADR 021).
 */
const DASHBOARD_MIX =
  process.env.BENCH_TAIL_MIX === 'dashboard'
    ? ['/api/v1/admin/dashboard?days=90', '/api/v1/admin/data/getcustomerservicedetails?format=csv']
    : undefined;
const VENDORS = 100_000;

/** The mix's side loads; `BENCH_TAIL_SIDES=searches,writes` runs only some, to see what each costs the page. */
const ALL_SIDES = ['searches', 'writes', 'downloads'] as const;
type SideName = (typeof ALL_SIDES)[number];
const SIDES: SideName[] = process.env.BENCH_TAIL_SIDES
  ? ALL_SIDES.filter((name) => process.env.BENCH_TAIL_SIDES?.split(',').includes(name))
  : [...ALL_SIDES];

/** The downloads' rounds in a line: calls begun and MB read. */
function downloadsOf(rounds: readonly SideRound[]): string {
  const calls = rounds.reduce((n, round) => n + round.calls, 0);
  const mb = rounds.reduce((n, round) => n + round.mb, 0);
  return `${calls} calls, ${mb.toFixed(0)} MB read`;
}

/**
 * `npm run bench -- tail` (BENCH_DIALECTS=sqlite or postgres for one): no request waits behind a slow one
 * (ADR 021). 100 000 vendors; the Vendor List page (limit 50, first 10 pages, 50 connections) measured
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
  const sideLoads = new Map<SideName, { load: SideLoad; rounds: SideRound[] }>();
  try {
    const seedMs = DASHBOARD_MIX
      ? await seedBookingBench(database, VENDORS)
      : await seedVendorBench(database);
    yield `${tag}: seeded ${VENDORS.toLocaleString('en')} vendors${DASHBOARD_MIX ? ' and the bookings bench' : ''} in ${(seedMs / 1000).toFixed(1)} s`;
    // Shedding off, as in the other list benches (docs/product/data-and-security.md#performance-budgets):
    // a quick 503 would count neither as work nor as waiting.
    server = await startServer({ DATABASE_URL: database.url, LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }, 18_722, {
      ceiling: true,
    });
    const token = await login(server.url);
    const pages = Array.from({ length: PAGES }, (_, p) => `?view=all&is_blocked=0&limit=50&offset=${p * 50}`);
    const ceilingPaths = pages.map((q) => `${CEILING}${q}`);
    await warmUp(server.url, token, ceilingPaths);
    const searches = VIEWS.flatMap((view) =>
      SEARCH_TERMS.map((q) => `${LIST}?view=${view}&is_blocked=0&limit=50&q=${q}`),
    );

    const page = cyclingGets(
      server.url,
      token,
      pages.map((q) => `${LIST}${q}`),
    );
    // Each side load's client on a thread of its own (bench/lib/side-load.ts): the measured page's
    // client then has its thread to itself, as the ceiling's has.
    const { url } = server;
    const specs: Record<SideName, SideLoadSpec> = {
      searches: { kind: 'gets', url, token, paths: searches, connections: SEARCH_CONNECTIONS },
      writes: {
        kind: 'writes',
        url,
        token,
        path: UPDATE,
        free: firstUnblockedVendors(WRITE_CONNECTIONS * 50),
        connections: WRITE_CONNECTIONS,
      },
      downloads: { kind: 'drains', url, token, paths: DASHBOARD_MIX ?? UNPAGED },
    };
    const names: SideName[] = DASHBOARD_MIX ? ['downloads'] : SIDES;
    for (const name of names) sideLoads.set(name, { load: new SideLoad(specs[name]), rounds: [] });
    const pageBesideSides = async (seconds: number) => {
      const [result, ...rounds] = await Promise.all([
        page(seconds),
        ...[...sideLoads.values()].map((side) => side.load.round(seconds)),
      ]);
      for (const [i, side] of [...sideLoads.values()].entries()) side.rounds.push(rounds[i]!);
      await settled(url);
      return result;
    };
    // Rounds of 5 s: a search that waits longer than its round is never counted.
    const [underMix, ceiling] = await measureInterleaved(
      [pageBesideSides, cyclingGets(url, token, ceilingPaths)],
      3,
      5,
    );
    // A side load's first round ran beside the page's 1-s warm-up: its figures leave it out.
    const measuredRounds = (name: SideName) => sideLoads.get(name)?.rounds.slice(1) ?? [];
    const downloaded = downloadsOf(measuredRounds('downloads'));
    if (DASHBOARD_MIX) {
      yield `${tag} page beside the 90-day dashboard and the bookings CSV export: ${describe(underMix!)}; ceiling alone ${describe(ceiling!)}`;
      yield `${tag} beside it: ${DASHBOARD_MIX.join(' and ')}, ${downloaded}`;
      yield p99Budget(`${tag} page p99 beside the dashboard and export vs ceiling p99`, underMix!, ceiling!);
      yield `${tag}: server RSS ${server.rssMb().toFixed(0)} MB now, peak ${server.peakRssMb().toFixed(0)} MB; machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
      return;
    }
    const sideFigures = (name: SideName) =>
      roundsOf(measuredRounds(name).flatMap((round) => (round.result ? [round.result] : [])));
    yield `${tag} page beside ${names.join(', ')}: ${describe(underMix!)}; ceiling alone ${describe(ceiling!)}`;
    if (sideLoads.has('searches')) {
      yield `${tag} searches in the mix (${searches.length} distinct, ${SEARCH_CONNECTIONS} connections): ${describe(sideFigures('searches'))}`;
    }
    if (sideLoads.has('writes')) {
      yield `${tag} block/unblock writes in the mix (${WRITE_CONNECTIONS} connections): ${describe(sideFigures('writes'))}`;
    }
    if (sideLoads.has('downloads')) yield `${tag} unpaged list and CSV export in the mix: ${downloaded}`;
    if (names.length === ALL_SIDES.length) {
      yield p99Budget(`${tag} page p99 under the mix vs ceiling p99`, underMix!, ceiling!);
      yield p99Budget(`${tag} search p99 in the mix vs ceiling p99`, sideFigures('searches'), ceiling!);
    }
    yield `${tag}: server RSS ${server.rssMb().toFixed(0)} MB now, peak ${server.peakRssMb().toFixed(0)} MB; machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    yield rssBudgetLine(`${tag} peak`, server.peakRssMb());
  } finally {
    await Promise.all([...sideLoads.values()].map((side) => side.load.stop()));
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
