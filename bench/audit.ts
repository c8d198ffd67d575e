import type { Dialect } from '../apps/server/src/db/database';
import {
  type AuditFilter,
  countAuditRows,
  entityAuditRows,
  listAuditRows,
} from '../apps/server/src/modules/audit/trail-repository';
import { createBenchDatabase, openBenchDatabase, seedBenchDatabase } from './lib/bench-database';

const ROWS = 300_000;
const BATCH = 2_000;
const RUNS = 15;
const ADMINS = 5;
const ENTITIES = ['vendor', 'booking', 'customer', 'subscription', 'service_category'] as const;
const ACTIONS = ['created', 'updated', 'approved', 'blocked', 'assigned'] as const;
/** One row a minute back from this instant, so 300 000 rows span about 208 days. */
const NEWEST = Date.parse('2026-11-23T06:00:00.000Z');
const MINUTE = 60_000;

/** Median and worst of `RUNS` runs of `run`, in ms, after one warm-up run. */
async function time(run: () => Promise<unknown>): Promise<string> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return `median ${ms[Math.floor(RUNS / 2)]!.toFixed(1)} ms, max ${ms[RUNS - 1]!.toFixed(1)} ms`;
}

/**
 * `npm run bench -- audit` (or `node --import tsx bench/audit.ts`): the audit trail's reads
 * (docs/product/cockpit.md#audit-trail) over 300 000 audit rows by 5 admins on SQLite and PostgreSQL:
 * the newest page, each filter's page and total, a search, a day range and an entity's timeline.
 */
export async function benchAudit(): Promise<string> {
  const lines: string[] = [];
  const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];
  for (const dialect of dialects) {
    for (const line of await benchOn(dialect)) {
      console.log(line);
      lines.push(line);
    }
  }
  return `audit: ${lines.length} measurements done`;
}

async function benchOn(dialect: Dialect): Promise<string[]> {
  const database = await createBenchDatabase(dialect);
  let adminIds: number[] = [];
  try {
    const seedMs = await seedBenchDatabase(database, async ({ db }, benchAdmin) => {
      const others = [];
      for (let i = 1; i < ADMINS; i++) {
        others.push(
          await db
            .insertInto('admins')
            .values({
              name: `Admin ${i}`,
              email: `a${i}@bench.test`,
              phone: `90000000${i}0`,
              password_hash: 'x',
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
      }
      adminIds = [benchAdmin, ...others.map((o) => o.id)];
      for (let start = 0; start < ROWS; start += BATCH) {
        const values = [];
        for (let i = start; i < Math.min(ROWS, start + BATCH); i++) {
          const entity = ENTITIES[i % ENTITIES.length]!;
          values.push({
            admin_id: adminIds[i % ADMINS]!,
            action: `${entity}.${ACTIONS[(i >> 3) % ACTIONS.length]}`,
            entity,
            entity_id: String(1 + (i % 20_000)),
            before: JSON.stringify({ id: i, name: `Before ${i}`, is_approved: 0 }),
            after: JSON.stringify({ id: i, name: `After ${i}`, is_approved: 1 }),
            ip: '10.0.0.1',
            created_at: new Date(NEWEST - (ROWS - i) * MINUTE).toISOString(),
          });
        }
        await db.insertInto('audit_log').values(values).execute();
      }
    });
    const handle = openBenchDatabase(database.url);
    try {
      const { db } = handle;
      const tag = `audit[${dialect}]`;
      const lines = [`${tag}: seeded ${ROWS} audit rows in ${(seedMs / 1000).toFixed(1)} s`];
      const page = { limit: 50, offset: 0 };
      const cases: [string, AuditFilter][] = [
        ['newest page', {}],
        ['entity + entity_id', { entity: 'vendor', entityId: '42' }],
        ['admin_id', { adminId: adminIds[2] }],
        ['action', { action: 'booking.assigned' }],
        ['one Asia/Kolkata day', { from: '2026-10-01', to: '2026-10-01' }],
        ['search "admin 3"', { q: 'admin 3' }],
        ['search "approved"', { q: 'approved' }],
        ['entity + day range', { entity: 'booking', from: '2026-09-01', to: '2026-09-30' }],
      ];
      for (const [name, filter] of cases) {
        lines.push(`${tag} ${name} page: ${await time(() => listAuditRows(db, dialect, filter, page))}`);
        lines.push(`${tag} ${name} total: ${await time(() => countAuditRows(db, dialect, filter))}`);
      }
      lines.push(`${tag} timeline vendor 42: ${await time(() => entityAuditRows(db, 'vendor', '42'))}`);
      lines.push(
        `${tag} page 100 (offset 4 950): ${await time(() => listAuditRows(db, dialect, {}, { limit: 50, offset: 4_950 }))}`,
      );
      return lines;
    } finally {
      await handle.destroy();
    }
  } finally {
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchAudit());
}
