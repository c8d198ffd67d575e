import type { Dialect } from '../../apps/server/src/db/database';

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
