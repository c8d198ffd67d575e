import type { ComplaintStatus } from '@seva/contract';
import { StatusBadge } from '@/components/status-badge';
import { STATUS_COLORS, STATUS_LABELS, serviceLevelWarning } from '../complaint-status';
import type { ComplaintView } from '../complaint-view';

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <StatusBadge color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</StatusBadge>;
}

/** 'Response due soon', 'Resolution overdue'…, or nothing while the complaint is on track or met its targets. */
export function ServiceLevelBadge({ complaint, now }: { complaint: ComplaintView; now: number }) {
  const warning = serviceLevelWarning(complaint, now);
  if (!warning) return null;
  return <StatusBadge color={warning.color}>{warning.label}</StatusBadge>;
}
