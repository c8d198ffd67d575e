import { Text } from '@mantine/core';
import type { SubscriptionPlan } from '@seva/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable } from '@/components/data-table';
import { actionsColumn } from '@/components/row-actions';
import { formatRupees } from '@/lib/format';
import { SubscriptionTexts } from '../texts';

interface PlansTableProps {
  records: SubscriptionPlan[];
  fetching: boolean;
  emptyText: string;
  /** Edit and Delete; without them (no `catalogue.manage`) the table has no Actions column. */
  manage: { onEdit: (plan: SubscriptionPlan) => void; onDelete: (plan: SubscriptionPlan) => void } | null;
}

/** The plans: name, price in rupees, description, and Edit and Delete in the row's ⋮ menu. */
export function PlansTable({ records, fetching, emptyText, manage }: PlansTableProps) {
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
        ...(manage
          ? [
              actionsColumn<SubscriptionPlan>({
                buttonsFrom: 600,
                rowName: (p) => p.subscription_name,
                actions: (p) => [
                  {
                    label: SubscriptionTexts.edit,
                    icon: <IconPencil size={14} aria-hidden />,
                    onClick: () => manage.onEdit(p),
                  },
                  {
                    label: SubscriptionTexts.delete,
                    icon: <IconTrash size={14} aria-hidden />,
                    color: 'red',
                    onClick: () => manage.onDelete(p),
                  },
                ],
              }),
            ]
          : []),
      ]}
    />
  );
}
