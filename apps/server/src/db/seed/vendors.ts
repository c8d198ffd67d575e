import { vendorRow } from '../../test/fixtures';
import type { Catalogue, SeededCategory } from './catalogue';
import { addDays, chance, pastTime, pick, type SeedContext } from './context';
import type { DemoImages } from './images';
import { aadhaarNumber, bankAccount, gstNumber, metroPlace, mobileNumber, panNumber } from './indian-formats';
import { addVendorPayment } from './payments';
import type { RowSink } from './row-sink';
import {
  addSubscriptionHistory,
  planSubscription,
  type SubscriptionHistory,
  type SubscriptionState,
  subscriptionSnapshot,
} from './vendor-subscriptions';

export type VendorState = 'pending' | 'rejected' | 'blocked' | SubscriptionState;

const STATE_CODES: Record<string, VendorState> = {
  S: 'subscribed',
  T: 'trial',
  U: 'unsubscribed',
  P: 'pending',
  R: 'rejected',
  B: 'blocked',
};
/** Cycled over vendors, so even a small seed has every state: per 25, 7 S, 6 T, 4 U, 4 P, 2 R, 2 B. */
const STATE_PATTERN = 'STPUSTRSBTUSPTSUBSTPSUTRP';

export const BROKEN_IMAGE_URL = '/uploads/missing.png';

const BLOCK_REASONS = [
  'Repeated no-shows on assigned bookings',
  'Multiple customer complaints about overcharging',
  'GST certificate could not be verified',
  'Abusive behaviour with a customer reported on call',
  'Sharing customer contact details outside the platform',
  'Asked customers to pay in cash outside the app',
];
const COMPANY_CATEGORIES = ['Proprietorship', 'Partnership', 'Private Limited', 'LLP', 'Individual'];
const DEITIES = ['Ganesh', 'Sai', 'Balaji', 'Durga', 'Laxmi', 'Hanuman', 'Krishna'];
const START_TIMES = ['07:00', '08:00', '08:30', '09:00', '09:30', '10:00'];
const END_TIMES = ['17:30', '18:00', '19:00', '20:00', '21:00', '22:00'];
const RADII = [3, 5, 8, 10, 12, 15, 20, 25];

export interface VendorSummary {
  id: number;
  state: VendorState;
  categoryId: number;
  name: string;
  email: string;
  mobile: string;
  business: string | null;
  /** Approved and not blocked: may take bookings. */
  active: boolean;
  approvedAt: string | null;
}

