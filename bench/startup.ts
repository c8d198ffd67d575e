import { budgetLine } from './lib/budget';
import { startServer } from './lib/server-process';

/** Cold start to listening (budget ≤ 2 s, the median) and idle resident memory, over 5 fresh starts. */
export async function benchStartup(): Promise<string> {
  const times: number[] = [];
  let rss = 0;
  for (let i = 0; i < 5; i++) {
    const server = await startServer();
    times.push(server.startupMs);
    rss = Math.max(rss, server.rssMb());
    await server.stop();
  }
  times.sort((a, b) => a - b);
  const median = times[2] ?? 0;
  console.log(
    budgetLine({
      name: 'startup cold start (median)',
      measured: median / 1000,
      goal: 2,
      kind: 'max',
      unit: ' s',
      digits: 2,
    }),
  );
  return `startup: cold start to first answer median ${median.toFixed(0)} ms (max ${times.at(-1)?.toFixed(0)} ms), idle RSS ${rss.toFixed(0)} MB`;
}
