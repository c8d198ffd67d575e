import { Button, Group, Text } from '@mantine/core';
import type { SubscriptionPlan } from '@seva/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable } from '@/components/data-table';
import { formatRupees } from '@/lib/format';
import { SubscriptionTexts } from '../texts';

interface PlansTableProps {
  records: SubscriptionPlan[];
  fetching: boolean;
  emptyText: string;
  onEdit: (plan: SubscriptionPlan) => void;
  onDelete: (plan: SubscriptionPlan) => void;
}

/** The plans: name, price in rupees, description, Edit and Delete. */
export function PlansTable({ records, fetching, emptyText, onEdit, onDelete }: PlansTableProps) {
  return (
    <DataTable<SubscriptionPlan>
      aria-label="Subscription plans"
      idAccessor="subscription_id"
      records={records}
      fetching={fetching}
      noRecordsText={emptyText}
      columns={[
        {
          accessor: 'subscription_name',
          title: 'Name',
          width: 220,
          render: (p) => (
            <Text fw={600} size="sm">
              {p.subscription_name}
            </Text>
          ),
        },
        {
          accessor: 'subscription_price',
          title: 'Price',
          width: 140,
          render: (p) => formatRupees(p.subscription_price),
        },
        { accessor: 'subscription_desc', title: 'Description' },
        {
          accessor: 'actions',
          title: 'Actions',
          width: 200,
          render: (p) => (
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onEdit(p)}
              >
                {SubscriptionTexts.edit}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onDelete(p)}
              >
                {SubscriptionTexts.delete}
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
