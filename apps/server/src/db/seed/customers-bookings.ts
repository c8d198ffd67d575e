import { bookingRow, customerRow, reviewRow } from '../../test/fixtures';
import type { Catalogue } from './catalogue';
import { addDays, chance, pastTime, pick, type SeedContext } from './context';
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

function clamp(iso: string, latest: string): string {
  return iso < latest ? iso : latest;
}
