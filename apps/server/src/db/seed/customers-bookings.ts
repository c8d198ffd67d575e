import { addKolkataDays, DEFAULT_SLOT_RULES, kolkataDayOf, SLOT_MS, slotsOfDate } from '@seva/contract';
import { bookingRow, customerRow, reviewRow } from '../../test/fixtures';
import type { Catalogue } from './catalogue';
import { addDays, chance, DAY_MS, pastTime, pick, type SeedContext } from './context';
import { mobileNumber, postalAddress } from './indian-formats';
import { addCustomerPayment } from './payments';
import type { RowSink } from './row-sink';
import type { VendorSummary } from './vendors';

export interface CustomerSummary {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  country: string | null;
  gender: string | null;
  /** JSON text, as stored. */
  address: string | null;
}

/** The customer's columns, as its own row stores them and as each of its bookings copies them. */
function customerColumns(customer: CustomerSummary) {
  return {
    customer_id: customer.id,
    customer_name: customer.name,
    mobile: customer.mobile,
    customer_email: customer.email,
    customer_country: customer.country,
    gender: customer.gender,
    customer_address: customer.address,
  };
}

export async function addCustomer(ctx: SeedContext, sink: RowSink): Promise<CustomerSummary> {
  const { faker } = ctx;
  const id = sink.id('customers');
  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const customer: CustomerSummary = {
    id,
    name: `${firstName} ${lastName}`,
    mobile: mobileNumber(id, 1),
    email: chance(ctx, 0.9) ? faker.internet.email({ firstName, lastName }) : null,
    country: chance(ctx, 0.95) ? 'India' : null,
    gender: chance(ctx, 0.06) ? null : chance(ctx, 0.03) ? 'Other' : sex === 'female' ? 'Female' : 'Male',
    address: chance(ctx, 0.95) ? JSON.stringify(postalAddress(ctx)) : null,
  };
  const createdAt = pastTime(ctx, 150, 540);
  await sink.add(
    'customers',
    customerRow({
      ...customerColumns(customer),
      created_at: createdAt,
      updated_at: createdAt,
    }),
  );
  return customer;
}

/** U unassigned; assigned: P pending, B booked, C completed, X cancelled before booking, Y after. */
type BookingKind = 'U' | 'P' | 'B' | 'C' | 'X' | 'Y';
const KIND_PATTERN = 'UCBUCXPUCBYUCBUPCXUB';

const CANCEL_REASONS = [
  'Customer not available at the scheduled time',
  'Vendor could not reach the location',
  'Booked by mistake',
  'Found a cheaper option nearby',
  'Rescheduled to a later date; will book again',
  'Vendor quoted a higher price on site',
];
const NOTES = [
  'Please come after 5 pm.',
  'Ground floor, gate code 4521.',
  'Need it done before the weekend.',
  'Call before arriving, the bell does not work.',
  'Second visit: the earlier fix did not hold.',
  'Society requires an ID at the gate.',
  'Parking available in the basement.',
];
const REVIEWS: Record<number, readonly string[]> = {
  1: ['Did not turn up on time and left the job half done.', 'Very poor work, had to call someone else.'],
  2: ['Work was okay but he charged extra for materials.', 'Came two hours late and was in a hurry.'],
  3: ['Average service, the issue is fixed for now.', 'Decent work but the area was left messy.'],
  4: [
    'Good work and polite behaviour.',
    'Quick and clean job, slightly expensive.',
    'Knew the job well, would book again.',
  ],
  5: [
    'Excellent service, very professional!',
    'On time, neat work and fair price. Highly recommended.',
    'Best experience so far, thank you Seva.',
  ],
};

/**
 * One booking with its review and payment where it has them. The vendor, when assigned, is active
 * and serves the booking's category; a category without one leaves the booking unassigned.
 */
