import { type KycField, maskKycNumber, trialDaysLeft, type Vendor } from '@seva/contract';
import type { Selectable } from 'kysely';
import type { VendorsTable } from '../../db/schema/marketplace-tables';
import { ownedUtf8 } from '../../lib/lists/json-row-cache';

/** The deciding admins' names, joined where a vendor row is read (repository deciderNames). */
export interface DeciderNames {
  approved_by_name?: string | null;
  rejected_by_name?: string | null;
}

export type VendorRow = Selectable<VendorsTable> & DeciderNames;

type JsonObject = Record<string, unknown>;

/** JSON text of a column as an object; null for null, malformed or non-object values. */
function parseObject(text: string | null): JsonObject | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;
  } catch {
    return null;
  }
}

function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Trial days (docs/product/vendors.md#trial-days), shown while the vendor's status is 'trial' (0 once it is past); null otherwise. */
export function trialDaysOf(status: string | null, expiry: string | null, now: Date): number | null {
  return status === 'trial' ? trialDaysLeft(expiry, now) : null;
}

/** The KYC number of `field` in clear, straight from the row; only the reveal call may use it. */
export function kycValueOf(
  row: Pick<VendorRow, 'kyc_docs' | 'account_details'>,
  field: KycField,
): string | null {
  if (field === 'accountNumber') return str(parseObject(row.account_details)?.accountNumber);
  return str(parseObject(row.kyc_docs)?.[field]);
}

/**
 * A vendor row as every response shows it: the names of docs/product/data-and-security.md#vendor, JSON columns parsed, PAN, Aadhaar and the
 * bank account number masked, and trial_days computed while the vendor is on its free trial.
 */
export function toVendor(row: VendorRow, now: Date = new Date()): Vendor {
  const account = parseObject(row.account_details);
  const kyc = parseObject(row.kyc_docs);
  const payment = parseObject(row.payment_details);
  return {
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    vendor_email: row.vendor_email,
    vendor_mobile: row.vendor_mobile,
    name_of_bussiness: row.name_of_bussiness,
    bussiness_category: row.bussiness_category,
    fast_service_category_name: row.fast_service_category_name,
    service_cat_id: row.service_cat_id,
    bussiness_proof_doc_url: row.bussiness_proof_doc_url,
    gst_number: row.gst_number,
    company_category: row.company_category,
    service_radius: row.service_radius,
    bussiness_address: row.bussiness_address,
    pincode: row.pincode,
    service_start_time: row.service_start_time,
    service_end_time: row.service_end_time,
    bussiness_desc: row.bussiness_desc,
    image_url: parseStringList(row.image_url),
    account_details: account && {
      ifsc: str(account.ifsc),
      accountNumber: maskKycNumber(str(account.accountNumber)),
      bankName: str(account.bankName),
    },
    kyc_docs: kyc && {
      pan: maskKycNumber(str(kyc.pan)),
      aadhar: maskKycNumber(str(kyc.aadhar)),
      pan_photo: str(kyc.pan_photo),
      aadhar_photo: str(kyc.aadhar_photo),
    },
    is_approved: row.is_approved,
    approved_by: row.approved_by,
    approved_by_name: row.approved_by_name ?? null,
    approved_date: row.approved_date,
    is_rejected: row.is_rejected,
    rejected_by: row.rejected_by,
    rejected_by_name: row.rejected_by_name ?? null,
    rejected_date: row.rejected_date,
    rejected_reason: row.rejected_reason,
    is_blocked: row.is_blocked,
    blocked_reason: row.blocked_reason,
    blocked_date: row.blocked_date,
    subscription_id: row.subscription_id,
    subscription_name: row.subscription_name,
    subscription_price: row.subscription_price,
    subscription_desc: row.subscription_desc,
    subscription_start_date: row.subscription_start_date,
    subscription_expiry_date: row.subscription_expiry_date,
    subscription_status: row.subscription_status,
    payment_date: row.payment_date,
    payment_details: payment && {
      renewal_date: str(payment.renewal_date),
      provider_payment_id: str(payment.provider_payment_id),
    },
    created_at: row.created_at,
    trial_days: trialDaysOf(row.subscription_status, row.subscription_expiry_date, now),
  };
}

/**
 * What the vendor lists cache per vendor (ADR 007): `{"vendor_id":…,"created_at":"…"` — the vendor's JSON
 * minus trial_days and the closing brace, as UTF-8, with what trial_days is computed from. trial_days
 * depends on the clock, so vendorTail appends it per request.
 */
export interface VendorHead {
  head: Buffer;
  status: VendorRow['subscription_status'];
  expiry: string | null;
}

export function vendorHead(row: VendorRow): VendorHead {
  // trial_days is the last key of toVendor's object; undefined drops it from the JSON.
  const json = JSON.stringify({ ...toVendor(row), trial_days: undefined });
  return {
    head: ownedUtf8(json.slice(0, -1)),
    status: row.subscription_status,
    expiry: row.subscription_expiry_date,
  };
}

/** What follows a vendorHead at `now`: trial_days and the closing brace. */
export function vendorTail(head: VendorHead, now: Date): string {
  return `,"trial_days":${trialDaysOf(head.status, head.expiry, now)}}`;
}
