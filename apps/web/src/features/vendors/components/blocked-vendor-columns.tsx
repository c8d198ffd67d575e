import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { IconDotsVertical, IconLockOpen, IconX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { EmailAddress } from '@/components/email-address';
import { NA } from '@/components/not-available';
import { formatDate, formatDateTime, NOT_AVAILABLE } from '@/lib/format';
import { ViewDetailsButton } from './view-details-button';

export interface BlockedVendorHandlers {
  onOpenDetails: (vendor: Vendor) => void;
  onUnblock: (vendor: Vendor) => void;
}

/** The columns of docs/product/vendors.md#blocked-vendors, titled exactly as listed. */
export function blockedVendorColumns(handlers: BlockedVendorHandlers): DataTableColumn<Vendor>[] {
  return [
    {
      accessor: 'vendor_name',
      title: 'Names',
      render: (v) => (
        <Text size="sm" fw={500}>
          {v.vendor_name}
        </Text>
      ),
    },
    { accessor: 'vendor_email', title: 'Email', render: (v) => <EmailAddress value={v.vendor_email} /> },
    { accessor: 'vendor_mobile', title: 'Phone Number', noWrap: true },
    { accessor: 'bussiness_category', title: 'Category', render: (v) => <NA value={v.bussiness_category} /> },
    {
      accessor: 'name_of_bussiness',
      title: 'Business Name',
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
      noWrap: true,
      render: (v) => {
        const text = formatDate(v.blocked_date);
        return text === NOT_AVAILABLE ? <NA /> : <span title={formatDateTime(v.blocked_date)}>{text}</span>;
      },
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      noWrap: true,
      render: (v) => <BlockedRowActions vendor={v} handlers={handlers} />,
    },
  ];
}

function BlockedRowActions({ vendor, handlers }: { vendor: Vendor; handlers: BlockedVendorHandlers }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ViewDetailsButton vendor={vendor} onOpenDetails={handlers.onOpenDetails} />
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${vendor.vendor_name}`}>
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconLockOpen size={16} aria-hidden />}
            onClick={() => handlers.onUnblock(vendor)}
          >
            Unblock Vendor
          </Menu.Item>
          <Menu.Item leftSection={<IconX size={16} aria-hidden />}>Cancel</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