export async function addVendor(
  ctx: SeedContext,
  sink: RowSink,
  catalogue: Catalogue,
  images: DemoImages,
  index: number,
): Promise<VendorSummary> {
  const { faker, adminId } = ctx;
  const id = sink.id('vendors');
  const state = STATE_CODES[STATE_PATTERN.charAt(index % STATE_PATTERN.length)] ?? 'pending';
  const category = pick(ctx, catalogue.categories);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const name = `${firstName} ${lastName}`;
  const email = faker.internet.email({ firstName, lastName });
  const mobile = mobileNumber(id, 0);
  const business = chance(ctx, 0.04) ? null : businessName(ctx, category, lastName);

  const subscriptionState: SubscriptionState | null =
    state === 'blocked' ? pick(ctx, ['trial', 'subscribed', 'unsubscribed'] as const) : approvedState(state);
  const history = subscriptionState
    ? planSubscription(ctx, sink, subscriptionState, catalogue.plans, index)
    : undefined;
  const approvedAt = history?.trialStart ?? null;
  const createdAt = approvedAt
    ? addDays(approvedAt, -faker.number.float({ min: 0.2, max: 5, fractionDigits: 4 }))
    : pastTime(ctx, state === 'pending' ? 0.05 : 10, state === 'pending' ? 25 : 240);
  const rejectedAt =
    state === 'rejected'
      ? addDays(createdAt, faker.number.float({ min: 0.5, max: 6, fractionDigits: 4 }))
      : null;
  const blockedAt =
    state === 'blocked' && approvedAt ? between(ctx, approvedAt, ctx.now.toISOString()) : null;

  const pan = panNumber(ctx, lastName);
  const withPhotos = chance(ctx, 0.7);
  const place = metroPlace(ctx);
  await sink.add(
    'vendors',
    vendorRow({
      vendor_id: id,
      vendor_name: name,
      vendor_email: email,
      vendor_mobile: mobile,
      name_of_bussiness: business,
      bussiness_category: category.name,
      fast_service_category_name: chance(ctx, 0.8) ? pick(ctx, category.subServices).name : null,
      service_cat_id: category.id,
      bussiness_proof_doc_url: chance(ctx, 0.85) ? images.proofDoc : null,
      gst_number: chance(ctx, 0.7) ? gstNumber(ctx, pan) : null,
      company_category: chance(ctx, 0.9) ? pick(ctx, COMPANY_CATEGORIES) : null,
      service_radius: pick(ctx, RADII),
      bussiness_address: `${faker.location.streetAddress()}, ${place.city}, ${place.state}`,
      pincode: place.zip,
      service_start_time: pick(ctx, START_TIMES),
      service_end_time: pick(ctx, END_TIMES),
      bussiness_desc: chance(ctx, 0.95) ? description(ctx, category) : null,
      image_url: JSON.stringify(workPhotos(ctx, images)),
      account_details: chance(ctx, 0.92) ? JSON.stringify(bankAccount(ctx)) : null,
      kyc_docs: JSON.stringify({
        pan,
        aadhar: aadhaarNumber(ctx),
        pan_photo: withPhotos ? images.panPhoto : null,
        aadhar_photo: withPhotos ? images.aadhaarPhoto : null,
      }),
      is_approved: approvedAt ? 1 : 0,
      approved_by: approvedAt ? adminId : null,
      approved_date: approvedAt,
      is_rejected: rejectedAt ? 1 : 0,
      rejected_by: rejectedAt ? adminId : null,
      rejected_date: rejectedAt,
      is_blocked: blockedAt ? 1 : 0,
      blocked_reason: blockedAt ? pick(ctx, BLOCK_REASONS) : null,
      blocked_date: blockedAt,
      ...(history ? subscriptionSnapshot(history) : noSubscription),
      created_at: createdAt,
      updated_at: blockedAt ?? rejectedAt ?? lastChange(history) ?? createdAt,
    }),
  );

  if (history) {
    await addSubscriptionHistory(sink, id, history);
    for (const period of history.paid)
      await addVendorPayment(ctx, sink, { id, name, email, business }, period);
  }
  return {
    id,
    state,
    categoryId: category.id,
    name,
    email,
    mobile,
    business,
    active: state !== 'blocked' && !!approvedAt,
    approvedAt,
  };
}

const noSubscription = {
  subscription_id: null,
  subscription_name: null,
  subscription_price: null,
  subscription_desc: null,
  subscription_start_date: null,
  subscription_expiry_date: null,
  subscription_status: null,
  payment_date: null,
  payment_details: null,
} as const;

function approvedState(state: VendorState): SubscriptionState | null {
  return state === 'trial' || state === 'subscribed' || state === 'unsubscribed' ? state : null;
}

function lastChange(history: SubscriptionHistory | undefined): string | null {
  return history?.paid.at(-1)?.paidAt ?? history?.trialStart ?? null;
}

function between(ctx: SeedContext, from: string, to: string): string {
  const start = Date.parse(from);
  const span = Math.max(0, Date.parse(to) - start);
  return new Date(start + Math.round(span * ctx.faker.number.float({ min: 0.3, max: 0.95 }))).toISOString();
}

function businessName(ctx: SeedContext, category: SeededCategory, lastName: string): string {
  const word = pick(ctx, category.businessWords);
  switch (ctx.faker.number.int({ min: 0, max: 2 })) {
    case 0:
      return `${lastName} ${word}`;
    case 1:
      return `Shree ${pick(ctx, DEITIES)} ${word}`;
    default:
      return `${ctx.faker.location.city()} ${word}`;
  }
}

function description(ctx: SeedContext, category: SeededCategory): string {
  const years = ctx.faker.number.int({ min: 2, max: 22 });
  const team = ctx.faker.number.int({ min: 1, max: 12 });
  const speciality = pick(ctx, category.subServices).name.toLowerCase();
  return `${years} years of experience in ${category.name.toLowerCase()}, specialising in ${speciality}. A team of ${team} trained professionals; same-day visits and a 30-day service warranty.`;
}

/** Some vendors have no photos and some a link that is broken, so the screens' fallbacks get exercised. */
function workPhotos(ctx: SeedContext, images: DemoImages): string[] {
  if (chance(ctx, 0.15)) return [];
  const photos = ctx.faker.helpers.arrayElements(images.workPhotos, { min: 1, max: 4 });
  return chance(ctx, 0.08) ? [BROKEN_IMAGE_URL, ...photos] : photos;
}
