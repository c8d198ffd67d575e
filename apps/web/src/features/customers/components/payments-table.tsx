import { ActionIcon, Tooltip } from '@mantine/core';
import type { CustomerPayment } from '@seva/contract';
import { IconEye } from '@tabler/icons-react';
import { NA } from '@/components/not-available';
import { PagedDataTable } from '@/components/paged-data-table';
import { formatDateTime, formatRupees } from '@/lib/format';

export const NO_PAYMENTS = 'No payment details available';
export const NO_MATCHING_PAYMENTS = 'No matching payment details found';
/** The height limit of docs/product/customers-and-payments.md#user-payment-details. */
export const PAYMENTS_TABLE_HEIGHT = 500;

interface PaymentsTableProps {
  records: CustomerPayment[];
  loading: boolean;
  fetching: boolean;
  searching: boolean;
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
  onView: (payment: CustomerPayment) => void;
}

/** All customer payments (docs/product/customers-and-payments.md#user-payment-details), 500 px high, paged on the server. */
export function PaymentsTable({
  records,
  loading,
  fetching,
  searching,
  page,
  pageSize,
  totalRecords,
  onPageChange,
  onView,
}: PaymentsTableProps) {
  return (
    <PagedDataTable<CustomerPayment>
      aria-label="Customer payments"
      height={PAYMENTS_TABLE_HEIGHT}
      idAccessor="payment_id"
      records={records}
      columns={[
        { accessor: 'customer_name', title: 'Customer Name' },
        {
          accessor: 'payment_date',
          title: 'Payment Date',
          noWrap: true,
          render: (p) => formatDateTime(p.payment_date),
        },
        { accessor: 'payment_ref_no', title: 'Payment Ref No' },
        { accessor: 'vendor_id', title: 'Vendor ID', render: (p) => <NA value={p.vendor_id} /> },
        {
          accessor: 'service_category_name',
          title: 'Service Category',
          render: (p) => <NA value={p.service_category_name} />,
        },
        {
          accessor: 'payment_amount',
          title: 'Amount',
          textAlign: 'right',
          render: (p) => formatRupees(p.payment_amount),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          textAlign: 'center',
          render: (p) => (
            <Tooltip label="View payment">
              <ActionIcon
                variant="subtle"
                aria-label={`View payment ${p.payment_ref_no}`}
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
      emptyText={searching ? NO_MATCHING_PAYMENTS : NO_PAYMENTS}
      page={page}
      onPageChange={onPageChange}
      pageSize={pageSize}
      totalRecords={totalRecords}
    />
  );
}
