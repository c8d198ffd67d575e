import type { Vendor } from '@seva/contract';

let nextId = 1000;

/** A complete vendor as the API returns it (masked KYC), with the given fields changed. */
export function makeVendor(overrides: Partial<Vendor> = {}): Vendor {
  const id = overrides.vendor_id ?? nextId++;
  return {
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
    approved_by: null,
    approved_date: null,
    is_rejected: 0,
    rejected_by: null,
    rejected_date: null,
    is_blocked: 0,
    blocked_reason: null,
    blocked_date: null,
    subscription_id: null,
    subscription_name: null,
    subscription_price: null,
    subscription_desc: null,
    subscription_start_date: null,
    subscription_expiry_date: null,
    subscription_status: null,
    payment_date: null,
    payment_details: null,
    created_at: '2026-11-01T10:00:00.000Z',
    trial_days: null,
    ...overrides,
  };
}
