import { Paper, Stack, Title } from '@mantine/core';
import type { CustomerPayment } from '@seva/contract';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useAllPaymentDetails } from '../api/get-all-payment-details';
import { CustomersTabs } from '../components/customers-tabs';
import { PaymentDetailsModal } from '../components/payment-details-modal';
import { PaymentsTable } from '../components/payments-table';

/** /userpaymentdetails: every customer payment, newest first, searchable by customer name. */
export function UserPaymentDetailsPage() {
  const paging = usePagedSearch();
  const payments = useAllPaymentDetails({ q: paging.term, limit: paging.limit, offset: paging.offset });
  const [viewing, setViewing] = useState<CustomerPayment | null>(null);

  return (
    <Stack gap="md">
      <CustomersTabs active="/userpaymentdetails" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search by customer name', value: paging.search, onChange: paging.setSearch }}
            actions={<ExportCsvButton path="/admin/data/allpaymentdetails" filters={{ q: paging.term }} />}
          >
            <Title order={1} size="h3">
              User Payment Details
            </Title>
          </ListHeader>
          {payments.isError ? (
            <QueryErrorAlert error={payments.error} />
          ) : (
            <PaymentsTable
              {...pagedTableProps(paging, payments, {
                records: payments.data?.records,
                total: payments.data?.total,
              })}
              onView={setViewing}
            />
          )}
        </Stack>
      </Paper>
      <PaymentDetailsModal payment={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
