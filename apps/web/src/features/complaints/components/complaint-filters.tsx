import { Group, Select } from '@mantine/core';
import { type ComplaintStatus, complaintStatuses } from '@seva/contract';
import { STATUS_LABELS } from '../complaint-status';
import { WorkflowTexts } from '../texts';

export interface ComplaintFilterValues {
  /** null: every state. */
  status: ComplaintStatus | null;
  oldestFirst: boolean;
}

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: WorkflowTexts.allStatuses },
  ...complaintStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const ORDER_OPTIONS = [
  { value: 'newest', label: WorkflowTexts.newestFirst },
  { value: 'oldest', label: WorkflowTexts.oldestFirst },
];

function toStatus(value: string): ComplaintStatus | null {
  return complaintStatuses.find((status) => status === value) ?? null;
}

interface ComplaintFiltersProps {
  value: ComplaintFilterValues;
  onChange: (value: ComplaintFilterValues) => void;
}

/** The state shown (All, Open, In progress, Resolved) and the order (newest or oldest first). */
export function ComplaintFilters({ value, onChange }: ComplaintFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={WorkflowTexts.statusFilter}
        data={STATUS_OPTIONS}
        value={value.status ?? ALL}
        onChange={(status) => onChange({ ...value, status: toStatus(status ?? ALL) })}
        allowDeselect={false}
        w={150}
      />
      <Select
        label={WorkflowTexts.order}
        data={ORDER_OPTIONS}
        value={value.oldestFirst ? 'oldest' : 'newest'}
        onChange={(order) => onChange({ ...value, oldestFirst: order === 'oldest' })}
        allowDeselect={false}
        w={150}
      />
    </Group>
  );
}
