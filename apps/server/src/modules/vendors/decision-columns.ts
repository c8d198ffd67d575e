/**
 * The columns an admin's decision on a vendor writes (docs/product/vendors.md): approval, rejection and
 * blocking, each with who and when. Read by the decisions themselves and by the end-to-end checks of
 * what they stored.
 */
export const VENDOR_DECISION_COLUMNS = [
  'is_approved',
  'approved_by',
  'approved_date',
  'is_rejected',
  'rejected_by',
  'rejected_date',
  'rejected_reason',
  'is_blocked',
  'blocked_reason',
  'blocked_date',
] as const;
