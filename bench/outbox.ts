import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Dialect } from '../apps/server/src/db/driver/database';
import { migrateToLatest } from '../apps/server/src/db/migrations/migrate';
import { createBenchDatabase, openBenchDatabase } from './lib/bench-database';
import { measureOnEachDialect } from './lib/per-dialect';
import { ROOT } from './lib/server-process';

/** Rows each run delivers. */
const ROWS = Number(process.env.BENCH_OUTBOX_ROWS ?? 3000);
/** How long the handler takes: 0 (the outbox's own cost) and a provider's answer. */
const HANDLER_MS = [0, 20];
/** Workers start together this long after being spawned (tsx and the connection take about a second). */
const STARTUP_MS = 4000;

/**
 * `npm run bench -- outbox`: rows the outbox delivers per second (docs/decisions/032-outbox.md), with one
 * and with two worker processes sharing the table, on SQLite and PostgreSQL; the handler answers at once
 * (the claims' and settlements' cost) or after 20 ms (a provider's call). Each run enqueues ROWS rows
 * (BENCH_OUTBOX_ROWS) and times from the workers' common start until the last has found nothing left.
 */
export async function benchOutbox(): Promise<string> {
  return measureOnEachDialect('outbox', benchOn);
}

async function benchOn(dialect: Dialect): Promise<string[]> {
  const lines: string[] = [];
  for (const handlerMs of HANDLER_MS) {
    for (const workers of [1, 2]) {
      const database = await createBenchDatabase(dialect);
      try {
        const handle = openBenchDatabase(database.url);
        try {
          await migrateToLatest(handle.db, handle.dialect);
          const now = new Date().toISOString();
          const rows = Array.from({ length: ROWS }, (_, i) => ({
            kind: 'bench.delivery',
            dedupe_key: `bench:${i}`,
            payload: JSON.stringify({ i }),
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: now,
          }));
          for (let i = 0; i < rows.length; i += 500) {
            await handle.db
              .insertInto('outbox')
              .values(rows.slice(i, i + 500))
              .execute();
          }
        } finally {
          await handle.destroy();
        }
        const startAt = Date.now() + STARTUP_MS;
        const results = await Promise.all(
          Array.from({ length: workers }, () => runWorker(database.url, handlerMs, startAt)),
        );
        const delivered = results.reduce((sum, r) => sum + r.delivered, 0);
        const seconds = (Math.max(...results.map((r) => r.finishedAt)) - startAt) / 1000;
        const check = openBenchDatabase(database.url);
        let done = 0;
        try {
          const row = await check.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'done')
            .where('attempts', '=', 1)
            .executeTakeFirstOrThrow();
          done = Number(row.n);
        } finally {
          await check.destroy();
        }
        const once =
          delivered === ROWS && done === ROWS
            ? 'each once'
            : `NOT each once: ${delivered} calls, ${done} done`;
        lines.push(
          `outbox[${dialect}] handler ${handlerMs} ms, ${workers} worker${workers > 1 ? 's' : ''}: ` +
            `${Math.round(ROWS / seconds)} rows/s (${ROWS} in ${seconds.toFixed(2)} s; split ${results
              .map((r) => r.delivered)
              .join('/')}; ${once})`,
        );
      } finally {
        await database.drop();
      }
    }
  }
  return lines;
}

function runWorker(url: string, handlerMs: number, startAt: number) {
  return new Promise<{ delivered: number; finishedAt: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench/lib/outbox-worker.ts'), url, String(handlerMs), String(startAt)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`outbox worker exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'));
    });
  });
}
