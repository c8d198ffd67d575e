import type { MantineColor } from '@mantine/core';
import { type ComplaintStatus, complaintMoves } from '@seva/contract';
import type { ComplaintView } from './complaint-view';

export const STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

export const STATUS_COLORS: Record<ComplaintStatus, MantineColor> = {
  open: 'blue',
  in_progress: 'yellow',
  resolved: 'green',
};

/** The button of each move complaintMoves allows, by the state it moves to. */
export const MOVE_LABELS: Record<ComplaintStatus, string> = {
  in_progress: 'Start work',
  resolved: 'Resolve',
  open: 'Reopen',
};

/** The moves a complaint in `status` may make next (the contract's complaintMoves). */
export function nextMoves(status: ComplaintStatus): readonly ComplaintStatus[] {
  return complaintMoves[status];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago the complaint was made: '45 min', '5 h', '3 d' (whole units, rounded down). */
export function formatAge(date: string, now: number): string {
  const elapsed = Math.max(0, now - new Date(date).getTime());
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h`;
  return `${Math.floor(elapsed / DAY)} d`;
}

export interface ServiceLevelWarning {
  label: string;
  color: MantineColor;
}

const isAfter = (a: string | number, b: string) => new Date(a).getTime() > new Date(b).getTime();

/**
 * The badge of a complaint whose service level is `near` or `missed`, naming the target concerned:
 * the resolution once it was missed (or resolved late), otherwise the first response while it is still
 * awaited or was late. Null for `on_track` and `met`.
 */
export function serviceLevelWarning(complaint: ComplaintView, now: number): ServiceLevelWarning | null {
  const responsePending = complaint.firstResponseAt === null;
  if (complaint.serviceLevel === 'missed') {
    const resolutionMissed = isAfter(complaint.resolvedAt ?? now, complaint.resolutionDueAt);
    return {
      label: resolutionMissed ? 'Resolution overdue' : 'Response overdue',
      color: 'red',
    };
  }
  if (complaint.serviceLevel === 'near') {
    return { label: responsePending ? 'Response due soon' : 'Resolution due soon', color: 'orange' };
  }
  return null;
}
