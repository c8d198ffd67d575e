import type { Kysely } from 'kysely';
import { loadConfig } from '../apps/server/src/config';
import type { Dialect } from '../apps/server/src/db/driver/database';
import type { Database } from '../apps/server/src/db/schema';
import type { ServiceDeps } from '../apps/server/src/lib/service-deps';
import { listEligibleCandidates } from '../apps/server/src/modules/bookings/candidates/repository';
import { createCandidateService } from '../apps/server/src/modules/bookings/candidates/service';
// The server's Fastify declarations, which the service's ServiceDeps type reads.
import type {} from '../apps/server/src/types';
import { createBenchDatabase, openBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { seedBenchBookings } from './lib/booking-seed';
import { measureOnEachDialect, medianAndMax } from './lib/per-dialect';
import { seedBenchVendors } from './lib/vendor-seed';

const VENDORS = 100_000;
const CUSTOMERS = 20_000;
const BOOKINGS = 200_000;

/**
 * `npm run bench -- dispatch`: the assign view's ranked candidates (docs/product/dispatch.md) at bench
 * scale: 100 000 vendors in 10 categories (about 5 000 of a booking's category pass the hard rules) and
 * 200 000 bookings with their reviews, on SQLite and PostgreSQL. Times the service's answer (SQL, scoring
 * and sorting) for the first page, a page deep in the failing group, a search and the unpaged list.
 */
export async function benchDispatch(): Promise<string> {
  return measureOnEachDialect('dispatch', benchOn);
}

async function benchOn(dialect: Dialect): Promise<string[]> {
  const database = await createBenchDatabase(dialect);
  try {
    const seedMs = await seedBenchDatabase(database, async ({ db, dialect: d }, adminId) => {
      await seedBenchVendors(db, d, adminId, VENDORS);
      await seedBenchBookings(db, d, { customers: CUSTOMERS, bookings: BOOKINGS });
    });
    const handle = openBenchDatabase(database.url);
    try {
      const tag = `dispatch[${dialect}]`;
      return [
        `${tag}: seeded in ${(seedMs / 1000).toFixed(1)} s`,
        ...(await measure(handle.db, dialect, tag)),
      ];
    } finally {
      await handle.destroy();
    }
  } finally {
    await database.drop();
  }
}

async function measure(db: Kysely<Database>, dialect: Dialect, tag: string): Promise<string[]> {
  const deps = { db, dialect, config: loadConfig({}), clock: Date.now } as unknown as ServiceDeps;
  const service = createCandidateService(deps);
  // An open Service Request (booking 2 is one; the seed leaves even ids unassigned).
  const bookingId = 2;
  const firstCall = performance.now();
  const first = await service.candidateVendors(bookingId, { limit: 50, offset: 0 });
  const lines = [
    `${tag} first request (pincode centroids loaded on first use): ${(performance.now() - firstCall).toFixed(1)} ms; total ${first.total}, eligible ${(await service.candidateVendors(bookingId, { limit: 1, eligible: 1 })).total}`,
  ];
  const cases: [string, Parameters<typeof service.candidateVendors>[1]][] = [
    ['first page (limit 50)', { limit: 50, offset: 0 }],
    ['eligible only (limit 50)', { limit: 50, offset: 0, eligible: 1 }],
    ['deep in the failing group (offset 90 000)', { limit: 50, offset: 90_000 }],
    ['search "sharma" (limit 50)', { q: 'sharma', limit: 50, offset: 0 }],
    ['unpaged eligible list', { eligible: 1 }],
  ];
  for (const [name, query] of cases) {
    lines.push(`${tag} ${name}: ${await medianAndMax(() => service.candidateVendors(bookingId, query))}`);
  }
  // The eligible group's one statement alone: the rest of "eligible only" is scoring and sorting in JS.
  const booking = await db
    .selectFrom('customer_service_bookings')
    .select('service_cat_id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const filter = { serviceCatId: booking.service_cat_id, nowIso: new Date().toISOString() };
  lines.push(
    `${tag} eligible statement alone: ${await medianAndMax(() => listEligibleCandidates(db, dialect, filter))}`,
  );
  return lines;
}
