import autocannon from 'autocannon';
import type { Dialect } from '../apps/server/src/db/database';
import {
  type BenchDatabase,
  createBenchDatabase,
  openBenchDatabase,
  seedBenchDatabase,
} from './lib/bench-database';
import { BOOKING_SEARCH_TERMS, seedBenchBookings } from './lib/booking-seed';
import { CONNECTIONS, compareWithCeiling, DURATION_S, statusCount, summarise } from './lib/load';
import { measureOnEachDialect } from './lib/per-dialect';
import { login, type RunningServer, startServer } from './lib/server-process';
import { seedBenchVendors } from './lib/vendor-seed';

const VENDORS = 10_000;
const CUSTOMERS = 50_000;
const BOOKINGS = 300_000;
const PAGES = 10;
const DATA = '/api/v1/admin/data';
const CEILING = '/api/v1/bench/ceiling';
const ASSIGN = `${DATA}/updateservicebooking`;
/** The contention run: CONNECTIONS clients race on the same RACED bookings, each assigning all of them. */
const RACED = 100;
/** BENCH_LOADS=search,assign (comma-separated parts of measurement names) measures only those. */
const LOADS = process.env.BENCH_LOADS?.split(',');
const wanted = (name: string) => !LOADS || LOADS.some((part) => name.includes(part));

interface OpenBooking {
  booking_id: number;
  service_cat_id: number;
}

/**
 * `npm run bench -- bookings`: on SQLite and PostgreSQL, 300 000 bookings and 300 000 customer payments
 * (plus 10 000 vendors, 50 000 customers, 25 000 reviews). Paged lists (limit 50) of both booking tables
 * with and without a search term, and of the payments, each next to the ceiling route that returns the
 * same pages as precomputed strings; assignment with 50 clients racing on the same 100 bookings (p99,
 * wins and 409s) and without contention (writes/s). Needs a current build (`npm run build -w apps/server`).
 */
export async function benchBookings(): Promise<string> {
  return measureOnEachDialect('bookings', benchOn);
}

