import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from '../../apps/server/src/db/driver/database';
import { insertInChunks } from '../../apps/server/src/db/driver/insert-in-chunks';
import type { Database } from '../../apps/server/src/db/schema';
import type { VendorsTable } from '../../apps/server/src/db/schema/marketplace-tables';
import { categoryRow, insertRows, vendorRow } from '../../apps/server/src/test/fixtures';
import { GIVEN_NAMES, SURNAMES, substringTerms } from './indian-names';

/**
 * The bench data set: `count` vendors in the proportions of a live marketplace (most approved and
 * subscribed or on trial, a fifth pending, some rejected or blocked), with full-size rows (KYC,
 * bank details, descriptions, photos). Deterministic: row i is always the same vendor.
 */

const FIRST = ['Aarav', 'Vihaan', ...GIVEN_NAMES];
const CATEGORIES = [
  'Plumbing',
  'Electrical',
  'Carpentry',
  'Painting',
  'Cleaning',
  'Pest Control',
  'Appliance Repair',
  'Salon at Home',
  'AC Service',
  'Packers and Movers',
];
const WORDS = ['Services', 'Solutions', 'Works', 'Experts', 'Care', 'Enterprises'];
const CITIES = [
  'Pune',
  'Mumbai',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Delhi',
  'Jaipur',
  'Kochi',
  'Indore',
];

type State = 'subscribed' | 'trial' | 'unsubscribed' | 'pending' | 'rejected' | 'blocked';
/** 20 slots: 6 subscribed, 4 trial, 3 unsubscribed, 4 pending, 1 rejected, 2 blocked. */
const PATTERN: readonly State[] = [
  'subscribed',
  'trial',
  'pending',
  'unsubscribed',
  'subscribed',
  'trial',
  'pending',
  'subscribed',
  'blocked',
  'trial',
  'unsubscribed',
  'subscribed',
  'pending',
  'rejected',
  'subscribed',
  'trial',
  'unsubscribed',
  'blocked',
  'pending',
  'subscribed',
];

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();
const of = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export const stateOfIndex = (i: number): State => of(PATTERN, i);

