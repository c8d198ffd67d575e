import type { VendorApplicationBody } from '@seva/contract';

/**
 * A vendor application that passes every check of docs/product/partner-api.md#the-application, for
 * tests and the e2e support: valid PAN, Aadhaar (Verhoeff), IFSC and GSTIN, hours 09:00–18:00.
 */
export function applicationBody(
  serviceCatId: number,
  overrides: Partial<VendorApplicationBody> = {},
): VendorApplicationBody {
  return {
    vendor_name: 'Ravi Kumar',
    vendor_email: 'ravi.kumar@example.in',
    name_of_bussiness: 'Kumar Plumbing Works',
    bussiness_address: '12 MG Road, Pune',
    service_cat_id: serviceCatId,
    fast_service_category_name: 'Leak repair',
    company_category: 'Proprietorship',
    bussiness_desc: 'Ten years of experience.',
    bussiness_proof_doc_url: '/uploads/proof.jpg',
    gst_number: '27AAPFU0939F1ZV',
    service_radius: 15,
    pincode: '411001',
    service_start_time: '09:00',
    service_end_time: '18:00',
    image_url: ['/uploads/work-1.jpg', '/uploads/work-2.jpg'],
    account_details: { ifsc: 'HDFC0001234', accountNumber: '50100123456789', bankName: 'HDFC Bank' },
    kyc_docs: {
      pan: 'AAPFU0939F',
      aadhar: '234567891238',
      pan_photo: '/uploads/pan.jpg',
      aadhar_photo: '/uploads/aadhar.jpg',
    },
    ...overrides,
  };
}
