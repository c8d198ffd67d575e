import { Paper, Stack, Title } from '@mantine/core';
import { type Customer, customerSortFields } from '@seva/contract';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { usePagedSearch } from '@/lib/use-paged-search';
import { CUSTOMERS_URL, useCustomers } from '../api/get-customers';
import { CustomerPaymentsDialog } from '../components/customer-payments-dialog';
import { CustomersTable } from '../components/customers-table';
import { CustomersTabs } from '../components/customers-tabs';

/** /userdetails: every customer, searchable by name, with each customer's payments. */
export function UserDetailsPage() {
  const paging = usePagedSearch({ filters: CUSTOMERS_URL });
  const { sort } = paging.filters;
  const customers = useCustomers({ q: paging.term, limit: paging.limit, offset: paging.offset, sort });
  const [paymentsOf, setPaymentsOf] = useState<Customer | null>(null);

  return (
    <Stack gap="md">
      <CustomersTabs active="/userdetails" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search by name', value: paging.search, onChange: paging.setSearch }}
            actions={<ExportCsvButton path="/admin/data/getcustomers" filters={{ q: paging.term, sort }} />}
          >
            <Title order={1} size="h3">
              User Details
            </Title>
          </ListHeader>
          {customers.isError ? (
            <QueryErrorAlert error={customers.error} />
          ) : (
            <CustomersTable
              {...pagedTableProps(paging, customers, {
                records: customers.data?.data,
                total: customers.data?.total,
              })}
              sort={{
                value: sort,
                fields: customerSortFields,
                onChange: (next) => paging.setFilters({ sort: next }),
              }}
              onViewPayments={setPaymentsOf}
            />
          )}
        </Stack>
      </Paper>
      <CustomerPaymentsDialog customer={paymentsOf} onClose={() => setPaymentsOf(null)} />
    </Stack>
  );
}
