import { ActionIcon, Tooltip } from '@mantine/core';
import type { VendorPayment } from '@seva/contract';
import { IconEye } from '@tabler/icons-react';
import { PagedDataTable } from '@/components/paged-data-table';
import { formatDate, formatDateTime, formatRupees } from '@/lib/format';

export const NO_VENDOR_PAYMENTS = 'No vendor payments available';
export const NO_MATCHING_VENDOR_PAYMENTS = 'No matching vendor payments found';

interface VendorPaymentsTableProps {
  records: VendorPayment[];
  loading: boolean;
  fetching: boolean;
  searching: boolean;
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
  onView: (payment: VendorPayment) => void;
}

/** docs/product/customers-and-payments.md#vendor-payments: vendor name, vendor id, date, payment id (the provider's), renewal date, plan, amount, view. */
export function VendorPaymentsTable({
  records,
  loading,
  fetching,
  searching,
  page,
  pageSize,
  totalRecords,
  onPageChange,
  onView,
}: VendorPaymentsTableProps) {
  return (
    <PagedDataTable<VendorPayment>
      aria-label="Vendor payments"
      idAccessor="payment_id"
      records={records}
      columns={[
        { accessor: 'vendor_name', title: 'Vendor Name' },
        { accessor: 'vendor_id', title: 'Vendor ID' },
        {
          accessor: 'payment_date',
          title: 'Payment Date',
          noWrap: true,
          render: (p) => formatDateTime(p.payment_date),
        },
        {
          accessor: 'payment_details.provider_payment_id',
          title: 'Payment ID',
          render: (p) => p.payment_details.provider_payment_id,
        },
        {
          accessor: 'payment_details.renewal_date',
          title: 'Renewal Date',
          noWrap: true,
          render: (p) => formatDate(p.payment_details.renewal_date),
        },
        { accessor: 'payment_details.plan_name', title: 'Plan', render: (p) => p.payment_details.plan_name },
        {
          accessor: 'payment_details.price',
          title: 'Amount',
          textAlign: 'right',
          render: (p) => formatRupees(p.payment_details.price),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          textAlign: 'center',
          render: (p) => (
            <Tooltip label="View payment">
              <ActionIcon
                variant="subtle"
                aria-label={`View payment ${p.payment_details.provider_payment_id}`}
                onClick={() => onView(p)}
              >
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
      fetching={fetching}
      loading={loading}
      emptyText={searching ? NO_MATCHING_VENDOR_PAYMENTS : NO_VENDOR_PAYMENTS}
      page={page}
      onPageChange={onPageChange}
      pageSize={pageSize}
      totalRecords={totalRecords}
    />
  );
}
