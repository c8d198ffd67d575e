/**
 * One decision on a vendor, in one vocabulary for the web (the action an admin takes), the wire (the
 * flags of PUT /admin/data/updatevendors) and the server (what it plans and audits).
 */
export type VendorDecision =
  | { kind: 'approve' }
  /** `reason`: why, told to the vendor; absent or empty when the operator gave none. */
  | { kind: 'reject'; reason?: string }
  | { kind: 'block'; reason: string }
  | { kind: 'unblock' };
export type VendorDecisionKind = VendorDecision['kind'];

/** The decision flags of the update body; the body carries exactly one of them. */
export interface VendorDecisionFlags {
  is_approved?: 1;
  is_rejected?: 1;
  rejected_reason?: string | null;
  is_blocked?: 0 | 1;
  blocked_reason?: string | null;
}

/** The flags that ask for `decision`; a block's or rejection's reason is sent trimmed (an empty one not at all). */
export function decisionToFlags(decision: VendorDecision): VendorDecisionFlags {
  switch (decision.kind) {
    case 'approve':
      return { is_approved: 1 };
    case 'reject': {
      const reason = decision.reason?.trim();
      return reason ? { is_rejected: 1, rejected_reason: reason } : { is_rejected: 1 };
    }
    case 'block':
      return { is_blocked: 1, blocked_reason: decision.reason.trim() };
    case 'unblock':
      return { is_blocked: 0 };
  }
}

/** The decision a (validated) update body asks for: the inverse of decisionToFlags. */
export function decisionFromFlags(flags: VendorDecisionFlags): VendorDecision {
  if (flags.is_approved === 1) return { kind: 'approve' };
  if (flags.is_rejected === 1) {
    const reason = flags.rejected_reason?.trim();
    return reason ? { kind: 'reject', reason } : { kind: 'reject' };
  }
  if (flags.is_blocked === 1) return { kind: 'block', reason: (flags.blocked_reason ?? '').trim() };
  return { kind: 'unblock' };
}
