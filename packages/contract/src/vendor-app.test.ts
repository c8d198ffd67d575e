import { describe, expect, it } from 'vitest';
import { needsNewApprovalMessage, vendorApplicationBodySchema, vendorAppStatus } from './vendor-app';

const body = {
  vendor_name: ' Ravi ',
  vendor_email: 'Ravi@Example.in',
  name_of_bussiness: 'Kumar Works',
  bussiness_address: 'MG Road',
  service_cat_id: 3,
  service_radius: 10,
  pincode: '411001',
  service_start_time: '09:00',
  service_end_time: '18:00',
  account_details: { ifsc: 'hdfc0001234', accountNumber: '5010 0123 4567', bankName: 'HDFC' },
  kyc_docs: {
    pan: 'aapfu0939f',
    aadhar: '2345 6789 1238',
    pan_photo: '/uploads/p.jpg',
    aadhar_photo: '/uploads/a.jpg',
  },
};

describe('vendorApplicationBodySchema', () => {
  it('normalises what people type and fills the optional fields', () => {
    const parsed = vendorApplicationBodySchema.parse({
      ...body,
      gst_number: '',
      vendor_mobile: '9999999999',
    });
    expect(parsed).toMatchObject({
      vendor_name: 'Ravi',
      vendor_email: 'ravi@example.in',
      gst_number: null,
      bussiness_desc: null,
      image_url: [],
      account_details: { ifsc: 'HDFC0001234', accountNumber: '501001234567' },
      kyc_docs: { pan: 'AAPFU0939F', aadhar: '234567891238' },
    });
    expect(parsed).not.toHaveProperty('vendor_mobile');
  });

  it('names the field of each refusal', () => {
    const result = vendorApplicationBodySchema.safeParse({
      ...body,
      kyc_docs: { ...body.kyc_docs, aadhar: '234567891234' },
      service_end_time: '08:00',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['kyc_docs.aadhar kyc_docs.aadhar: must be a valid Aadhaar number']),
    );
  });

  it('checks the hours only once both are times', () => {
    const result = vendorApplicationBodySchema.safeParse({ ...body, service_end_time: '08:00' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'service_end_time: must be after service_start_time',
    ]);
  });
});

describe('vendorAppStatus', () => {
  it.each([
    [{ is_blocked: 1, is_approved: 1, is_rejected: 0 }, 'blocked'],
    [{ is_blocked: 0, is_approved: 1, is_rejected: 0 }, 'approved'],
    [{ is_blocked: 0, is_approved: 0, is_rejected: 1 }, 'rejected'],
    [{ is_blocked: 0, is_approved: 0, is_rejected: 0 }, 'pending'],
  ])('%j → %s', (flags, status) => expect(vendorAppStatus(flags)).toBe(status));
});

it('words the 409 of an approved vendor', () => {
  expect(needsNewApprovalMessage(['vendor_name', 'kyc_docs'])).toBe(
    'Changing vendor_name, kyc_docs needs a new approval. Please contact support.',
  );
});
