import { Group, Paper, Stack, Title } from '@mantine/core';
import type { Customer } from '@seva/contract';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useCustomers } from '../api/get-customers';
import { CustomerPaymentsDialog } from '../components/customer-payments-dialog';
import { CustomersTable } from '../components/customers-table';
import { CustomersTabs } from '../components/customers-tabs';

/** /userdetails: every customer, searchable by name, with each customer's payments. */
export function UserDetailsPage() {
  const paging = usePagedSearch();
  const customers = useCustomers({ q: paging.term, limit: paging.limit, offset: paging.offset });
  const [paymentsOf, setPaymentsOf] = useState<Customer | null>(null);

  return (
    <Stack gap="md">
      <PageTitle>User Details</PageTitle>
      <CustomersTabs active="/userdetails" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={1} size="h3">
              User Details
            </Title>
            <SearchInput
              label="Search by name"
              value={paging.search}
              onChange={paging.setSearch}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
          {customers.isError ? (
            <QueryErrorAlert error={customers.error} />
          ) : (
            <CustomersTable
              records={customers.data?.data ?? []}
              loading={customers.isPending}
              fetching={customers.isFetching}
              searching={paging.term !== ''}
              page={paging.page}
              pageSize={paging.limit}
              totalRecords={customers.data?.total ?? customers.data?.data.length ?? 0}
              onPageChange={paging.setPage}
              onViewPayments={setPaymentsOf}
            />
          )}
        </Stack>
      </Paper>
      <CustomerPaymentsDialog customer={paymentsOf} onClose={() => setPaymentsOf(null)} />
    </Stack>
  );
}
