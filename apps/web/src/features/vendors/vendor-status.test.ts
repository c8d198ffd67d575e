import { describe, expect, it } from 'vitest';
import { makeVendor } from '@/test/vendor-fixtures';
import {
  approvalLabel,
  availability,
  decisionLabel,
  isPendingDecision,
  subscriptionStatusLabel,
  vendorStatusLabel,
} from './vendor-status';

const now = new Date('2026-11-21T12:00:00.000Z');
const future = '2026-11-30T00:00:00.000Z';
const past = '2026-11-20T00:00:00.000Z';

describe('vendor status words', () => {
  it('is Active/Approved only when approved, Pending otherwise (rejected included)', () => {
    expect(vendorStatusLabel({ is_approved: 1 })).toBe('Active');
    expect(vendorStatusLabel({ is_approved: 0 })).toBe('Pending');
    expect(approvalLabel({ is_approved: 1 })).toBe('Approved');
    expect(approvalLabel({ is_approved: 0 })).toBe('Pending');
  });

  it('names the decision and knows when one is still open', () => {
    expect(decisionLabel({ is_approved: 1, is_rejected: 0 })).toBe('Approved');
    expect(decisionLabel({ is_approved: 0, is_rejected: 1 })).toBe('Rejected');
    expect(decisionLabel({ is_approved: 0, is_rejected: 0 })).toBe('Pending');
    expect(isPendingDecision({ is_approved: 0, is_rejected: 0 })).toBe(true);
    expect(isPendingDecision({ is_approved: 0, is_rejected: 1 })).toBe(false);
  });
});

describe('subscriptionStatusLabel', () => {
  it.each([
    ['active', future, 'Active'],
    ['active', past, 'Expired'],
    ['trial', future, 'Trial'],
    ['trial', past, 'Trial ended'],
    ['trial', null, 'Trial ended'],
    ['expired', past, 'Expired'],
    [null, null, 'N/A'],
  ] as const)('%s until %s → %s', (status, expiry, label) => {
    const vendor = makeVendor({ subscription_status: status, subscription_expiry_date: expiry });
    expect(subscriptionStatusLabel(vendor, now)).toBe(label);
  });
});

describe('availability', () => {
  it("is 'start - end' with N/A for a missing side", () => {
    expect(availability({ service_start_time: '09:00', service_end_time: '18:30' })).toBe('09:00 - 18:30');
    expect(availability({ service_start_time: '09:00', service_end_time: null })).toBe('09:00 - N/A');
    expect(availability({ service_start_time: ' ', service_end_time: null })).toBe('N/A');
  });
});