async function benchOn(dialect: Dialect): Promise<string[]> {
  const database = await createBenchDatabase(dialect);
  let server: RunningServer | undefined;
  try {
    const seedMs = await seedBookingBench(database);
    const { open, eligible } = await assignable(database);
    server = await startServer({ DATABASE_URL: database.url, BENCH_CEILING: '1' }, 18_082);
    const token = await login(server.url);
    const tag = `bookings[${dialect}]`;
    const lines = [
      `${tag}: seeded ${BOOKINGS.toLocaleString('en')} bookings and ${BOOKINGS.toLocaleString('en')} customer payments (+ ${VENDORS.toLocaleString('en')} vendors, ${CUSTOMERS.toLocaleString('en')} customers) in ${(seedMs / 1000).toFixed(1)} s`,
    ];

    const pages = (query: string) =>
      Array.from({ length: PAGES }, (_, p) => `${query}${query ? '&' : ''}limit=50&offset=${p * 50}`);
    const searches = (query: string) => BOOKING_SEARCH_TERMS.map((q) => `${query}&limit=50&q=${q}`);
    const lists: [string, string, string[]][] = [
      ['service requests page', 'getcustomerservicedetails', pages('assigned=0')],
      ['service requests search', 'getcustomerservicedetails', searches('assigned=0')],
      ['assigned page', 'getcustomerservicedetails', pages('assigned=1')],
      ['assigned search', 'getcustomerservicedetails', searches('assigned=1')],
      ['payments page', 'allpaymentdetails', pages('')],
      ['payments search', 'allpaymentdetails', searches('sort=-payment_date')],
    ];
    for (const [name, list, queries] of lists.filter(([name]) => wanted(name))) {
      const line = await compareWithCeiling(
        server.url,
        token,
        queries.map((q) => `${DATA}/${list}?${q}`),
        queries.map((q) => `${CEILING}/${list}?${q}`),
      );
      lines.push(`${tag} ${name}: ${line}`);
    }

    if (!wanted('assign')) return lines;
    const warmUp = open.splice(0, RACED);
    await race(server.url, token, warmUp, eligible);
    const raced = open.splice(0, RACED);
    const contention = await race(server.url, token, raced, eligible);
    lines.push(`${tag} assign, ${CONNECTIONS} clients racing on the same ${RACED} bookings: ${contention}`);
    const writes = await assignWithoutContention(server.url, token, open, eligible);
    lines.push(`${tag} assign, one booking per request: ${writes} (budget ≥ 2000 writes/s, p99 ≤ 25 ms)`);
    lines.push(`${tag}: server RSS ${server.rssMb().toFixed(0)} MB (budget ≤ 250 MB)`);
    return lines;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

export function seedBookingBench(database: BenchDatabase): Promise<number> {
  return seedBenchDatabase(database, async ({ db, dialect }, adminId) => {
    await seedBenchVendors(db, dialect, adminId, VENDORS);
    await seedBenchBookings(db, dialect, { customers: CUSTOMERS, bookings: BOOKINGS });
  });
}

/** Open Service Requests (oldest first) and, per category, the vendors that may take them. */
async function assignable(database: BenchDatabase) {
  const handle = openBenchDatabase(database.url);
  try {
    const open: OpenBooking[] = await handle.db
      .selectFrom('customer_service_bookings')
      .select(['booking_id', 'service_cat_id'])
      .where('vendor_id', 'is', null)
      .where('is_cancelled', '=', 0)
      .where('is_completed', '=', 0)
      .orderBy('booking_id')
      .execute();
    const vendors = await handle.db
      .selectFrom('vendors')
      .select(['vendor_id', 'service_cat_id'])
      .where('is_approved', '=', 1)
      .where('is_rejected', '=', 0)
      .where('is_blocked', '=', 0)
      .execute();
    const eligible = new Map<number, number[]>();
    for (const { vendor_id, service_cat_id } of vendors) {
      if (service_cat_id === null) continue;
      eligible.set(service_cat_id, [...(eligible.get(service_cat_id) ?? []), vendor_id]);
    }
    return { open, eligible };
  } finally {
    await handle.destroy();
  }
}

function assignBody(booking: OpenBooking, eligible: ReadonlyMap<number, number[]>, n: number): string {
  const vendors = eligible.get(booking.service_cat_id) ?? [];
  return JSON.stringify({ booking_id: booking.booking_id, vendor_id: vendors[n % vendors.length] });
}

/**
 * Request n assigns booking ⌊n / CONNECTIONS⌋, each with another fitting vendor: every booking is
 * fought over by all connections at once. Exactly one assignment per booking may win.
 */
async function race(
  url: string,
  token: string,
  bookings: readonly OpenBooking[],
  eligible: ReadonlyMap<number, number[]>,
): Promise<string> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: bookings.length * CONNECTIONS,
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        path: ASSIGN,
        setupRequest: (req) => {
          const k = n++;
          return { ...req, body: assignBody(bookings[Math.floor(k / CONNECTIONS)]!, eligible, k) };
        },
      },
    ],
  });
  const wins = statusCount(result, 200);
  const conflicts = statusCount(result, 409);
  const m = summarise(result, 'req/s', [409]);
  const exact = wins === bookings.length && conflicts === bookings.length * (CONNECTIONS - 1);
  return `${m.summary}; ${wins} won (200), ${conflicts} refused (409) of ${bookings.length * CONNECTIONS} — ${exact ? 'exactly one winner per booking' : 'NOT one winner per booking'} (budget p99 ≤ 25 ms: ${m.p99 <= 25 ? 'met' : 'MISSED'})`;
}

/** Every request assigns a booking no other request touches: the durable write rate. */
async function assignWithoutContention(
  url: string,
  token: string,
  open: OpenBooking[],
  eligible: ReadonlyMap<number, number[]>,
): Promise<string> {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: [
        {
          path: ASSIGN,
          setupRequest: (req) => {
            const booking = open[n++];
            if (!booking) throw new Error('the bench ran out of open bookings');
            return { ...req, body: assignBody(booking, eligible, n) };
          },
        },
      ],
    });
  await run(2);
  const m = summarise(await run(DURATION_S), 'writes/s');
  return `${m.summary}${m.rps >= 2000 && m.p99 <= 25 ? '' : ' — MISSED'}`;
}
