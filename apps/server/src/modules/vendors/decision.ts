import { type VendorDecision, VendorMessages } from '@seva/contract';
import type { Updateable } from 'kysely';
import type { Flag, VendorsTable } from '../../db/schema/marketplace-tables';
import type { VENDOR_DECISION_COLUMNS } from './decision-columns';
import type { VendorFlags } from './repository';

/** How a decision changes the row, on which condition, and what the audit log calls it. */
export interface DecisionPlan {
  action: string;
  /** The flags the vendor must still have; otherwise the decision is refused with `refusal` (409). */
  expected: Partial<Record<keyof VendorFlags, Flag>>;
  refusal: string;
  changes: Updateable<VendorsTable>;
  /** Columns the decision leaves as they are but its audit row still shows, for the reader's sake. */
  kept?: readonly (typeof VENDOR_DECISION_COLUMNS)[number][];
}

const PENDING = { is_approved: 0, is_rejected: 0 } as const;

/**
 * Approve/reject a pending vendor (the decider is the signed-in admin, never the payload; a rejection
 * keeps its reason, if one was given, until the vendor resubmits); block with a
 * reason and the time; unblock clears the flag and the date but keeps the reason of the last block
 * (docs/decisions/014-unblock-keeps-reason.md), which its audit row shows too.
 */
export function planDecision(decision: VendorDecision, adminId: number, nowIso: string): DecisionPlan {
  switch (decision.kind) {
    case 'approve':
      return {
        action: 'vendor.approved',
        expected: PENDING,
        refusal: VendorMessages.notPending,
        changes: { is_approved: 1, approved_by: adminId, approved_date: nowIso, updated_at: nowIso },
      };
    case 'reject':
      return {
        action: 'vendor.rejected',
        expected: PENDING,
        refusal: VendorMessages.notPending,
        changes: {
          is_rejected: 1,
          rejected_by: adminId,
          rejected_date: nowIso,
          rejected_reason: decision.reason?.trim() || null,
          updated_at: nowIso,
        },
      };
    case 'block':
      return {
        action: 'vendor.blocked',
        expected: { is_blocked: 0 },
        refusal: VendorMessages.alreadyBlocked,
        changes: { is_blocked: 1, blocked_reason: decision.reason, blocked_date: nowIso, updated_at: nowIso },
      };
    case 'unblock':
      return {
        action: 'vendor.unblocked',
        expected: { is_blocked: 1 },
        refusal: VendorMessages.notBlocked,
        changes: { is_blocked: 0, blocked_date: null, updated_at: nowIso },
        kept: ['blocked_reason'],
      };
  }
}

/** True when `row` still has every flag the plan expects. */
export function satisfies(row: VendorFlags, expected: DecisionPlan['expected']): boolean {
  return (Object.entries(expected) as [keyof VendorFlags, Flag][]).every(
    ([flag, value]) => row[flag] === value,
  );
}
