import { type Vendor, vendorSchema } from '@seva/contract';

type NullableField = { [K in keyof Vendor]: null extends Vendor[K] ? K : never }[keyof Vendor];

/**
 * Every field the contract lets be null, as null: a vendor nobody has approved, rejected or blocked yet,
 * without a subscription or payment.
 */
const NOTHING_YET = Object.fromEntries(
  Object.entries(vendorSchema.shape)
    .filter(([, field]) => field.safeParse(null).success)
    .map(([name]) => [name, null]),
) as { [K in NullableField]: null };

let nextId = 1000;

/** A complete vendor as the API returns it (masked KYC), with the given fields changed. */
export function makeVendor(overrides: Partial<Vendor> = {}): Vendor {
  const id = overrides.vendor_id ?? nextId++;
  return {
    ...NOTHING_YET,
    vendor_id: id,
    vendor_name: `Vendor ${id}`,
    vendor_email: `vendor${id}@example.in`,
    vendor_mobile: '9876500000',
    name_of_bussiness: `Business ${id}`,
    bussiness_category: 'Plumbing',
    fast_service_category_name: 'Tap Repair',
    service_cat_id: 1,
    bussiness_proof_doc_url: '/uploads/proof.png',
    gst_number: '27ABCDE1234F1Z5',
    company_category: 'Proprietorship',
    service_radius: 10,
    bussiness_address: '12 MG Road, Pune, Maharashtra',
    pincode: '411001',
    service_start_time: '09:00',
    service_end_time: '18:00',
    bussiness_desc: 'Ten years of plumbing.',
    image_url: ['/uploads/a.png'],
    account_details: { ifsc: 'HDFC0001234', accountNumber: 'XXXXXXXX4321', bankName: 'HDFC Bank' },
    kyc_docs: { pan: 'XXXXXX234F', aadhar: 'XXXX XXXX 1234', pan_photo: null, aadhar_photo: null },
    is_approved: 0,
    is_rejected: 0,
    is_blocked: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
