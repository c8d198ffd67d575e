import { decisionFromFlags } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { planDecision, satisfies } from './decision';

describe('decisionFromFlags (the contract rule the service reads a body with)', () => {
  it('reads the one action of a body and trims the block reason', () => {
    expect(decisionFromFlags({ is_approved: 1 })).toEqual({ kind: 'approve' });
    expect(decisionFromFlags({ is_rejected: 1 })).toEqual({ kind: 'reject' });
    expect(decisionFromFlags({ is_blocked: 1, blocked_reason: '  late  ' })).toEqual({
      kind: 'block',
      reason: 'late',
    });
    expect(decisionFromFlags({ is_blocked: 0, blocked_reason: 'ignored' })).toEqual({
      kind: 'unblock',
    });
  });
});

describe('planDecision', () => {
  const at = '2026-11-21T00:00:00.000Z';
  it('decides as the given admin and only on a pending vendor', () => {
    const plan = planDecision({ kind: 'approve' }, 5, at);
    expect(plan.changes).toMatchObject({ is_approved: 1, approved_by: 5, approved_date: at });
    expect(satisfies({ is_approved: 0, is_rejected: 0, is_blocked: 1 }, plan.expected)).toBe(true);
    expect(satisfies({ is_approved: 0, is_rejected: 1, is_blocked: 0 }, plan.expected)).toBe(false);
  });

  it('unblocking clears the flag and the date and keeps the reason (ADR 014)', () => {
    const plan = planDecision({ kind: 'unblock' }, 1, at);
    expect(plan.changes).toEqual({ is_blocked: 0, blocked_date: null, updated_at: at });
    expect(plan.kept).toEqual(['blocked_reason']);
  });
});
