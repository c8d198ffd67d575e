import { Paper, Stack, Title } from '@mantine/core';
import { type VendorPayment, vendorPaymentSortFields } from '@seva/contract';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useVendorPaymentDetails, VENDOR_PAYMENTS_URL } from '../api/get-vendor-payment-details';
import { VendorPaymentModal } from '../components/vendor-payment-modal';
import { VendorPaymentsTable } from '../components/vendor-payments-table';

/** /vendorpayments: vendors' subscription payments, loaded on entry, searchable by vendor name, sorted on the server. */
export function VendorPaymentsPage() {
  const paging = usePagedSearch({ filters: VENDOR_PAYMENTS_URL });
  const { sort } = paging.filters;
  const payments = useVendorPaymentDetails({
    q: paging.term,
    limit: paging.limit,
    offset: paging.offset,
    sort,
  });
  const [viewing, setViewing] = useState<VendorPayment | null>(null);

  const heading = (
    <Title order={1} size="h3">
      Vendor Payments
    </Title>
  );

  // docs/product/customers-and-payments.md#vendor-payments: a load error replaces the screen with 'Error: ...'.
  if (payments.isError) {
    return (
      <Stack gap="md">
        {heading}
        <QueryErrorAlert error={payments.error} onRetry={() => payments.refetch()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search by vendor name', value: paging.search, onChange: paging.setSearch }}
            actions={
              <ExportCsvButton
                path="/admin/data/getvendorpaymentdetails"
                filters={{ q: paging.term, sort }}
              />
            }
          >
            {heading}
          </ListHeader>
          <VendorPaymentsTable
            {...pagedTableProps(paging, payments, {
              records: payments.data?.data,
              total: payments.data?.total,
            })}
            sort={{
              value: sort,
              fields: vendorPaymentSortFields,
              onChange: (next) => paging.setFilters({ sort: next }),
            }}
            onView={setViewing}
          />
        </Stack>
      </Paper>
      <VendorPaymentModal payment={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
