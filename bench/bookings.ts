import autocannon from 'autocannon';
import type { Dialect } from '../apps/server/src/db/driver/database';
import { type BenchDatabase, createBenchDatabase, openBenchDatabase } from './lib/bench-database';
import { BOOKING_BENCH, BOOKING_SEARCH_TERMS, seedBookingBench } from './lib/booking-seed';
import { MIN_PERCENT, referenceBudgetLines, rssBudgetLine } from './lib/budget';
import {
  cyclingGets,
  describe,
  type Load,
  measureInterleaved,
  roundLoad,
  SEARCH_ROUND_S,
  warmUp,
} from './lib/interleaved';
import { CONNECTIONS, statusCount, summarise } from './lib/load';
import { measureOnEachDialect } from './lib/per-dialect';
import { login, type RunningServer, startServer } from './lib/server-process';

const { vendors: VENDORS, customers: CUSTOMERS, bookings: BOOKINGS } = BOOKING_BENCH;
const PAGES = 10;
const DATA = '/api/v1/admin/data';
const CEILING = '/api/v1/bench/ceiling';
const ASSIGN = `${DATA}/updateservicebooking`;
/** The same assigning UPDATE with nothing around it (ceiling/write-ceiling.ts). */
const ASSIGN_CEILING = `${CEILING}/booking-assign`;
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
 * and of the payments, first pages and searches over several hundred terms, each interleaved with the
 * ceiling route that returns the same pages as precomputed strings; assignment with 50 clients racing on
 * the same 100 bookings (p99, wins and 409s) and without contention, interleaved with the ceiling route
 * that runs the same UPDATE alone; the budgets of docs/product/data-and-security.md#performance-budgets.
 * Needs a current build (`npm run build -w apps/server`).
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
    // Shedding off, as in the export bench: on a shared, busy machine the event loop lags for reasons of
    // its own, and a refused request (quick) would count neither as work nor as latency. Overload and
    // slow requests show in the p99s instead.
    server = await startServer({ DATABASE_URL: database.url, LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }, 18_082, {
      ceiling: true,
    });
    const token = await login(server.url);
    const tag = `bookings[${dialect}]`;
    const lines = [
      `${tag}: seeded ${BOOKINGS.toLocaleString('en')} bookings and ${BOOKINGS.toLocaleString('en')} customer payments (+ ${VENDORS.toLocaleString('en')} vendors, ${CUSTOMERS.toLocaleString('en')} customers) in ${(seedMs / 1000).toFixed(1)} s`,
    ];

    const pages = (query: string) =>
      Array.from({ length: PAGES }, (_, p) => `${query}${query ? '&' : ''}limit=50&offset=${p * 50}`);
    const searches = (query: string) => BOOKING_SEARCH_TERMS.map((q) => `${query}&limit=50&q=${q}`);
    const { list: page, search } = MIN_PERCENT;
    const lists: [string, string, string[], number][] = [
      ['service requests page', 'getcustomerservicedetails', pages('assigned=0'), page],
      ['service requests search', 'getcustomerservicedetails', searches('assigned=0'), search],
      ['assigned page', 'getcustomerservicedetails', pages('assigned=1'), page],
      ['assigned search', 'getcustomerservicedetails', searches('assigned=1'), search],
      ['payments page', 'allpaymentdetails', pages(''), page],
      ['payments search', 'allpaymentdetails', searches('sort=-payment_date'), search],
    ];
    for (const [name, list, queries, minPercent] of lists.filter(([name]) => wanted(name))) {
      const ceilingPaths = queries.map((q) => `${CEILING}/${list}?${q}`);
      const kept = await warmUp(server.url, token, ceilingPaths);
      const [measured, ceiling] = await measureInterleaved(
        [
          cyclingGets(
            server.url,
            token,
            queries.map((q) => `${DATA}/${list}?${q}`),
          ),
          cyclingGets(server.url, token, ceilingPaths),
        ],
        5,
        minPercent === search ? SEARCH_ROUND_S : 2,
        server,
      );
      const terms = name.endsWith('search') ? ` over ${queries.length} distinct terms` : '';
      lines.push(
        `${tag} ${name}${terms}: ${describe(measured!)}; ceiling ${describe(ceiling!)} (keeps ${(kept / 1e6).toFixed(0)} MB of pages)`,
      );
      lines.push(...referenceBudgetLines(`${tag} ${name}`, measured!, ceiling!, minPercent));
    }

    if (!wanted('assign')) return lines;
    const warmUpRace = open.splice(0, RACED);
    await race(server.url, token, warmUpRace, eligible);
    const raced = open.splice(0, RACED);
    const contention = await race(server.url, token, raced, eligible);
    lines.push(`${tag} assign, ${CONNECTIONS} clients racing on the same ${RACED} bookings: ${contention}`);
    let next = 0;
    // Out of open bookings, a raced one (assigned): the real route refuses it with 409, a failure.
    const nextOpen = () => open[next++] ?? raced[0]!;
    const [writes, ceiling] = await measureInterleaved(
      [
        assignEach(server.url, token, ASSIGN, nextOpen, eligible),
        assignEach(server.url, token, ASSIGN_CEILING, nextOpen, eligible),
      ],
      5,
      2,
      server,
    );
    lines.push(
      `${tag} assign, one booking per request: ${describe(writes!, 'writes/s')}; ceiling ${describe(ceiling!, 'writes/s')}`,
    );
    lines.push(...referenceBudgetLines(`${tag} assign`, writes!, ceiling!, MIN_PERCENT.write));
    lines.push(
      `${tag}: server RSS ${server.rssMb().toFixed(0)} MB now, peak ${server.peakRssMb().toFixed(0)} MB`,
    );
    lines.push(rssBudgetLine(`${tag} peak`, server.peakRssMb()));
    return lines;
  } finally {
    await server?.stop();
    await database.drop();
  }
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
      // Assignment also needs a plan or trial that has not expired (docs/product/dispatch.md#hard-rules).
      .where('subscription_status', 'in', ['trial', 'active'])
      .where('subscription_expiry_date', '>', new Date().toISOString())
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
  return `${m.summary}; ${wins} won (200), ${conflicts} refused (409) of ${bookings.length * CONNECTIONS} — ${exact ? 'exactly one winner per booking' : 'NOT one winner per booking'}`;
}

/**
 * Every request assigns at `path` a booking no other request touches (taken from `nextOpen`, which the
 * real route and its ceiling share): the durable write rate.
 */
function assignEach(
  url: string,
  token: string,
  path: string,
  nextOpen: () => OpenBooking,
  eligible: ReadonlyMap<number, number[]>,
): Load {
  let n = 0;
  return roundLoad(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        path,
        setupRequest: (req) => {
          return { ...req, body: assignBody(nextOpen(), eligible, n++) };
        },
      },
    ],
  });
}
