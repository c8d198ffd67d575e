import { Button, Group, Select, TextInput } from '@mantine/core';
import { useAdmins } from '@/api/get-admins';
import { DayRangeInput } from '@/components/day-range-input';
import { type AuditFilters, NO_AUDIT_FILTERS } from '../api/get-audit';

/** The entity types admins change (docs/product/data-and-security.md#audit-log). */
export const AUDIT_ENTITIES = [
  'vendor',
  'booking',
  'customer',
  'vendor_complaint',
  'customer_complaint',
  'subscription',
  'service_category',
  'sub_service',
  'admin',
  'chat_room',
  'upload',
  'export',
];

interface AuditFiltersProps {
  value: AuditFilters;
  onChange: (value: AuditFilters) => void;
}

/** Admin, action, entity type, entity id and an Asia/Kolkata date range. */
export function AuditFilterControls({ value, onChange }: AuditFiltersProps) {
  const admins = useAdmins();
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Admin"
        placeholder="Any admin"
        clearable
        searchable
        w={200}
        data={(admins.data?.data ?? []).map((admin) => ({ value: String(admin.id), label: admin.name }))}
        value={value.adminId}
        onChange={(adminId) => set({ adminId })}
      />
      <TextInput
        label="Action"
        placeholder="e.g. vendor.approved"
        w={200}
        value={value.action}
        onChange={(event) => set({ action: event.currentTarget.value })}
      />
      <Select
        label="Entity type"
        placeholder="Any entity"
        clearable
        w={180}
        data={AUDIT_ENTITIES}
        value={value.entity}
        onChange={(entity) => set({ entity })}
      />
      <TextInput
        label="Entity id"
        w={120}
        value={value.entityId}
        onChange={(event) => set({ entityId: event.currentTarget.value })}
      />
      <DayRangeInput value={value} onChange={(range) => set(range)} />
      <Button variant="default" onClick={() => onChange(NO_AUDIT_FILTERS)}>
        Clear filters
      </Button>
    </Group>
  );
}
