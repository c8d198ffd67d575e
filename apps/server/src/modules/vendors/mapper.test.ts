import { describe, expect, it } from 'vitest';
import { kycValueOf, toVendor, type VendorRow } from './mapper';

const base = {
  vendor_id: 1,
  vendor_name: 'A',
  vendor_email: 'a@example.in',
  vendor_mobile: '9000000001',
  image_url: '[]',
  account_details: null,
  kyc_docs: null,
  payment_details: null,
  subscription_status: null,
  subscription_expiry_date: null,
} as const;
const row = (overrides: Partial<VendorRow>) => ({ ...base, ...overrides }) as VendorRow;
const now = new Date('2026-11-21T00:00:00.000Z');

describe('toVendor', () => {
  it('masks PAN, Aadhaar and the account number and keeps the rest of the nested objects', () => {
    const vendor = toVendor(
      row({
        kyc_docs: '{"pan":"ABCPK1234F","aadhar":"2345 6789 1234","pan_photo":"/p.jpg"}',
        account_details: '{"ifsc":"HDFC0001","accountNumber":"50100123456789","bankName":"HDFC"}',
      }),
      now,
    );
    expect(vendor.kyc_docs).toEqual({
      pan: 'XXXXXX234F',
      aadhar: 'XXXX XXXX 1234',
      pan_photo: '/p.jpg',
      aadhar_photo: null,
    });
    expect(vendor.account_details).toEqual({
      ifsc: 'HDFC0001',
      accountNumber: 'XXXXXXXXXX6789',
      bankName: 'HDFC',
    });
  });

  it.each(['not json', '[1,2]', '"text"', 'null'])(
    'treats JSON column %j that is not an object as null',
    (text) => {
      const vendor = toVendor(row({ kyc_docs: text, account_details: text, payment_details: text }), now);
      expect(vendor).toMatchObject({ kyc_docs: null, account_details: null, payment_details: null });
    },
  );

  it('keeps only the strings of image_url and survives a broken list', () => {
    expect(toVendor(row({ image_url: '["/a.jpg", 3, null, "/b.jpg"]' }), now).image_url).toEqual([
      '/a.jpg',
      '/b.jpg',
    ]);
    expect(toVendor(row({ image_url: '{' }), now).image_url).toEqual([]);
  });

  it('drops non-string values of nested fields rather than passing them through', () => {
    const vendor = toVendor(row({ kyc_docs: '{"pan":12345678,"aadhar":{"x":1}}' }), now);
    expect(vendor.kyc_docs).toEqual({ pan: null, aadhar: null, pan_photo: null, aadhar_photo: null });
  });

  it.each([
    ['trial', '2026-11-23T12:00:00.000Z', 3],
    ['trial', '2026-11-20T00:00:00.000Z', 0],
    ['active', '2026-12-21T00:00:00.000Z', null],
    [null, null, null],
  ] as const)('trial_days for status %s expiring %s is %s', (status, expiry, days) => {
    expect(
      toVendor(row({ subscription_status: status, subscription_expiry_date: expiry }), now).trial_days,
    ).toBe(days);
  });
});

describe('kycValueOf', () => {
  it('reads the clear value of each field, or null', () => {
    const r = row({
      kyc_docs: '{"pan":"ABCPK1234F","aadhar":"234567891234"}',
      account_details: '{"accountNumber":"123"}',
    });
    expect(kycValueOf(r, 'pan')).toBe('ABCPK1234F');
    expect(kycValueOf(r, 'aadhar')).toBe('234567891234');
    expect(kycValueOf(r, 'accountNumber')).toBe('123');
    expect(kycValueOf(row({}), 'pan')).toBeNull();
  });
});
