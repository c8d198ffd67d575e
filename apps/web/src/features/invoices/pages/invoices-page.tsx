import { Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Invoice, invoiceSortFields } from '@seva/contract';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { messageOr } from '@/lib/api-error';
import { usePagedSearch } from '@/lib/use-paged-search';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { INVOICES_API_PATH, INVOICES_SORT, useInvoices } from '../api/get-invoices';
import { InvoicesTable } from '../components/invoices-table';
import { InvoicesTexts } from '../texts';

/** The screen's settings in its URL beside `q` and `page`: `/invoices?q=SEVA/2026-27&sort=-total`. */
const INVOICES_URL = { sort: INVOICES_SORT };

/**
 * /invoices (docs/product/invoices.md#screen): the GST tax invoices of vendors' plan payments and their
 * credit notes, newest first, searched by vendor name or number, exported as CSV, each downloadable as
 * its PDF.
 */
export function InvoicesPage() {
  const paging = usePagedSearch({ filters: INVOICES_URL });
  const { filters, setFilters } = paging;
  const { sort } = filters;
  const invoices = useInvoices({ q: paging.term, sort, limit: paging.limit, offset: paging.offset });
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(invoice: Invoice) {
    setDownloading(invoice.invoice_id);
    try {
      await downloadInvoicePdf(invoice);
    } catch (failure) {
      notifications.show({ color: 'red', message: messageOr(failure, InvoicesTexts.downloadFailed) });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoices-heading">
      <Stack gap="md">
        <ListHeader
          search={{ label: InvoicesTexts.search, value: paging.search, onChange: paging.setSearch }}
          actions={<ExportCsvButton path={INVOICES_API_PATH} filters={{ q: paging.term, sort }} />}
        >
          <ListTitle
            title={InvoicesTexts.title}
            headingId="invoices-heading"
            summary={
              invoices.data?.total === undefined ? undefined : InvoicesTexts.summary(invoices.data.total)
            }
          />
        </ListHeader>
        {invoices.isError ? (
          <QueryErrorAlert
            error={invoices.error}
            title={InvoicesTexts.loadFailed}
            onRetry={() => invoices.refetch()}
          />
        ) : (
          <InvoicesTable
            {...pagedTableProps(paging, invoices, {
              records: invoices.data?.data,
              total: invoices.data?.total,
            })}
            sort={{ value: sort, fields: invoiceSortFields, onChange: (next) => setFilters({ sort: next }) }}
            onDownload={download}
            downloading={downloading}
          />
        )}
      </Stack>
    </Paper>
  );
}
