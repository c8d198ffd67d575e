import type { VendorPayment, VendorPaymentSortField } from '@seva/contract';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { viewColumn } from '@/components/view-icon-button';
import { formatDate, formatPaymentTableDateTime, formatRupees } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';

export const NO_VENDOR_PAYMENTS = 'No vendor payments available';
export const NO_MATCHING_VENDOR_PAYMENTS = 'No matching vendor payments found';

interface VendorPaymentsTableProps extends PagedTableProps<VendorPayment> {
  sort: TableSort<VendorPaymentSortField>;
  onView: (payment: VendorPayment) => void;
}

/**
 * docs/product/customers-and-payments.md#vendor-payments: vendor name, vendor id, date, payment id (the
 * provider's), renewal date, plan, amount, view; the name, the dates, the plan and the amount sorted on
 * the server.
 */
export function VendorPaymentsTable({ searching, onView, ...paged }: VendorPaymentsTableProps) {
  return (
    <PagedDataTable<VendorPayment, VendorPaymentSortField>
      aria-label="Vendor payments"
      idAccessor="payment_id"
      columns={[
        { accessor: 'vendor_name', title: 'Vendor Name', sortable: true },
        { accessor: 'vendor_id', title: 'Vendor ID' },
        {
          accessor: 'payment_date',
          title: 'Payment Date',
          sortable: true,
          noWrap: true,
          render: (p) => formatPaymentTableDateTime(p.payment_date),
        },
        {
          accessor: 'payment_details.provider_payment_id',
          title: 'Payment ID',
          render: (p) => p.payment_details.provider_payment_id,
        },
        {
          accessor: 'payment_details.renewal_date',
          title: 'Renewal Date',
          sortable: true,
          sortKey: 'renewal_date',
          noWrap: true,
          render: (p) => formatDate(p.payment_details.renewal_date),
        },
        {
          accessor: 'payment_details.plan_name',
          title: 'Plan',
          sortable: true,
          sortKey: 'plan_name',
          render: (p) => p.payment_details.plan_name,
        },
        {
          accessor: 'payment_details.price',
          title: 'Amount',
          sortable: true,
          sortKey: 'price',
          textAlign: 'right',
          render: (p) => formatRupees(p.payment_details.price),
        },
        viewColumn({
          tooltip: 'View payment',
          label: (p) => `View payment ${p.payment_details.provider_payment_id}`,
          onView,
        }),
      ]}
      emptyText={searching ? NO_MATCHING_VENDOR_PAYMENTS : NO_VENDOR_PAYMENTS}
      {...paged}
    />
  );
}
