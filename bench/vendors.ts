import { availableParallelism, loadavg } from 'node:os';
import type { Dialect } from '../apps/server/src/db/driver/database';
import { type BenchDatabase, createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { againstReference, MIN_PERCENT, referenceBudgetLines, rssBudgetLine } from './lib/budget';
import {
  cyclingGets,
  describe,
  measureInterleaved,
  roundLoad,
  SEARCH_ROUND_S,
  warmUp,
} from './lib/interleaved';
import { CONNECTIONS } from './lib/load';
import { benchDialects } from './lib/per-dialect';
import { type RunningServer, signIn, startServer } from './lib/server-process';
import { blockUnblockRequests, firstUnblockedVendors } from './lib/slow-mix';
import { SEARCH_TERMS, seedBenchVendors, stateOfIndex } from './lib/vendor-seed';

const VENDORS = 100_000;
const PAGES = 10;
const LIST = '/api/v1/admin/data/vendors';
const CEILING = '/api/v1/bench/ceiling/vendors';
const UPDATE = '/api/v1/admin/data/updatevendors';
/** The same approving, blocking or unblocking UPDATE with nothing around it (ceiling/write-ceiling.ts). */
const UPDATE_CEILING = '/api/v1/bench/ceiling/vendor-update';
/**
 * BENCH_LOADS=search (or unpaged, page, writes, fresh-search, comma-separated) measures only those, e.g. to
 * profile one; writes are block/unblock and approve; fresh-search is the search load on a second server
 * that counts every total afresh.
 */
const LOADS = (process.env.BENCH_LOADS ?? 'unpaged,page,search,writes,fresh-search').split(',');
/** The Approved list (docs/product/api.md#vendors) without limit: every approved vendor, as other apps call it. */
const UNPAGED = '/api/v1/admin/data/getvendors_approve';

/**
 * `npm run bench -- vendors` (BENCH_DIALECTS=sqlite or postgres for one): 100 000 vendors; the Vendor
 * List page (limit 50, first 10 pages) and the same with each of several hundred search terms, each
 * interleaved with the ceiling route that returns the same pages as precomputed strings; then block/unblock
 * and approval writes, each interleaved with the ceiling route that runs the same UPDATE alone; then the
 * searches again on a server that counts every total afresh (printed without a goal). 50
 * connections; one line per measurement and the budgets of
 * docs/product/data-and-security.md#performance-budgets. Needs a current build (`npm run build -w
 * apps/server`).
 */
export async function benchVendors(): Promise<string> {
  const dialects = benchDialects();
  let count = 0;
  for (const dialect of dialects) {
    for await (const line of benchOn(dialect)) {
      console.log(line);
      count += 1;
    }
  }
  return `vendors: ${count} lines`;
}

async function* benchOn(dialect: Dialect): AsyncGenerator<string> {
  const tag = `vendors[${dialect}]`;
  const database = await createBenchDatabase(dialect);
  let server: RunningServer | undefined;
  try {
    const seedMs = await seedVendorBench(database);
    yield `${tag}: seeded ${VENDORS.toLocaleString('en')} vendors in ${(seedMs / 1000).toFixed(1)} s`;
    server = await startServer(serverEnv(database), 18_081, { ceiling: true });
    const { token, adminId } = await signIn(server.url);
    // First, while the server's peak memory is still its start-up's.
    if (LOADS.includes('unpaged')) yield `${tag} ${await measureUnpaged(server, token)}`;

    const pages = Array.from({ length: PAGES }, (_, p) => `?view=all&is_blocked=0&limit=50&offset=${p * 50}`);
    const lists = [
      ['page', pages, MIN_PERCENT.list, 2],
      ['search', SEARCHES, MIN_PERCENT.search, SEARCH_ROUND_S],
    ] as const;
    for (const [name, queries, minPercent, seconds] of lists.filter(([load]) => LOADS.includes(load))) {
      const { list, ceiling, line } = await measureList(server, token, name, queries, seconds);
      yield `${tag} ${line}`;
      yield* referenceBudgetLines(`${tag} ${name}`, list, ceiling, minPercent);
    }
    if (LOADS.includes('writes')) {
      const free = unblockedVendors();
      const [writes, ceiling] = await measureInterleaved(
        [
          blockUnblock(server.url, token, UPDATE, free),
          blockUnblock(server.url, token, UPDATE_CEILING, free),
        ],
        5,
        2,
        server,
      );
      yield `${tag} block/unblock: ${describe(writes!, 'writes/s')}; ceiling ${describe(ceiling!, 'writes/s')}`;
      yield* referenceBudgetLines(`${tag} block/unblock`, writes!, ceiling!, MIN_PERCENT.write);

      const nextPending = pendingVendors();
      // Shorter rounds: each approval uses up one of the 20 000 pending vendors.
      const [approvals, approveCeiling] = await measureInterleaved(
        [
          approveEach(server.url, token, UPDATE, nextPending, adminId),
          approveEach(server.url, token, UPDATE_CEILING, nextPending, adminId),
        ],
        3,
        1,
        server,
      );
      yield `${tag} approve: ${describe(approvals!, 'writes/s')}; ceiling ${describe(approveCeiling!, 'writes/s')}`;
      yield* referenceBudgetLines(`${tag} approve`, approvals!, approveCeiling!, MIN_PERCENT.write);
    }
    yield `${tag}: server RSS ${server.rssMb().toFixed(0)} MB now, peak ${server.peakRssMb().toFixed(0)} MB; machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    yield rssBudgetLine(`${tag} peak`, server.peakRssMb());
    await server.stop();
    server = undefined;
    if (LOADS.includes('fresh-search')) yield `${tag} ${await measureFreshSearch(database)}`;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/**
 * The bench's server: the ceiling routes, and load shedding off, as in the export bench: on a shared, busy
 * machine the event loop lags for reasons of its own, and a refused request (quick) would count neither as
 * work nor as latency. Overload and slow requests show in the p99s instead.
 */
function serverEnv(database: BenchDatabase): Record<string, string> {
  return { DATABASE_URL: database.url, LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' };
}

/** The Vendor List with each of several hundred search terms: `view=all&is_blocked=0`, the screen's first view. */
const SEARCHES = SEARCH_TERMS.map((q) => `?view=all&is_blocked=0&limit=50&q=${q}`);

/** One list load interleaved with the ceiling route's same pages (kept as strings before the rounds). */
async function measureList(
  server: RunningServer,
  token: string,
  name: string,
  queries: readonly string[],
  seconds: number,
) {
  const ceilingPaths = queries.map((q) => `${CEILING}${q}`);
  const kept = await warmUp(server.url, token, ceilingPaths);
  const listPaths = queries.map((q) => `${LIST}${q}`);
  const [list, ceiling] = await measureInterleaved(
    [cyclingGets(server.url, token, listPaths), cyclingGets(server.url, token, ceilingPaths)],
    5,
    seconds,
    server,
  );
  if (!list || !ceiling) throw new Error(`${name}: no measurement`);
  const terms = name === 'search' ? ` over ${queries.length} distinct terms` : '';
  const line = `${name}${terms}: ${describe(list)}; ceiling ${describe(ceiling)} (keeps ${(kept / 1e6).toFixed(0)} MB of pages)`;
  return { list, ceiling, line };
}

/**
 * The search load on a server that counts every total afresh (LIST_COUNT_CACHE_MS=0): what the searches
 * cost when no total is known, as under steady writes. Printed without a goal: the budget lines above
 * measure the server as `npm start` runs it, which keeps a total while the database is unchanged (ADR 022).
 */
async function measureFreshSearch(database: BenchDatabase): Promise<string> {
  const server = await startServer({ ...serverEnv(database), LIST_COUNT_CACHE_MS: '0' }, 18_082, {
    ceiling: true,
  });
  try {
    const { token } = await signIn(server.url);
    const { list, ceiling, line } = await measureList(server, token, 'search', SEARCHES, SEARCH_ROUND_S);
    const { percent, p99Factor } = againstReference(list, ceiling);
    return `fresh-search, every total counted (no goal): ${line}; ${percent.toFixed(1)} % of the ceiling, p99 ${p99Factor.toFixed(1)}×`;
  } finally {
    await server.stop();
  }
}

/** One unpaged call (about 116 MB of JSON): its time, and what it did to the server's peak memory. */
async function measureUnpaged(server: RunningServer, token: string): Promise<string> {
  const peakBefore = server.peakRssMb();
  const started = performance.now();
  const res = await fetch(`${server.url}${UNPAGED}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  return `unpaged ${UNPAGED.split('/').at(-1)}: ${(bytes / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms; server peak RSS ${peakBefore.toFixed(0)} → ${server.peakRssMb().toFixed(0)} MB`;
}

/** Migrates, seeds VENDORS bench vendors and settles the database; answers the seeding time in ms. */
export function seedVendorBench(database: BenchDatabase): Promise<number> {
  return seedBenchDatabase(database, ({ db, dialect }, adminId) =>
    seedBenchVendors(db, dialect, adminId, VENDORS),
  );
}

/**
 * Vendors that are not blocked, for blockUnblock: one pool for the real route and its ceiling, since a
 * vendor whose unblock was cut off by the end of a round stays blocked and must not be drawn again.
 */
function unblockedVendors(): number[] {
  // Each round (2 loads × 6) may lose up to CONNECTIONS vendors that way.
  return firstUnblockedVendors(CONNECTIONS * 20);
}

/** Block/unblock writes (blockUnblockRequests) in rounds that wait for the server to catch up. */
function blockUnblock(url: string, token: string, path: string, free: number[]) {
  return roundLoad(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: blockUnblockRequests(path, free),
  });
}

/** The pending vendors (a fifth of the bench's), one after the other, for the real route and its ceiling. */
function pendingVendors(): () => number | undefined {
  let i = 0;
  return () => {
    while (i < VENDORS && stateOfIndex(i) !== 'pending') i++;
    return i < VENDORS ? ++i : undefined;
  };
}

/**
 * Each request approves at `path` a pending vendor no other request touches (with its trial, for real);
 * approved_by names the admin for the ceiling, which has no token to take it from.
 */
function approveEach(
  url: string,
  token: string,
  path: string,
  nextPending: () => number | undefined,
  adminId: number,
) {
  return roundLoad(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        path,
        setupRequest: (req) => {
          // Out of pending vendors, vendor 1 (approved): the real route refuses it with 409, a failure.
          const body = { vendor_id: nextPending() ?? 1, is_approved: 1, approved_by: adminId };
          return { ...req, body: JSON.stringify(body) };
        },
      },
    ],
  });
}
