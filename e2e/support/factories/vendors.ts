import type Database from 'better-sqlite3';
import { VENDOR_DECISION_COLUMNS } from '../../../apps/server/src/modules/vendors/decision-columns';
import {
  approvedColumns,
  daysFromNow,
  insertRowSync,
  runSync,
  sqliteQueries,
  type VendorRow,
  vendorRow,
} from '../../../apps/server/src/test/fixtures';
import { firstCategory, randomDigits, uniqueTag } from '../booking-rows';
import { withDatabase } from '../database';

export { categories } from '../booking-rows';

type Db = Database.Database;

/** Where a vendor stands: its approval decision, and for approved ones the subscription view it falls in. */
export type VendorState =
  | 'pending'
  | 'rejected'
  | 'subscribed'
  | 'trial'
  | 'unsubscribed'
  | 'approved'
  | 'blocked';

export interface ExactVendor {
  vendor_name: string;
  state: VendorState;
  /** Category name and id; the first category when omitted. */
  category?: { service_cat_id: number; service_category_name: string };
  image_url?: string[];
  kyc?: { pan: string; aadhar: string; pan_photo?: string | null; aadhar_photo?: string | null };
  accountNumber?: string;
  blocked_reason?: string;
}

export interface InsertedVendor {
  vendor_id: number;
  vendor_name: string;
  vendor_email: string;
  vendor_mobile: string;
  name_of_bussiness: string;
  category: string;
}

function subscription(state: VendorState): Partial<VendorRow> {
  switch (state) {
    case 'subscribed':
    case 'blocked':
      return {
        subscription_id: 1,
        subscription_name: 'Pro Quarterly',
        subscription_price: 1299,
        subscription_start_date: daysFromNow(-10),
        subscription_expiry_date: daysFromNow(80),
        subscription_status: 'active',
        payment_date: daysFromNow(-10),
        payment_details: JSON.stringify({
          renewal_date: daysFromNow(80),
          provider_payment_id: `pay_e2e${randomDigits(8)}`,
        }),
      };
    case 'trial':
      return {
        subscription_start_date: daysFromNow(-9),
        subscription_expiry_date: daysFromNow(4.5),
        subscription_status: 'trial',
      };
    case 'unsubscribed':
      return {
        subscription_start_date: daysFromNow(-20),
        subscription_expiry_date: daysFromNow(-6),
        subscription_status: 'trial',
      };
    default:
      return {};
  }
}

/**
 * A vendor in exactly the given state, written straight into the server's database. Names should carry
 * a unique tag so that a search finds exactly this test's rows; the demo rows stay untouched.
 */
export function insertExactVendor(db: Db, vendor: ExactVendor): InsertedVendor {
  const category = vendor.category ?? firstCategory(db);
  const approved = vendor.state !== 'pending' && vendor.state !== 'rejected';
  const mobile = `7${randomDigits(9)}`;
  const email = `${vendor.vendor_name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@vendors.test`;
  const business = `${vendor.vendor_name} Services`;
  const row = vendorRow({
    vendor_name: vendor.vendor_name,
    vendor_email: email,
    vendor_mobile: mobile,
    name_of_bussiness: business,
    bussiness_category: category.service_category_name,
    fast_service_category_name: null,
    service_cat_id: category.service_cat_id,
    bussiness_proof_doc_url: null,
    gst_number: '27ABCDE1234F1Z5',
    company_category: 'Proprietorship',
    service_radius: 8,
    bussiness_address: '14 Station Road, Pune, Maharashtra',
    pincode: '411001',
    service_start_time: '09:00',
    service_end_time: '18:30',
    bussiness_desc: 'Same-day visits with a 30-day warranty.',
    image_url: JSON.stringify(vendor.image_url ?? []),
    account_details: JSON.stringify({
      ifsc: 'HDFC0001234',
      accountNumber: vendor.accountNumber ?? `5010${randomDigits(10)}`,
      bankName: 'HDFC Bank',
    }),
    kyc_docs: JSON.stringify({
      pan: vendor.kyc?.pan ?? 'ABCDE1234F',
      aadhar: vendor.kyc?.aadhar ?? `9${randomDigits(11)}`,
      pan_photo: vendor.kyc?.pan_photo ?? null,
      aadhar_photo: vendor.kyc?.aadhar_photo ?? null,
    }),
    ...(approved
      ? approvedColumns(1, daysFromNow(-12))
      : { is_approved: 0, approved_by: null, approved_date: null }),
    is_rejected: vendor.state === 'rejected' ? 1 : 0,
    rejected_by: vendor.state === 'rejected' ? 1 : null,
    rejected_date: vendor.state === 'rejected' ? daysFromNow(-1) : null,
    is_blocked: vendor.state === 'blocked' ? 1 : 0,
    blocked_reason: vendor.state === 'blocked' ? (vendor.blocked_reason ?? 'Repeated no-shows') : null,
    blocked_date: vendor.state === 'blocked' ? daysFromNow(-2) : null,
    ...subscription(vendor.state),
  });
  const { vendor_id } = insertRowSync(db, 'vendors', row);
  return {
    vendor_id,
    vendor_name: vendor.vendor_name,
    vendor_email: email,
    vendor_mobile: mobile,
    name_of_bussiness: business,
    category: category.service_category_name,
  };
}

/**
 * A vendor named `{a fresh tag} {name}` in the given state, written straight into the server's database
 * by insertExactVendor: a search for the tag finds this vendor alone. Answers the tag with the vendor.
 */
export function insertTaggedVendor(
  name: string,
  vendor: Omit<ExactVendor, 'vendor_name'>,
): { tag: string; vendor: InsertedVendor } {
  const tag = uniqueTag();
  return {
    tag,
    vendor: withDatabase((db) => insertExactVendor(db, { vendor_name: `${tag} ${name}`, ...vendor })),
  };
}

/** The approval and blocking columns of one vendor, as the server stored them. */
export function vendorFlags(db: Db, vendorId: number) {
  const [flags] = runSync(
    db,
    sqliteQueries.selectFrom('vendors').select(VENDOR_DECISION_COLUMNS).where('vendor_id', '=', vendorId),
  );
  if (!flags) throw new Error(`no vendor ${vendorId}`);
  return flags;
}
