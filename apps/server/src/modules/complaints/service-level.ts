import type { ComplaintStatus, ServiceLevelState } from '@seva/contract';
import type { Config } from '../../config';

const HOUR_MS = 3_600_000;
/** A pending target is `near` once a quarter or less of its time is left. */
const NEAR_SHARE = 0.25;

export type ComplaintTargets = Config['complaintTargets'];

/** What a complaint's badge is computed from: its targets and "now" (the service's injected clock). */
export interface ServiceLevelClock {
  targets: ComplaintTargets;
  now: number;
}

export interface ServiceLevelInput {
  /** When it was made (vend_comp_date / cust_comp_date). */
  date: string;
  status: ComplaintStatus;
  first_response_at: string | null;
  resolved_at: string | null;
}

/** One target: due `hours` after the complaint, met at `metAt` (null while pending). */
function targetState(start: number, hours: number, metAt: string | null, now: number) {
  const due = start + hours * HOUR_MS;
  if (metAt !== null) return Date.parse(metAt) <= due ? 'met' : 'missed';
  if (now > due) return 'missed';
  return due - now <= hours * HOUR_MS * NEAR_SHARE ? 'near' : 'on_track';
}

/**
 * The complaint's due times and badge (docs/product/complaints.md#service-levels): `missed` when a
 * target passed unmet or was met late, `near` when a pending target has a quarter or less of its time
 * left, `met` when resolved with both met, `on_track` otherwise. Resolving a complaint nobody replied
 * to answers it, so its first response counts as given when it was resolved.
 */
export function serviceLevelOf(complaint: ServiceLevelInput, { targets, now }: ServiceLevelClock) {
  const start = Date.parse(complaint.date);
  const resolvedAt = complaint.status === 'resolved' ? complaint.resolved_at : null;
  const firstResponse = targetState(
    start,
    targets.firstResponseHours,
    complaint.first_response_at ?? resolvedAt,
    now,
  );
  const resolution = targetState(start, targets.resolutionHours, resolvedAt, now);
  const states = [firstResponse, resolution];
  let service_level: ServiceLevelState = 'on_track';
  if (states.includes('missed')) service_level = 'missed';
  else if (states.includes('near')) service_level = 'near';
  else if (resolution === 'met') service_level = 'met';
  return {
    first_response_due_at: new Date(start + targets.firstResponseHours * HOUR_MS).toISOString(),
    resolution_due_at: new Date(start + targets.resolutionHours * HOUR_MS).toISOString(),
    service_level,
  };
}
