/**
 * The total a bell badge shows (docs/product/cockpit.md#live-bell). Zod-free, so the signed-in shell can
 * import it without pulling zod into its first chunk (docs/decisions/005-web-bundle-budget.md).
 */
export function notificationTotal(counts: {
  pending_approvals: number;
  unassigned_bookings: number;
  new_complaints: number;
  unread_messages: number;
}): number {
  return (
    counts.pending_approvals + counts.unassigned_bookings + counts.new_complaints + counts.unread_messages
  );
}
