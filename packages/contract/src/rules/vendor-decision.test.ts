import { describe, expect, it } from 'vitest';
import { updateVendorBodySchema } from '../vendors';
import { decisionFromFlags, decisionToFlags, type VendorDecision } from './vendor-decision';

const decisions: VendorDecision[] = [
  { kind: 'approve' },
  { kind: 'reject' },
  { kind: 'reject', reason: 'The PAN card photo is not readable' },
  { kind: 'block', reason: 'Fake documents' },
  { kind: 'unblock' },
];

describe('vendor decision', () => {
  it.each(decisions)(
    'sends $kind as a body the server accepts and reads back as the same decision',
    (decision) => {
      const body = updateVendorBodySchema.parse({ vendor_id: 7, ...decisionToFlags(decision) });
      expect(decisionFromFlags(body)).toEqual(decision);
    },
  );

  it('trims the reason of a block', () => {
    expect(decisionToFlags({ kind: 'block', reason: '  late  ' })).toEqual({
      is_blocked: 1,
      blocked_reason: 'late',
    });
  });

  it('sends no empty rejection reason, and refuses a reason without a rejection', () => {
    expect(decisionToFlags({ kind: 'reject', reason: '   ' })).toEqual({ is_rejected: 1 });
    const refused = updateVendorBodySchema.safeParse({ vendor_id: 7, is_approved: 1, rejected_reason: 'x' });
    expect(refused.success).toBe(false);
  });
});
