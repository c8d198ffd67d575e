import { Text } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { IconLockOpen, IconX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { NA } from '@/components/not-available';
import { formatDate, formatDateTime, NOT_AVAILABLE } from '@/lib/format';
import { contactColumns, vendorActionsColumn } from './vendor-columns';

export interface BlockedVendorHandlers {
  onOpenDetails: (vendor: Vendor) => void;
  /** Unblock Vendor (and the menu's Cancel); the row has only View details without it. */
  onUnblock?: (vendor: Vendor) => void;
}

/**
 * The columns of docs/product/vendors.md#blocked-vendors, titled exactly as listed; all but the reason and
 * the actions sorted by the server (their accessors are vendor sort fields).
 */
export function blockedVendorColumns(handlers: BlockedVendorHandlers): DataTableColumn<Vendor>[] {
  return [
    {
      accessor: 'vendor_name',
      title: 'Names',
      sortable: true,
      render: (v) => (
        <Text size="sm" fw={500}>
          {v.vendor_name}
        </Text>
      ),
    },
    ...contactColumns(),
    {
      accessor: 'name_of_bussiness',
      title: 'Business Name',
      sortable: true,
      render: (v) => <NA value={v.name_of_bussiness} />,
    },
    {
      accessor: 'blocked_reason',
      title: 'Blocked Reason',
      render: (v) => (
        <Text size="sm" lineClamp={2} title={v.blocked_reason ?? undefined}>
          <NA value={v.blocked_reason} />
        </Text>
      ),
    },
    {
      accessor: 'blocked_date',
      title: 'Blocked Date',
      sortable: true,
      noWrap: true,
      render: (v) => {
        const text = formatDate(v.blocked_date);
        return text === NOT_AVAILABLE ? (
          <NA />
        ) : (
          <span title={formatDateTime(v.blocked_date, { zone: true })}>{text}</span>
        );
      },
    },
    vendorActionsColumn(handlers.onOpenDetails, (v) =>
      handlers.onUnblock
        ? [
            {
              label: 'Unblock Vendor',
              icon: <IconLockOpen size={16} aria-hidden />,
              onClick: () => handlers.onUnblock?.(v),
            },
            { label: 'Cancel', icon: <IconX size={16} aria-hidden /> },
          ]
        : [],
    ),
  ];
}
