import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from '../../apps/server/src/db/driver/database';
import { insertInChunks } from '../../apps/server/src/db/driver/insert-in-chunks';
import type { Database } from '../../apps/server/src/db/schema';
import type {
  CustomerPaymentsTable,
  CustomerServiceBookingsTable,
  CustomersTable,
  ReviewsTable,
} from '../../apps/server/src/db/schema/marketplace-tables';
import { bookingRow, customerPaymentRow, customerRow, reviewRow } from '../../apps/server/src/test/fixtures';
import { type BenchDatabase, seedBenchDatabase } from './bench-database';
import { GIVEN_NAMES, SURNAMES, substringTerms } from './indian-names';
import { seedBenchVendors } from './vendor-seed';

/**
 * The bench's customers, bookings, reviews and customer payments, on top of seedBenchVendors' vendors
 * and categories. Deterministic: row i is always the same. Half the bookings are Service Requests (all
 * open, so they can be assigned), half are assigned to a vendor that fits them; a sixth of the assigned
 * ones have a review; every booking has one payment, with amounts down to the paisa.
 */

const FIRST = ['Aarav', 'Diya', ...GIVEN_NAMES, 'Tara', 'Nikhil'];
const CITIES: readonly [string, string, string][] = [
  ['Pune', 'Maharashtra', '4110'],
  ['Mumbai', 'Maharashtra', '4000'],
  ['Bengaluru', 'Karnataka', '5600'],
  ['Chennai', 'Tamil Nadu', '6000'],
  ['Hyderabad', 'Telangana', '5000'],
  ['Kolkata', 'West Bengal', '7000'],
  ['Jaipur', 'Rajasthan', '3020'],
  ['Kochi', 'Kerala', '6820'],
];
const NEEDS = [
  'Kitchen sink leaking under the counter',
  'Two ceiling fans making noise',
  'Full flat deep cleaning before moving in',
  'AC not cooling, needs gas check',
  'Wardrobe hinge broken, door sagging',
  'Cockroach treatment for a 2BHK',
];
/** [cancelled, completed, booked] of assigned bookings, in a repeating pattern. */
const ASSIGNED_FLAGS: readonly [0 | 1, 0 | 1, 0 | 1][] = [
  [0, 0, 0],
  [0, 0, 1],
  [0, 1, 1],
  [0, 1, 1],
  [1, 0, 0],
  [0, 0, 1],
  [0, 1, 1],
  [1, 0, 1],
];

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();
const of = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export interface BenchCategory {
  service_cat_id: number;
  service_category_name: string;
  service_category_url: string | null;
}

type BookingCustomer = Insertable<CustomersTable> & { customer_id: number };

export interface BookingSeedCounts {
  customers: number;
  bookings: number;
}

function benchCustomer(i: number, now: number): Insertable<CustomersTable> {
  const first = of(FIRST, i * 7);
  const last = of(SURNAMES, i * 13 + (i >> 6));
  const [city, state, pin] = of(CITIES, i * 3);
  return customerRow({
    customer_name: `${first} ${last}`,
    mobile: `8${String(100_000_000 + i * 11).slice(-9)}`,
    customer_email: `${first}.${last}.${i}@example.in`.toLowerCase(),
    customer_country: 'India',
    gender: i % 2 === 0 ? 'Female' : 'Male',
    customer_address: JSON.stringify({
      street: `${(i % 400) + 1}, ${of(['MG Road', 'Station Road', 'Lake View', 'Nehru Street'], i)}`,
      city,
      state,
      zip: `${pin}${String(i % 100).padStart(2, '0')}`,
    }),
    created_at: at(now - 400 * 24 * HOUR + i * 60_000),
    updated_at: at(now - 400 * 24 * HOUR + i * 60_000),
  });
}

/** Booking i; odd ones are assigned to one of `eligible[category]` (vendors that fit the category). */
function benchBooking(
  i: number,
  now: number,
  customers: readonly BookingCustomer[],
  categories: readonly BenchCategory[],
  eligible: ReadonlyMap<number, readonly number[]>,
): Insertable<CustomerServiceBookingsTable> {
  // (i >> 1) breaks the link between a booking's parity (assigned or not) and its customer's name.
  const customerIndex = (i * 7 + (i >> 1)) % customers.length;
  const customer = customers[customerIndex]!;
  const category = of(categories, i);
  const created = now - 300 * 24 * HOUR + i * 80_000;
  const assigned = i % 2 === 1;
  const vendors = eligible.get(category.service_cat_id) ?? [];
  const vendorId = assigned && vendors.length > 0 ? of(vendors, i >> 1) : null;
  const [cancelled, completed, booked]: readonly [0 | 1, 0 | 1, 0 | 1] =
    vendorId === null ? [0, 0, 0] : of(ASSIGNED_FLAGS, i >> 1);
  return bookingRow(customer, category, {
    vendor_id: vendorId,
    service_desc: of(NEEDS, i * 5),
    // 199.00 … 2698.50 in steps of 50 paise.
    service_price: 199 + (i % 5000) / 2,
    cancelled_reason: cancelled ? 'Customer not available at the scheduled time' : null,
    is_cancelled: cancelled,
    is_completed: completed,
    is_booked: booked,
    assigned_at: vendorId === null ? null : at(created + 2 * HOUR),
    created_at: at(created),
    updated_at: at(created),
  });
}

