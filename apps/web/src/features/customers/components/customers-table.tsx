import { Button } from '@mantine/core';
import type { Customer, CustomerSortField } from '@seva/contract';
import { usePermission } from '@/components/can';
import { EmailAddress } from '@/components/email-address';
import { NA } from '@/components/not-available';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { formatAddress } from '@/lib/address';
import type { TableSort } from '@/lib/table-sort';

export const NO_CUSTOMERS = 'No customers available';
export const NO_MATCHING_CUSTOMERS = 'No matching customers found';

interface CustomersTableProps extends PagedTableProps<Customer> {
  sort: TableSort<CustomerSortField>;
  onViewPayments: (customer: Customer) => void;
}

/** docs/product/customers-and-payments.md#user-details: Name, Mobile Number, Country, Gender, Address, Email and Actions. */
export function CustomersTable({ searching, onViewPayments, ...paged }: CustomersTableProps) {
  // A customer's payments need `payments.read` (docs/product/team.md#what-the-web-shows).
  const canSeePayments = usePermission('payments.read');
  return (
    <PagedDataTable<Customer, CustomerSortField>
      aria-label="Customers"
      idAccessor="customer_id"
      columns={[
        { accessor: 'customer_name', title: 'Name', sortable: true },
        { accessor: 'mobile', title: 'Mobile Number', noWrap: true },
        { accessor: 'customer_country', title: 'Country', render: (c) => <NA value={c.customer_country} /> },
        { accessor: 'gender', title: 'Gender', render: (c) => <NA value={c.gender} /> },
        {
          accessor: 'customer_address',
          title: 'Address',
          render: (c) => <NA value={formatAddress(c.customer_address)} />,
        },
        {
          accessor: 'customer_email',
          title: 'Email',
          render: (c) => <EmailAddress value={c.customer_email} />,
        },
        ...(canSeePayments
          ? [
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right' as const,
                render: (c: Customer) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onViewPayments(c)}
                    aria-label={`Payment details of ${c.customer_name}`}
                  >
                    Payment Details
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      emptyText={searching ? NO_MATCHING_CUSTOMERS : NO_CUSTOMERS}
      {...paged}
    />
  );
}