function benchVendor(
  i: number,
  now: number,
  adminId: number,
  categoryIds: readonly number[],
): Insertable<VendorsTable> {
  const state = stateOfIndex(i);
  const first = of(FIRST, i * 7);
  const last = of(SURNAMES, i * 13 + (i >> 5));
  const catIndex = (i * 3 + (i >> 4)) % CATEGORIES.length;
  const category = CATEGORIES[catIndex]!;
  const city = of(CITIES, i * 11);
  const created = now - (200_000 - i) * 60_000;
  const approved = state !== 'pending' && state !== 'rejected';
  const digits = String(1_000_000 + i).slice(1);
  const expiryDays =
    state === 'subscribed' ? 1 + (i % 300) : state === 'trial' ? 0.2 + (i % 14) : -1 - (i % 90);
  const status = state === 'subscribed' ? 'active' : state === 'trial' || i % 2 === 0 ? 'trial' : 'expired';
  const hasPlan = approved && state !== 'blocked';
  return vendorRow({
    vendor_name: `${first} ${last}`,
    vendor_email: `${first}.${last}.${i}@example.in`.toLowerCase(),
    vendor_mobile: `9${String(100_000_000 + i * 7).slice(-9)}`,
    name_of_bussiness: `${last} ${category} ${of(WORDS, i)}`,
    bussiness_category: category,
    fast_service_category_name: `${category} repair`,
    service_cat_id: categoryIds[catIndex] ?? null,
    bussiness_proof_doc_url: `/uploads/proof-${i % 50}.pdf`,
    gst_number: `27ABCPK${digits.slice(-4)}F1Z5`,
    company_category: of(['Proprietorship', 'Partnership', 'Private Limited', 'LLP'], i),
    service_radius: 5 + (i % 20),
    bussiness_address: `${(i % 300) + 1}, ${of(['MG Road', 'Station Road', 'Gandhi Nagar', 'Nehru Street'], i)}, ${city}`,
    pincode: String(400_001 + (i % 90_000)),
    service_start_time: of(['08:00', '09:00', '10:00'], i),
    service_end_time: of(['18:00', '19:00', '20:00'], i),
    bussiness_desc: `${2 + (i % 20)} years of experience in ${category.toLowerCase()}. A team of ${1 + (i % 12)} trained professionals; same-day visits and a 30-day service warranty.`,
    image_url: JSON.stringify([`/uploads/work-${i % 40}.jpg`, `/uploads/work-${(i + 7) % 40}.jpg`]),
    account_details: JSON.stringify({
      ifsc: `HDFC0${digits}`,
      accountNumber: `5010${digits}${digits}`,
      bankName: 'HDFC Bank',
    }),
    kyc_docs: JSON.stringify({
      pan: `ABCP${last[0]}${digits.slice(-4)}F`,
      aadhar: `23${digits}${digits.slice(0, 4)}`,
      pan_photo: `/uploads/pan-${i % 30}.jpg`,
      aadhar_photo: `/uploads/aadhar-${i % 30}.jpg`,
    }),
    is_approved: approved ? 1 : 0,
    approved_by: approved ? adminId : null,
    approved_date: approved ? at(created + DAY) : null,
    is_rejected: state === 'rejected' ? 1 : 0,
    rejected_by: state === 'rejected' ? adminId : null,
    rejected_date: state === 'rejected' ? at(created + 2 * DAY) : null,
    is_blocked: state === 'blocked' ? 1 : 0,
    blocked_reason: state === 'blocked' ? 'Repeated no-shows on assigned bookings' : null,
    blocked_date: state === 'blocked' ? at(created + 5 * DAY) : null,
    subscription_id: null,
    subscription_name: hasPlan ? (state === 'subscribed' ? 'Gold' : 'Free Trial') : null,
    subscription_price: hasPlan ? (state === 'subscribed' ? 999 : 0) : null,
    subscription_desc: hasPlan
      ? state === 'subscribed'
        ? 'Gold plan: 90 days of leads'
        : '14-day free trial'
      : null,
    subscription_start_date: hasPlan ? at(now + (expiryDays - 14) * DAY) : null,
    subscription_expiry_date: hasPlan ? at(now + expiryDays * DAY) : null,
    subscription_status: hasPlan ? status : null,
    payment_date: state === 'subscribed' ? at(now + (expiryDays - 15) * DAY) : null,
    payment_details:
      state === 'subscribed'
        ? JSON.stringify({
            renewal_date: at(now + expiryDays * DAY),
            provider_payment_id: `pay_${digits}bench`,
          })
        : null,
    created_at: at(created),
    updated_at: at(created),
  });
}

function* vendorRows(count: number, adminId: number, categoryIds: readonly number[]) {
  const now = Date.now();
  for (let i = 0; i < count; i++) yield benchVendor(i, now, adminId, categoryIds);
}

/** Inserts the categories and `count` vendors in one transaction; vendor i gets id i + 1. */
export async function seedBenchVendors(
  db: Kysely<Database>,
  dialect: Dialect,
  adminId: number,
  count: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const categories = await insertRows(
      trx,
      'service_categories',
      CATEGORIES.map((name) =>
        categoryRow({
          service_category_name: name,
          service_desc: `${name} at home`,
          service_category_url: null,
        }),
      ),
    );
    await insertInChunks(
      trx,
      dialect,
      'vendors',
      vendorRows(
        count,
        adminId,
        categories.map((c) => c.service_cat_id),
      ),
    );
  });
}

/**
 * Search terms of 3 to 6 letters, each matching some vendors: every such piece of the seed's names, trades
 * and cities (several hundred, so that a bench cycling through them is served by no cached result).
 */
export const SEARCH_TERMS = substringTerms([...FIRST, ...SURNAMES, ...CATEGORIES, ...CITIES]);