export async function addBooking(
  ctx: SeedContext,
  sink: RowSink,
  catalogue: Catalogue,
  customer: CustomerSummary,
  vendorsByCategory: ReadonlyMap<number, readonly VendorSummary[]>,
  index: number,
  takenSlots: Set<string>,
): Promise<void> {
  const { faker, now } = ctx;
  const nowIso = now.toISOString();
  const category = pick(ctx, catalogue.categories);
  const service = pick(ctx, category.subServices);
  const candidates = vendorsByCategory.get(category.id) ?? [];
  const pattern = KIND_PATTERN.charAt(index % KIND_PATTERN.length) as BookingKind;
  const kind: BookingKind = candidates.length === 0 ? 'U' : pattern;
  const vendor = kind === 'U' ? null : pick(ctx, candidates);

  const createdAt = kind === 'U' ? pastTime(ctx, 0.02, 12) : pastTime(ctx, 1, 150);
  const assignedAt = vendor
    ? clamp(addDays(createdAt, faker.number.float({ min: 0.01, max: 0.8 })), nowIso)
    : null;
  const finishedAt = assignedAt
    ? clamp(addDays(assignedAt, faker.number.float({ min: 0.2, max: 4 })), nowIso)
    : null;
  const bookingCategory = {
    service_cat_id: category.id,
    service_category_name: category.name,
    service_category_url: category.iconUrl,
  };
  const bookingId = sink.id('customer_service_bookings');
  const row = bookingRow(customerColumns(customer), bookingCategory, {
    booking_id: bookingId,
    vendor_id: vendor?.id ?? null,
    service_desc: `${service.name}. ${pick(ctx, NOTES)}`,
    service_price: service.price,
    cancelled_reason: kind === 'X' || kind === 'Y' ? pick(ctx, CANCEL_REASONS) : null,
    is_cancelled: kind === 'X' || kind === 'Y' ? 1 : 0,
    is_completed: kind === 'C' ? 1 : 0,
    is_booked: kind === 'B' || kind === 'C' || kind === 'Y' ? 1 : 0,
    assigned_at: assignedAt,
    created_at: createdAt,
    updated_at: kind === 'P' ? (assignedAt ?? createdAt) : (finishedAt ?? createdAt),
    scheduled_start: scheduleOf(ctx, bookingId, kind, vendor?.id ?? null, createdAt, finishedAt, takenSlots),
  });
  const booking = { ...row, booking_id: bookingId };
  await sink.add('customer_service_bookings', booking);

  if (vendor && assignedAt && finishedAt && kind === 'C' && chance(ctx, 0.75)) {
    const rating = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 7, value: 2 },
      { weight: 15, value: 3 },
      { weight: 35, value: 4 },
      { weight: 38, value: 5 },
    ]);
    await sink.add(
      'reviews',
      reviewRow(
        { booking_id: booking.booking_id, vendor_id: vendor.id },
        {
          review_id: sink.id('reviews'),
          rating,
          review_text: chance(ctx, 0.9) ? pick(ctx, REVIEWS[rating] ?? []) : null,
          created_at: clamp(addDays(finishedAt, faker.number.float({ min: 0.01, max: 2 })), nowIso),
        },
      ),
    );
  }
  if (assignedAt && (kind === 'C' || (kind === 'B' && chance(ctx, 0.5)))) {
    await addCustomerPayment(ctx, sink, { ...booking, assigned_at: assignedAt });
  }
}

/** A fraction in [0, 1) from the booking id and a salt: slots come from it so faker's sequence stays as it was. */
function spread(bookingId: number, salt: number): number {
  return (Math.imul(bookingId * 31 + salt, 2_654_435_761) >>> 0) / 2 ** 32;
}

const HOUR_MS = 3_600_000;

/** The slot starts of the Asia/Kolkata days around `ms` (the day before to the day after), earliest first. */
function slotStartsAround(ms: number): number[] {
  const today = kolkataDayOf(ms);
  return [-1, 0, 1].flatMap((days) =>
    slotsOfDate(addKolkataDays(today, days), DEFAULT_SLOT_RULES).map((slot) => Date.parse(slot.start)),
  );
}

/** The first slot starting at or after `ms`. */
function slotFrom(ms: number): string {
  const start = slotStartsAround(ms).find((slot) => slot >= ms) ?? ms;
  return new Date(start).toISOString();
}

/** The last slot ending at or before `ms`. */
function slotBefore(ms: number): string {
  const start = slotStartsAround(ms).findLast((slot) => slot + SLOT_MS <= ms) ?? ms - SLOT_MS;
  return new Date(start).toISOString();
}

/** Bookings older than this were made before slots existed: "Not scheduled". */
const UNSCHEDULED_BEFORE_DAYS = 120;

/**
 * When the booking happens (docs/product/slots.md): open bookings in the slots of today and the next
 * three days (a few unassigned ones already started: late), so that the day board has a busy day; a
 * completed one in the slot before it was finished; a cancelled one in the slot after it was made. An
 * assigned open booking never takes a slot its vendor already holds (`taken`, as the database's key).
 */
function scheduleOf(
  ctx: SeedContext,
  bookingId: number,
  kind: BookingKind,
  vendorId: number | null,
  createdAt: string,
  finishedAt: string | null,
  taken: Set<string>,
): string | null {
  const nowMs = ctx.now.getTime();
  if (Date.parse(createdAt) < nowMs - UNSCHEDULED_BEFORE_DAYS * DAY_MS) return null;
  if (kind === 'C') return finishedAt ? slotBefore(Date.parse(finishedAt)) : null;
  if (kind === 'X' || kind === 'Y') return slotFrom(Date.parse(createdAt) + 6 * HOUR_MS);
  const today = kolkataDayOf(nowMs);
  const upcoming = [0, 1, 2, 3].flatMap((d) => slotsOfDate(addKolkataDays(today, d), DEFAULT_SLOT_RULES));
  // A few unassigned bookings are late (their slot today has started); the others wait for a future slot.
  const startedToday = slotsOfDate(today, DEFAULT_SLOT_RULES).filter(
    (slot) => Date.parse(slot.start) <= nowMs,
  );
  const late = kind === 'U' && startedToday.length > 0 && spread(bookingId, 1) < 0.12;
  const slots = late
    ? startedToday
    : upcoming.filter((slot) => kind !== 'U' || Date.parse(slot.start) > nowMs);
  const first = Math.floor(spread(bookingId, 2) * slots.length);
  for (let i = 0; i < slots.length; i++) {
    const start = slots[(first + i) % slots.length]!.start;
    if (vendorId === null) return start;
    const key = `${vendorId}@${start}`;
    if (!taken.has(key)) {
      taken.add(key);
      return start;
    }
  }
  return null;
}

function clamp(iso: string, latest: string): string {
  return iso < latest ? iso : latest;
}