/**
 * Inserts `counts.customers` customers, `counts.bookings` bookings with their payments and reviews, in
 * one transaction. `categories` and the vendors must exist; ids start at 1 on the fresh bench database.
 */
export async function seedBenchBookings(
  db: Kysely<Database>,
  dialect: Dialect,
  counts: BookingSeedCounts,
): Promise<void> {
  const now = Date.now();
  const categories = await db
    .selectFrom('service_categories')
    .select(['service_cat_id', 'service_category_name', 'service_category_url'])
    .orderBy('service_cat_id')
    .execute();
  const fitting = await db
    .selectFrom('vendors')
    .select(['vendor_id', 'service_cat_id'])
    .where('is_approved', '=', 1)
    .where('is_rejected', '=', 0)
    .where('is_blocked', '=', 0)
    .where('service_cat_id', 'is not', null)
    .orderBy('vendor_id')
    .execute();
  const eligible = new Map<number, number[]>();
  for (const { vendor_id, service_cat_id } of fitting) {
    const list = eligible.get(service_cat_id!) ?? [];
    list.push(vendor_id);
    eligible.set(service_cat_id!, list);
  }
  const customers = Array.from({ length: counts.customers }, (_, i) => benchCustomer(i, now));
  const bookers = customers.map((customer, i) => ({ ...customer, customer_id: i + 1 }));
  // Booking i gets id i + 1; reviews and payments regenerate it rather than keep 300 000 rows in memory.
  function* bookings() {
    for (let i = 0; i < counts.bookings; i++) yield benchBooking(i, now, bookers, categories, eligible);
  }
  function* reviews(): Generator<Insertable<ReviewsTable>> {
    let bookingId = 0;
    for (const booking of bookings()) {
      bookingId += 1;
      if (booking.vendor_id == null || bookingId % 6 !== 2) continue;
      yield reviewRow(
        { booking_id: bookingId, vendor_id: booking.vendor_id },
        {
          rating: 1 + (bookingId % 5),
          review_text: of(
            ['Very professional.', 'Came late but did a good job.', 'Would book again!'],
            bookingId,
          ),
          created_at: booking.created_at ?? at(now),
        },
      );
    }
  }
  function* payments(): Generator<Insertable<CustomerPaymentsTable>> {
    let bookingId = 0;
    for (const booking of bookings()) {
      bookingId += 1;
      const paid = at(Date.parse(booking.created_at ?? at(now)) + HOUR);
      yield customerPaymentRow(
        // The booking is this loop's own copy: giving it its id is cheaper than spreading 20 columns.
        Object.assign(booking, { booking_id: bookingId }),
        {
          payment_date: paid,
          payment_ref_no: `UPI${String(bookingId).padStart(10, '0')}`,
          created_at: paid,
        },
      );
    }
  }

  await db.transaction().execute(async (trx) => {
    await insertInChunks(trx, dialect, 'customers', customers);
    await insertInChunks(trx, dialect, 'customer_service_bookings', bookings());
    await insertInChunks(trx, dialect, 'reviews', reviews());
    await insertInChunks(trx, dialect, 'customer_payments', payments());
  });
}

/**
 * Search terms of 3 to 6 letters, each matching some customers' names: every such piece of the seed's
 * names (hundreds, so that a bench cycling through them is served by no cached result; 3+ letters, so
 * the trigram index serves them).
 */
export const BOOKING_SEARCH_TERMS = substringTerms([...FIRST, ...SURNAMES]);

/** The bookings bench's data (bookings.ts, and the benches that share it: tail.ts, per-dialect.ts). */
export const BOOKING_BENCH = { vendors: 10_000, customers: 50_000, bookings: 300_000 } as const;

/**
 * Seeds the bookings bench's data on a fresh bench database over `vendors` vendors (the tail bench's
 * dashboard mix takes 100 000); answers how long it took, in ms.
 */
export function seedBookingBench(
  database: BenchDatabase,
  vendors: number = BOOKING_BENCH.vendors,
): Promise<number> {
  return seedBenchDatabase(database, async ({ db, dialect }, adminId) => {
    await seedBenchVendors(db, dialect, adminId, vendors);
    await seedBenchBookings(db, dialect, {
      customers: BOOKING_BENCH.customers,
      bookings: BOOKING_BENCH.bookings,
    });
  });
}
