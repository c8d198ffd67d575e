import { Anchor, Text } from '@mantine/core';
import type { Vendor, VendorState, VendorView } from '@seva/contract';
import { IconEye, IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { EmailAddress } from '@/components/email-address';
import { NA } from '@/components/not-available';
import { actionsColumn, type RowAction } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { statusColumn } from '@/components/status-column';
import { formatDate, formatRupees, NOT_AVAILABLE } from '@/lib/format';
import { EditVendorTexts, RejectTexts } from '../messages';
import { subscriptionStatusLabel } from '../vendor-status';
import { VENDOR_STATUS_WORDS, VendorStatusBadge } from './vendor-status-badge';

/** The Vendor List dropdown (docs/product/vendors.md#views-and-columns), in order. */
export const VENDOR_VIEW_OPTIONS: { value: VendorView; label: string }[] = [
  { value: 'all', label: 'All Vendors' },
  { value: 'subscribed', label: 'Subscribed' },
  { value: 'unsubscribed', label: 'UnSubscribed' },
  { value: 'trial', label: 'Trial User' },
];

/** The Vendor List's Status select (docs/product/vendors.md#status-filter), after 'All statuses'. */
export const VENDOR_STATUS_OPTIONS: { value: VendorState; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'blocked', label: 'Blocked' },
];

export interface VendorColumnHandlers {
  onOpenDetails: (vendor: Vendor) => void;
  /** Block or Unblock (docs/product/vendors.md#actions-dialog); the row has neither without it. */
  onOpenActions?: (vendor: Vendor) => void;
  /** docs/product/vendors.md#edit-details; the row has no Edit details button without it. */
  onEditDetails?: (vendor: Vendor) => void;
  /** The All Vendors view filtered to Rejected: it adds the Rejection reason column. */
  rejected?: boolean;
}

/** Email, Phone Number and Category, as the Vendor List's All Vendors view and Blocked Vendors show them. */
export function contactColumns(): DataTableColumn<Vendor>[] {
  return [
    {
      accessor: 'vendor_email',
      title: 'Email',
      sortable: true,
      render: (v) => <EmailAddress value={v.vendor_email} />,
    },
    { accessor: 'vendor_mobile', title: 'Phone Number', sortable: true, noWrap: true },
    {
      accessor: 'bussiness_category',
      title: 'Category',
      sortable: true,
      render: (v) => <NA value={v.bussiness_category} />,
    },
  ];
}

/** Formatted text, with the dimmed N/A when the formatter found nothing. */
function text(value: string) {
  return value === NOT_AVAILABLE ? <NA /> : value;
}

const SUBSCRIPTION_COLORS: Record<string, string> = {
  Active: 'teal',
  Trial: 'blue',
  'Trial ended': 'orange',
  Expired: 'red',
};

function SubscriptionStatus({ vendor }: { vendor: Vendor }) {
  const label = subscriptionStatusLabel(vendor);
  if (label === NOT_AVAILABLE) return <NA />;
  return <StatusBadge color={SUBSCRIPTION_COLORS[label] ?? 'gray'}>{label}</StatusBadge>;
}

/**
 * The columns of each view, titled exactly as docs/product/vendors.md#views-and-columns lists them. Every
 * column but Name's link target and the actions is sorted by the server: by its `sortKey`, else by its
 * accessor (a field of vendorSortFields).
 */
