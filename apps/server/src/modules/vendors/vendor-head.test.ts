import { type Vendor, vendorSchema } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { toVendor, type VendorRow, vendorHead, vendorTail } from './mapper';

const row = (overrides: Partial<VendorRow> = {}): VendorRow => ({
  vendor_id: 7,
  vendor_name: 'Meera "Mee" Iyer',
  vendor_email: 'meera@example.in',
  vendor_mobile: '9876500001',
  name_of_bussiness: 'Iyer Électricals',
  bussiness_category: 'Electrical',
  fast_service_category_name: null,
  service_cat_id: 2,
  bussiness_proof_doc_url: null,
  gst_number: null,
  company_category: null,
  service_radius: 10,
  bussiness_address: 'Line 1\nLine 2',
  pincode: '560001',
  service_start_time: '09:00',
  service_end_time: '18:00',
  bussiness_desc: null,
  image_url: '["/uploads/a.jpg"]',
  account_details: '{"ifsc":"SBIN0000001","accountNumber":"123456789012","bankName":"SBI"}',
  kyc_docs: '{"pan":"ABCPI1234K","aadhar":"234512341234","pan_photo":null,"aadhar_photo":null}',
  is_approved: 1,
  approved_by: 1,
  approved_date: '2026-11-01T00:00:00.000Z',
  is_rejected: 0,
  rejected_by: null,
  rejected_date: null,
  is_blocked: 0,
  rejected_reason: null,
  blocked_reason: null,
  blocked_date: null,
  balance_paise: 0,
  subscription_id: null,
  subscription_name: 'Free Trial',
  subscription_price: 0,
  subscription_desc: null,
  subscription_start_date: '2026-11-10T00:00:00.000Z',
  subscription_expiry_date: '2026-11-24T00:00:00.000Z',
  subscription_status: 'trial',
  payment_date: null,
  payment_details: null,
  created_at: '2026-10-30T00:00:00.000Z',
  updated_at: '2026-11-10T00:00:00.000Z',
  ...overrides,
});

const assemble = (head: string, trialDays: number | null) => `${head},"trial_days":${trialDays}}`;

describe('vendorHead', () => {
  it('builds exactly the JSON of toVendor, with trial_days added last', () => {
    const entry = vendorHead(row());
    const now = new Date('2026-11-21T12:00:00.000Z');
    const vendor: Vendor = toVendor(row(), now);
    expect(assemble(entry.head.toString(), vendor.trial_days)).toBe(JSON.stringify(vendor));
    expect(`${entry.head.toString()}${vendorTail(entry, now)}`).toBe(JSON.stringify(vendor));
    expect(vendorSchema.parse(JSON.parse(assemble(entry.head.toString(), 3)))).toMatchObject({
      trial_days: 3,
    });
    expect(entry.head.toString()).not.toContain('234512341234');
  });
});
