import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { Dialect } from '../apps/server/src/db/database';
import { type BenchDatabase, createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { cyclingGets, describe, measureInterleaved } from './lib/interleaved';
import { CONNECTIONS } from './lib/load';
import { benchDialects } from './lib/per-dialect';
import { login, type RunningServer, startServer } from './lib/server-process';
import { SEARCH_TERMS, seedBenchVendors, stateOfIndex } from './lib/vendor-seed';

const VENDORS = 100_000;
const PAGES = 10;
const LIST = '/api/v1/admin/data/vendors';
const CEILING = '/api/v1/bench/ceiling/vendors';
const UPDATE = '/api/v1/admin/data/updatevendors';
/** BENCH_LOADS=search (or unpaged, page, writes, comma-separated) measures only those, e.g. to profile one. */
const LOADS = (process.env.BENCH_LOADS ?? 'unpaged,page,search,writes').split(',');
/** The Approved list (docs/product/api.md#vendors) without limit: every approved vendor, as other apps call it. */
const UNPAGED = '/api/v1/admin/data/getvendors_approve';

/**
 * `npm run bench -- vendors` (BENCH_DIALECTS=sqlite or postgres for one): 100 000 vendors; the Vendor
 * List page (limit 50, first 10 pages) and the same with one of 8 search terms, each interleaved with the
 * ceiling route that returns the same pages as precomputed strings; then block/unblock writes. 50
 * connections; one line per measurement. Needs a current build (`npm run build -w apps/server`).
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
    server = await startServer({ DATABASE_URL: database.url, BENCH_CEILING: '1' }, 18_081);
    const token = await login(server.url);
    // First, while the server's peak memory is still its start-up's.
    if (LOADS.includes('unpaged')) yield `${tag} ${await measureUnpaged(server, token)}`;

    const pages = Array.from({ length: PAGES }, (_, p) => `?view=all&is_blocked=0&limit=50&offset=${p * 50}`);
    const searches = SEARCH_TERMS.map((q) => `?view=all&is_blocked=0&limit=50&q=${q}`);
    const lists = [
      ['page', pages],
      ['search', searches],
    ] as const;
    for (const [name, queries] of lists.filter(([load]) => LOADS.includes(load))) {
      const [list, ceiling] = await measureInterleaved([
        cyclingGets(
          server.url,
          token,
          queries.map((q) => `${LIST}${q}`),
        ),
        cyclingGets(
          server.url,
          token,
          queries.map((q) => `${CEILING}${q}`),
        ),
      ]);
      const ratio = (list!.rps / ceiling!.rps) * 100;
      yield `${tag} ${name}: ${describe(list!)}; ceiling ${describe(ceiling!)}; ${ratio.toFixed(0)}% of ceiling (budget p99 ≤ 25 ms, ≥ 50%)`;
    }
    if (LOADS.includes('writes')) {
      const [writes] = await measureInterleaved([blockUnblock(server.url, token)]);
      yield `${tag} block/unblock: ${describe(writes!, 'writes/s')} (budget ≥ 2000 writes/s, p99 ≤ 25 ms)`;
    }
    yield `${tag}: server RSS ${server.rssMb().toFixed(0)} MB (budget ≤ 250 MB); machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** One unpaged call (about 116 MB of JSON): its time, and what it did to the server's peak memory. */
async function measureUnpaged(server: RunningServer, token: string): Promise<string> {
  const peakBefore = server.peakRssMb();
  const started = performance.now();
  const res = await fetch(`${server.url}${UNPAGED}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  return `unpaged ${UNPAGED.split('/').at(-1)}: ${(bytes / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms; server peak RSS ${peakBefore.toFixed(0)} → ${server.peakRssMb().toFixed(0)} MB (budget ≤ 250 MB)`;
}

/** Migrates, seeds VENDORS bench vendors and settles the database; answers the seeding time in ms. */
export function seedVendorBench(database: BenchDatabase): Promise<number> {
  return seedBenchDatabase(database, ({ db, dialect }, adminId) =>
    seedBenchVendors(db, dialect, adminId, VENDORS),
  );
}

/**
 * Each connection blocks a vendor and unblocks it again; a vendor goes back to the free pool only after
 * its unblock answered, so no two connections ever touch one vendor and every write succeeds.
 */
function blockUnblock(url: string, token: string) {
  const free: number[] = [];
  for (let i = 0; free.length < CONNECTIONS * 10; i++) if (stateOfIndex(i) !== 'blocked') free.push(i + 1);
  type Context = { vendorId?: number };
  return (seconds: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: [
        {
          path: UPDATE,
          setupRequest: (req, context: Context) => {
            context.vendorId = free.shift();
            const body = { vendor_id: context.vendorId, is_blocked: 1, blocked_reason: 'Bench' };
            return { ...req, body: JSON.stringify(body) };
          },
        },
        {
          path: UPDATE,
          setupRequest: (req, context: Context) => ({
            ...req,
            body: JSON.stringify({ vendor_id: context.vendorId, is_blocked: 0 }),
          }),
          onResponse: (_status, _body, context: Context) => {
            if (context.vendorId !== undefined) free.push(context.vendorId);
          },
        },
      ],
    });
}