export function vendorColumns(view: VendorView, handlers: VendorColumnHandlers): DataTableColumn<Vendor>[] {
  const name: DataTableColumn<Vendor> = {
    accessor: 'vendor_name',
    title: 'Name',
    sortable: true,
    render: (vendor) => (
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={500}
        ta="left"
        onClick={() => handlers.onOpenDetails(vendor)}
      >
        {vendor.vendor_name}
      </Anchor>
    ),
  };
  const subscriptionDates: DataTableColumn<Vendor>[] = [
    {
      accessor: 'subscription_id',
      title: 'Subscription ID',
      sortable: true,
      render: (v) => <NA value={v.subscription_id} />,
    },
    {
      accessor: 'subscription_start_date',
      title: 'Start Date',
      sortable: true,
      render: (v) => text(formatDate(v.subscription_start_date)),
    },
    {
      accessor: 'subscription_expiry_date',
      title: 'Expiry Date',
      sortable: true,
      render: (v) => text(formatDate(v.subscription_expiry_date)),
    },
    statusColumn<Vendor>(
      {
        accessor: 'subscription_status',
        title: 'Status',
        sortable: true,
        render: (v) => <SubscriptionStatus vendor={v} />,
      },
      Object.keys(SUBSCRIPTION_COLORS),
    ),
  ];

  switch (view) {
    case 'all':
      return [
        name,
        ...contactColumns(),
        statusColumn<Vendor>(
          {
            accessor: 'is_approved',
            title: 'Status',
            sortable: true,
            render: (v) => <VendorStatusBadge vendor={v} />,
          },
          VENDOR_STATUS_WORDS,
        ),
        {
          accessor: 'name_of_bussiness',
          title: 'Business Name',
          sortable: true,
          render: (v) => <NA value={v.name_of_bussiness} />,
        },
        ...(handlers.rejected ? [rejectionReasonColumn()] : []),
        vendorActionsColumn(handlers.onOpenDetails, (v) => [
          ...(handlers.onEditDetails
            ? [
                {
                  label: EditVendorTexts.open,
                  icon: <IconPencil size={16} aria-hidden />,
                  onClick: () => handlers.onEditDetails?.(v),
                },
              ]
            : []),
          // Opens the actions dialog (docs/product/vendors.md#actions-dialog), the block form or the unblock question.
          ...(handlers.onOpenActions
            ? [
                {
                  label: v.is_blocked ? 'Unblock' : 'Block',
                  icon: v.is_blocked ? (
                    <IconLockOpen size={16} aria-hidden />
                  ) : (
                    <IconLock size={16} aria-hidden />
                  ),
                  onClick: () => handlers.onOpenActions?.(v),
                },
              ]
            : []),
        ]),
      ];
    case 'subscribed':
      return [
        name,
        {
          accessor: 'subscription_price',
          title: 'Price',
          sortable: true,
          textAlign: 'right',
          render: (v) => text(formatRupees(v.subscription_price)),
        },
        {
          accessor: 'subscription_name',
          title: 'Plan Name',
          sortable: true,
          render: (v) => <NA value={v.subscription_name} />,
        },
        {
          accessor: 'payment_details.renewal_date',
          title: 'Renewal Date',
          sortable: true,
          sortKey: 'renewal_date',
          render: (v) => text(formatDate(v.payment_details?.renewal_date)),
        },
        {
          accessor: 'payment_date',
          title: 'Payment Date',
          sortable: true,
          render: (v) => text(formatDate(v.payment_date)),
        },
        {
          accessor: 'payment_details.provider_payment_id',
          title: 'Payment ID',
          sortable: true,
          sortKey: 'provider_payment_id',
          render: (v) => <NA value={v.payment_details?.provider_payment_id} />,
        },
      ];
    case 'unsubscribed':
      return [name, ...subscriptionDates];
    case 'trial':
      return [
        name,
        ...subscriptionDates,
        {
          accessor: 'trial_days',
          title: 'Trial Days',
          sortable: true,
          textAlign: 'right',
          render: (v) => <NA value={v.trial_days} />,
        },
      ];
  }
}

/** Why the vendor was rejected, wrapped rather than clipped (docs/product/vendors.md#reject-with-a-reason). */
function rejectionReasonColumn(): DataTableColumn<Vendor> {
  return {
    accessor: 'rejected_reason',
    title: RejectTexts.rejectionReason,
    width: '25%',
    render: (v) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <NA value={v.rejected_reason} />
      </Text>
    ),
  };
}

/**
 * The Actions column of the two vendor tables (Vendor List, Blocked Vendors): SPEC's ⋮ menu at every
 * width with the table's own `menu` actions, and the View details eye beside it.
 */
export function vendorActionsColumn(
  onOpenDetails: (vendor: Vendor) => void,
  menu: (vendor: Vendor) => RowAction[],
): DataTableColumn<Vendor> {
  return actionsColumn<Vendor>({
    rowName: (v) => v.vendor_name,
    buttonsFrom: 'menu',
    actions: (v) => [
      {
        label: 'View details',
        icon: <IconEye size={16} aria-hidden />,
        onClick: () => onOpenDetails(v),
        outside: true,
      },
      ...menu(v),
    ],
  });
}
