// The complaint workflow's zod-free values (docs/product/complaints.md), shared by the server, the
// complaint schemas in complaints.ts and the web, which imports them without pulling in zod (ADR 005).

/** open → in_progress → resolved, resolved → open (reopen). */
export const complaintStatuses = ['open', 'in_progress', 'resolved'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** The only moves a complaint can make; any other is 409 ComplaintMessages.moveNotAllowed. */
export const complaintMoves: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  open: ['in_progress'],
  in_progress: ['resolved'],
  resolved: ['open'],
};

export function isComplaintMoveAllowed(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return complaintMoves[from].includes(to);
}

/**
 * A complaint against its service-level targets (first response, resolution), worst first:
 * `missed` a target passed unmet (or met late), `near` a pending target has a quarter or less of its
 * time left, `on_track` otherwise while open, `met` resolved with every target met.
 */
export const serviceLevelStates = ['missed', 'near', 'on_track', 'met'] as const;
export type ServiceLevelState = (typeof serviceLevelStates)[number];

export const COMPLAINT_NOTE_MAX_LENGTH = 2000;
/** An SMS reply to a customer: three SMS at most. */
export const COMPLAINT_REPLY_MAX_LENGTH = 480;

/** Failure messages of the complaint routes, as sent in `message`. */
export const ComplaintMessages = {
  notFound: 'Complaint not found',
  assigneeNotFound: 'Assignee not found',
  moveNotAllowed: (from: ComplaintStatus, to: ComplaintStatus) =>
    `A complaint that is ${from.replace('_', ' ')} cannot move to ${to.replace('_', ' ')}`,
  changedMeanwhile: 'This complaint was changed by someone else meanwhile. Reload it and try again.',
  noMobile: 'This customer has no mobile number to reply to',
} as const;
