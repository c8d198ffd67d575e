import { maskKycNumber, type VendorApplication, vendorOperatingFields } from '@seva/contract';
import type { Updateable } from 'kysely';
import type { VendorsTable } from '../../db/schema/marketplace-tables';
import type { VendorRow } from '../vendors/service';

/** The vendor columns an application writes, by body field (bussiness_category goes with service_cat_id). */
export type ApplicationColumns = Required<
  Pick<
    Updateable<VendorsTable>,
    | 'vendor_name'
    | 'vendor_email'
    | 'name_of_bussiness'
    | 'bussiness_category'
    | 'fast_service_category_name'
    | 'service_cat_id'
    | 'bussiness_proof_doc_url'
    | 'gst_number'
    | 'company_category'
    | 'service_radius'
    | 'bussiness_address'
    | 'pincode'
    | 'service_start_time'
    | 'service_end_time'
    | 'bussiness_desc'
    | 'image_url'
    | 'account_details'
    | 'kyc_docs'
  >
>;

/** The application as vendor columns; the JSON columns in a fixed key order. */
export function applicationColumns(body: VendorApplication, categoryName: string): ApplicationColumns {
  return {
    vendor_name: body.vendor_name,
    vendor_email: body.vendor_email,
    name_of_bussiness: body.name_of_bussiness,
    bussiness_category: categoryName,
    fast_service_category_name: body.fast_service_category_name,
    service_cat_id: body.service_cat_id,
    bussiness_proof_doc_url: body.bussiness_proof_doc_url,
    gst_number: body.gst_number,
    company_category: body.company_category,
    service_radius: body.service_radius,
    bussiness_address: body.bussiness_address,
    pincode: body.pincode,
    service_start_time: body.service_start_time,
    service_end_time: body.service_end_time,
    bussiness_desc: body.bussiness_desc,
    image_url: JSON.stringify(body.image_url),
    account_details: JSON.stringify({
      ifsc: body.account_details.ifsc,
      accountNumber: body.account_details.accountNumber,
      bankName: body.account_details.bankName,
    }),
    kyc_docs: JSON.stringify({
      pan: body.kyc_docs.pan,
      aadhar: body.kyc_docs.aadhar,
      pan_photo: body.kyc_docs.pan_photo,
      aadhar_photo: body.kyc_docs.aadhar_photo,
    }),
  };
}

type BodyField = Exclude<keyof ApplicationColumns, 'bussiness_category'>;

const JSON_FIELDS = new Set<BodyField>(['image_url', 'account_details', 'kyc_docs']);

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Equal as values: JSON columns compared parsed, key order aside; numbers as numbers. */
function sameValue(field: BodyField, stored: unknown, wanted: unknown): boolean {
  if (JSON_FIELDS.has(field)) return canonical(parsed(stored)) === canonical(parsed(wanted));
  if (field === 'service_radius' || field === 'service_cat_id') {
    return stored !== null && wanted !== null && Number(stored) === Number(wanted);
  }
  return (stored ?? null) === (wanted ?? null);
}

function canonical(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The body fields whose value differs from the stored vendor's, in the body's order. */
export function changedFields(row: VendorRow, columns: ApplicationColumns): BodyField[] {
  return (Object.keys(columns) as (keyof ApplicationColumns)[]).filter(
    (field): field is BodyField =>
      field !== 'bussiness_category' && !sameValue(field, row[field], columns[field]),
  );
}

const OPERATING = new Set<string>(vendorOperatingFields);

/** What an approved vendor changes that needs a new approval (docs/decisions/017-partner-api.md). */
export function fieldsNeedingApproval(changed: readonly BodyField[]): BodyField[] {
  return changed.filter((field) => !OPERATING.has(field));
}

/** Only the given fields' columns; bussiness_category goes with service_cat_id. */
export function pickColumns(
  columns: Pick<VendorRow, keyof ApplicationColumns> | ApplicationColumns,
  fields: readonly BodyField[],
): Updateable<VendorsTable> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    picked[field] = columns[field];
    if (field === 'service_cat_id') picked.bussiness_category = columns.bussiness_category;
  }
  return picked as Updateable<VendorsTable>;
}

/**
 * Columns as an audit row may show them: JSON parsed, the PAN, Aadhaar and bank account numbers masked
 * (docs/product/partner-api.md#the-application: never the KYC numbers in full).
 */
export function auditView(columns: Partial<Record<string, unknown>>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(columns)) {
    if (field === 'kyc_docs' || field === 'account_details') {
      const object = parsed(value);
      view[field] =
        object && typeof object === 'object'
          ? Object.fromEntries(
              Object.entries(object as Record<string, unknown>).map(([k, v]) => [
                k,
                ['pan', 'aadhar', 'accountNumber'].includes(k) && typeof v === 'string'
                  ? maskKycNumber(v)
                  : v,
              ]),
            )
          : null;
    } else if (field === 'image_url') {
      view[field] = parsed(value);
    } else {
      view[field] = value;
    }
  }
  return view;
}
