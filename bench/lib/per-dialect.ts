import type { Kysely } from 'kysely';
import type { Dialect } from '../../apps/server/src/db/driver/database';
import type { Database } from '../../apps/server/src/db/schema';
import { createBenchDatabase, openBenchDatabase } from './bench-database';
import { seedBookingBench } from './booking-seed';

/** The databases a bench runs on: both, or the one `BENCH_DIALECTS=sqlite` (or `postgres`) names. */
export function benchDialects(): Dialect[] {
  return (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];
}

/**
 * Runs `benchOn` on each bench database, printing its lines as they come; answers the summary line
 * `<name>: <n> measurements done`.
 */
export async function measureOnEachDialect(
  name: string,
  benchOn: (dialect: Dialect) => Promise<string[]>,
): Promise<string> {
  const lines: string[] = [];
  for (const dialect of benchDialects()) {
    for (const line of await benchOn(dialect)) {
      console.log(line);
      lines.push(line);
    }
  }
  return `${name}: ${lines.length} measurements done`;
}

/** Median and worst of `runs` runs of `run`, in ms, after one warm-up run. */
export async function medianAndMax(run: () => Promise<unknown>, runs = 15): Promise<string> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return `median ${(ms[Math.floor(runs / 2)] as number).toFixed(1)} ms, max ${(ms[runs - 1] as number).toFixed(1)} ms`;
}

/**
 * Seeds the bookings bench (300 000 bookings and payments, 10 000 vendors) on a fresh `dialect` database,
 * runs `measure` against it through its own connection and drops the database; answers the seed line and
 * `measure`'s lines, each tagged `<name>[<dialect>]`.
 */
export async function measureOnBookingBench(
  name: string,
  dialect: Dialect,
  measure: (db: Kysely<Database>, tag: string) => Promise<string[]>,
): Promise<string[]> {
  const database = await createBenchDatabase(dialect);
  try {
    const seedMs = await seedBookingBench(database);
    const handle = openBenchDatabase(database.url);
    try {
      const tag = `${name}[${dialect}]`;
      return [
        `${tag}: seeded the bookings bench in ${(seedMs / 1000).toFixed(1)} s`,
        ...(await measure(handle.db, tag)),
      ];
    } finally {
      await handle.destroy();
    }
  } finally {
    await database.drop();
  }
}
