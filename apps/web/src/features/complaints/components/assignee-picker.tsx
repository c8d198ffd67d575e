import { Loader, Select } from '@mantine/core';
import { useAdmins } from '@/api/get-admins';
import { WorkflowTexts } from '../texts';

const UNASSIGNED = 'unassigned';

interface AssigneePickerProps {
  assigneeId: number | null;
  /** Shown until the admins are loaded (and if the assignee is not among them). */
  assigneeName: string | null;
  saving: boolean;
  onChange: (assigneeId: number | null) => void;
}

/** `Assignee`: every admin by name, or `Unassigned`. */
export function AssigneePicker({ assigneeId, assigneeName, saving, onChange }: AssigneePickerProps) {
  const admins = useAdmins();
  const options = (admins.data?.data ?? []).map((admin) => ({ value: String(admin.id), label: admin.name }));
  if (assigneeId !== null && !options.some((option) => option.value === String(assigneeId))) {
    options.push({ value: String(assigneeId), label: assigneeName ?? `Admin #${assigneeId}` });
  }
  return (
    <Select
      label={WorkflowTexts.assignee}
      data={[{ value: UNASSIGNED, label: WorkflowTexts.unassigned }, ...options]}
      value={assigneeId === null ? UNASSIGNED : String(assigneeId)}
      onChange={(value) => {
        if (value === null || saving) return;
        onChange(value === UNASSIGNED ? null : Number(value));
      }}
      allowDeselect={false}
      searchable
      rightSection={saving ? <Loader size="xs" /> : undefined}
      aria-busy={saving}
      maw={260}
    />
  );
}
