import { availableParallelism, loadavg } from 'node:os';
import type { Dialect } from '../apps/server/src/db/driver/database';
import { createBenchDatabase } from './lib/bench-database';
import { budgetLine, rssBudgetLine } from './lib/budget';
import { benchDialects } from './lib/per-dialect';
import { login, type RunningServer, startServer } from './lib/server-process';
import { seedVendorBench } from './vendors';

/** The Vendor List's export as its Export CSV button asks for it: every vendor (docs/product/cockpit.md#csv-export). */
const EXPORT = '/api/v1/admin/data/vendors?view=all&format=csv';
/** A streamed export holds a few chunks, not its 100 000 rows (tens of MB): its peak RSS may grow this much. */
const EXPORT_GROWTH_MB = 50;

/**
 * `npm run bench -- export` (BENCH_DIALECTS=sqlite or postgres for one): 100 000 vendors exported as one
 * CSV; the time to the last byte, the size and rows received, and the server's peak RSS before and after
 * (the export streams, so memory should stay flat: budget on the growth of the first export, at most
 * EXPORT_GROWTH_MB). Needs a current build (`npm run build -w apps/server`).
 */
export async function benchExport(): Promise<string> {
  const dialects = benchDialects();
  for (const dialect of dialects) for (const line of await exportOn(dialect)) console.log(line);
  return `export: ${dialects.length} lines`;
}

async function exportOn(dialect: Dialect): Promise<string[]> {
  const tag = `export[${dialect}]`;
  const database = await createBenchDatabase(dialect);
  let server: RunningServer | undefined;
  try {
    const seedMs = await seedVendorBench(database);
    // A shared, busy bench machine lags for reasons of its own; shedding would refuse the second export.
    // The probe below reports what the export does to other requests instead.
    server = await startServer({ DATABASE_URL: database.url, LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }, 18_091);
    const token = await login(server.url);
    const peakBefore = server.peakRssMb();
    const probe = probeLatency(server.url);
    const first = await exportOnce(server.url, token, tag);
    const slowest = await probe.stop();
    const peakFirst = server.peakRssMb();
    // A second export: a peak that does not grow again says the first one's growth is the heap's
    // working size, not rows kept.
    const second = await exportOnce(server.url, token, tag);
    const line =
      `${tag}: seeded in ${(seedMs / 1000).toFixed(1)} s; full vendors CSV ${(first.bytes / 1e6).toFixed(1)} MB, ` +
      `${first.lines.toLocaleString('en')} lines (header + rows; quoted newlines count too) in ` +
      `${first.ms.toFixed(0)} ms (first byte ${first.firstByteMs.toFixed(0)} ms; /health meanwhile at worst ` +
      `${slowest.toFixed(0)} ms), again in ${second.ms.toFixed(0)} ms; ` +
      `server peak RSS ${peakBefore.toFixed(0)} → ${peakFirst.toFixed(0)} → ${server.peakRssMb().toFixed(0)} MB; ` +
      `machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    return [
      line,
      budgetLine({
        name: `${tag} peak RSS growth during an export`,
        measured: peakFirst - peakBefore,
        goal: EXPORT_GROWTH_MB,
        kind: 'max',
        unit: ' MB',
      }),
      rssBudgetLine(`${tag} peak`, server.peakRssMb()),
    ];
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** One full export read to its last byte: time, time to first byte, size and line count. */
async function exportOnce(url: string, token: string, tag: string) {
  const started = performance.now();
  const res = await fetch(`${url}${EXPORT}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${tag}: export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  return { bytes, lines, firstByteMs, ms: performance.now() - started };
}

/** GET /api/v1/health every 100 ms until stopped; answers the slowest answer's time in ms. */
function probeLatency(url: string) {
  let running = true;
  let slowest = 0;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/api/v1/health`).then((res) => res.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop(): Promise<number> {
      running = false;
      await done;
      return slowest;
    },
  };
}
