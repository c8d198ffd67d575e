import { Text } from '@mantine/core';
import type { Invoice, InvoiceSortField } from '@seva/contract';
import { IconFileTypePdf } from '@tabler/icons-react';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { actionsColumn } from '@/components/row-actions';
import { formatDate, formatRupees } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';
import { InvoicesTexts } from '../texts';

interface InvoicesTableProps extends PagedTableProps<Invoice> {
  sort: TableSort<InvoiceSortField>;
  onDownload: (invoice: Invoice) => void;
  /** The invoice whose PDF is downloading, if any. */
  downloading: number | null;
}

const money = (accessor: 'taxable_value' | 'cgst' | 'sgst' | 'igst', title: string) => ({
  accessor,
  title,
  textAlign: 'right' as const,
  noWrap: true,
  render: (r: Invoice) => formatRupees(r[accessor]),
});

/**
 * docs/product/invoices.md#screen: each invoice's and credit note's number (a credit note marked under it),
 * date, vendor, plan, taxable value, CGST, SGST, IGST and total; `Download PDF` per row (a ⋮ menu below
 * 1200 px of table). Number, date and total sort on the server.
 */
export function InvoicesTable({ searching, onDownload, downloading, ...paged }: InvoicesTableProps) {
  return (
    <PagedDataTable<Invoice, InvoiceSortField>
      aria-label={InvoicesTexts.table}
      idAccessor="invoice_id"
      columns={[
        {
          accessor: 'invoice_number',
          title: 'Number',
          sortable: true,
          sortKey: 'invoice_id',
          noWrap: true,
          // A credit note says so under its number (no room for a column of its own at 1280 px).
          render: (r) => (
            <>
              <Text size="sm">{r.invoice_number}</Text>
              {r.kind === 'credit_note' ? (
                <Text size="xs" c="dimmed">
                  {InvoicesTexts.kinds.credit_note}
                </Text>
              ) : null}
            </>
          ),
        },
        {
          accessor: 'invoice_date',
          title: 'Date',
          sortable: true,
          noWrap: true,
          render: (r) => formatDate(r.invoice_date),
        },
        {
          accessor: 'vendor_name',
          title: 'Vendor and plan',
          // The plan under the vendor: at 1280 px the table has no room for a column of its own.
          render: (r) => (
            <>
              <Text size="sm">{r.vendor_name}</Text>
              <Text size="xs" c="dimmed">
                {r.plan}
              </Text>
            </>
          ),
        },
        money('taxable_value', 'Taxable value'),
        money('cgst', 'CGST'),
        money('sgst', 'SGST'),
        money('igst', 'IGST'),
        {
          accessor: 'total',
          title: 'Total',
          sortable: true,
          textAlign: 'right',
          noWrap: true,
          render: (r) => formatRupees(r.total),
        },
        actionsColumn<Invoice>({
          rowName: (r) => r.invoice_number,
          buttonsFrom: 1200,
          actions: (r) => [
            {
              label: InvoicesTexts.downloadPdf,
              icon: <IconFileTypePdf size={16} aria-hidden />,
              onClick: () => onDownload(r),
              disabled: downloading === r.invoice_id,
            },
          ],
        }),
      ]}
      emptyText={searching ? InvoicesTexts.noMatching : InvoicesTexts.empty}
      {...paged}
    />
  );
}
