import { describe, expect, it } from 'vitest';
import { updateVendorBodySchema } from '../vendors';
import { decisionFromFlags, decisionToFlags, type VendorDecision } from './vendor-decision';

const decisions: VendorDecision[] = [
  { kind: 'approve' },
  { kind: 'reject' },
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
});
