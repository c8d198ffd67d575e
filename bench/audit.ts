import type { Dialect } from '../apps/server/src/db/driver/database';
import {
  type AuditFilter,
  countAuditRows,
  entityAuditRows,
  listAuditRows,
} from '../apps/server/src/modules/audit/trail-repository';
import { createBenchDatabase, openBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { measureOnEachDialect, medianAndMax } from './lib/per-dialect';

const ROWS = 300_000;
const BATCH = 2_000;
const ADMINS = 5;
const ENTITIES = ['vendor', 'booking', 'customer', 'subscription', 'service_category'] as const;
const ACTIONS = ['created', 'updated', 'approved', 'blocked', 'assigned'] as const;
/** One row a minute back from this instant, so 300 000 rows span about 208 days. */
const NEWEST = Date.parse('2026-11-23T06:00:00.000Z');
const MINUTE = 60_000;

/**
 * `npm run bench -- audit` (or `node --import tsx bench/audit.ts`): the audit trail's reads
 * (docs/product/cockpit.md#audit-trail) over 300 000 audit rows by 5 admins on SQLite and PostgreSQL:
 * the newest page, each filter's page and total, a search, a day range and an entity's timeline.
 */
export async function benchAudit(): Promise<string> {
  return measureOnEachDialect('audit', benchOn);
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
        lines.push(
          `${tag} ${name} page: ${await medianAndMax(() => listAuditRows(db, dialect, filter, page))}`,
        );
        lines.push(`${tag} ${name} total: ${await medianAndMax(() => countAuditRows(db, dialect, filter))}`);
      }
      lines.push(
        `${tag} timeline vendor 42: ${await medianAndMax(() => entityAuditRows(db, 'vendor', '42'))}`,
      );
      lines.push(
        `${tag} page 100 (offset 4 950): ${await medianAndMax(() => listAuditRows(db, dialect, {}, { limit: 50, offset: 4_950 }))}`,
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
