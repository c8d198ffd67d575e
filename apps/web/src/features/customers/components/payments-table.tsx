import type { CustomerPayment, CustomerPaymentSortField } from '@seva/contract';
import { NA } from '@/components/not-available';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { PAYMENT_REFUND_STATUS_WORDS, PaymentRefundStatusBadge } from '@/components/refund-status';
import { statusColumn } from '@/components/status-column';
import { viewColumn } from '@/components/view-icon-button';
import { formatPaymentTableDateTime, formatRupees } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';

export const NO_PAYMENTS = 'No payment details available';
export const NO_MATCHING_PAYMENTS = 'No matching payment details found';
/** The height limit of docs/product/customers-and-payments.md#user-payment-details. */
export const PAYMENTS_TABLE_HEIGHT = 500;

interface PaymentsTableProps extends PagedTableProps<CustomerPayment> {
  sort: TableSort<CustomerPaymentSortField>;
  onView: (payment: CustomerPayment) => void;
}

/** All customer payments (docs/product/customers-and-payments.md#user-payment-details), 500 px high, paged on the server. */
export function PaymentsTable({ searching, onView, ...paged }: PaymentsTableProps) {
  return (
    <PagedDataTable<CustomerPayment, CustomerPaymentSortField>
      aria-label="Customer payments"
      height={PAYMENTS_TABLE_HEIGHT}
      idAccessor="payment_id"
      columns={[
        { accessor: 'customer_name', title: 'Customer Name', sortable: true },
        {
          accessor: 'payment_date',
          title: 'Payment Date',
          sortable: true,
          noWrap: true,
          render: (p) => formatPaymentTableDateTime(p.payment_date),
        },
        { accessor: 'payment_ref_no', title: 'Payment Ref No' },
        { accessor: 'vendor_id', title: 'Vendor ID', render: (p) => <NA value={p.vendor_id} /> },
        {
          accessor: 'service_category_name',
          title: 'Service Category',
          sortable: true,
          render: (p) => <NA value={p.service_category_name} />,
        },
        {
          accessor: 'payment_amount',
          title: 'Amount',
          sortable: true,
          textAlign: 'right',
          render: (p) => formatRupees(p.payment_amount),
        },
        // Added by docs/product/refunds-screens.md#user-payment-details: SPEC's columns stay as they were.
        statusColumn<CustomerPayment>(
          {
            accessor: 'refund_status',
            title: 'Refund status',
            render: (p) => <PaymentRefundStatusBadge status={p.refund_status} />,
          },
          Object.values(PAYMENT_REFUND_STATUS_WORDS),
        ),
        viewColumn({ tooltip: 'View payment', label: (p) => `View payment ${p.payment_ref_no}`, onView }),
      ]}
      emptyText={searching ? NO_MATCHING_PAYMENTS : NO_PAYMENTS}
      {...paged}
    />
  );
}
