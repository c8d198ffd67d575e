import { Group, Paper, Stack, Title } from '@mantine/core';
import type { CustomerPayment } from '@seva/contract';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
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
      <PageTitle>User Payment Details</PageTitle>
      <CustomersTabs active="/userpaymentdetails" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={1} size="h3">
              User Payment Details
            </Title>
            <SearchInput
              label="Search by customer name"
              value={paging.search}
              onChange={paging.setSearch}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
          {payments.isError ? (
            <QueryErrorAlert error={payments.error} />
          ) : (
            <PaymentsTable
              records={payments.data?.records ?? []}
              loading={payments.isPending}
              fetching={payments.isFetching}
              searching={paging.term !== ''}
              page={paging.page}
              pageSize={paging.limit}
              totalRecords={payments.data?.total ?? 0}
              onPageChange={paging.setPage}
              onView={setViewing}
            />
          )}
        </Stack>
      </Paper>
      <PaymentDetailsModal payment={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
