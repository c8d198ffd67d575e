import { describe, expect, it } from 'vitest';
import {
  idParamSchema,
  revealKycBodySchema,
  updateVendorBodySchema,
  VendorMessages,
  vendorListQuerySchema,
  vendorStatusesMatching,
  vendorStatusLabel,
} from './vendors';

describe('vendorStatusesMatching', () => {
  it.each([
    ['active', ['Active']],
    ['ACT', ['Active']],
    [' pending ', ['Pending']],
    ['pend', ['Pending']],
    ['e', ['Active', 'Pending']],
    ['sharma', []],
    ['', []],
    ['   ', []],
  ] as const)('%j → %j', (term, labels) => {
    expect(vendorStatusesMatching(term)).toEqual(labels);
  });

  it('agrees with vendorStatusLabel', () => {
    expect(vendorStatusesMatching(vendorStatusLabel({ is_approved: 1 }))).toEqual(['Active']);
    expect(vendorStatusesMatching(vendorStatusLabel({ is_approved: 0 }))).toEqual(['Pending']);
  });
});

describe('idParamSchema', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
  ])('accepts %j', (raw, id) => {
    expect(idParamSchema.parse(raw)).toBe(id);
  });

  it.each(['0', '-1', '1.5', '1e3', ' 1', 'abc', '', '2147483648', '99999999999'])('refuses %j', (raw) => {
    expect(idParamSchema.safeParse(raw).success).toBe(false);
  });
});

describe('vendorListQuerySchema', () => {
  it('reads every filter from query strings', () => {
    expect(
      vendorListQuerySchema.parse({
        view: 'trial',
        state: 'pending',
        q: ' kumar ',
        limit: '50',
        offset: '100',
        sort: '-vendor_name',
        is_blocked: '0',
        service_cat_id: '3',
        category: ' Plumbing ',
      }),
    ).toEqual({
      view: 'trial',
      state: 'pending',
      q: 'kumar',
      limit: 50,
      offset: 100,
      sort: '-vendor_name',
      is_blocked: 0,
      service_cat_id: 3,
      category: 'Plumbing',
    });
  });

  it.each([
    { sort: 'password' },
    { sort: '--vendor_id' },
    { is_blocked: '2' },
    { view: 'blocked' },
    { limit: '0' },
  ])('refuses %j', (query) => {
    expect(vendorListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('names the allowed sort fields in its message', () => {
    const result = vendorListQuerySchema.safeParse({ sort: 'password' });
    expect(result.error?.issues[0]?.message).toContain('vendor_name');
  });
});

describe('updateVendorBodySchema', () => {
  it('accepts one action, with approved_by tolerated for compatibility', () => {
    expect(updateVendorBodySchema.safeParse({ vendor_id: 4, is_approved: 1, approved_by: 1 }).success).toBe(
      true,
    );
    expect(updateVendorBodySchema.safeParse({ vendor_id: 4, is_blocked: 0 }).success).toBe(true);
  });

  it('asks for a block reason with the product sentence', () => {
    const result = updateVendorBodySchema.safeParse({ vendor_id: 4, is_blocked: 1, blocked_reason: '  ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([VendorMessages.blockReasonRequired]);
  });

  it.each([
    { vendor_id: 4 },
    { vendor_id: 4, is_approved: 1, is_rejected: 1 },
    { vendor_id: 4, is_approved: 1, surprise: true },
    { vendor_id: 0, is_approved: 1 },
  ])('refuses %j', (body) => {
    expect(updateVendorBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('revealKycBodySchema', () => {
  it('accepts the three KYC numbers only', () => {
    for (const field of ['pan', 'aadhar', 'accountNumber']) {
      expect(revealKycBodySchema.parse({ field })).toEqual({ field });
    }
    expect(revealKycBodySchema.safeParse({ field: 'ifsc' }).success).toBe(false);
    expect(revealKycBodySchema.safeParse({ field: 'pan', extra: 1 }).success).toBe(false);
  });
});
