import { Button, Paper, Stack, Title } from '@mantine/core';
import { type CustomerPayment, customerPaymentSortFields } from '@seva/contract';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '@/components/can';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { REFUNDS_PATH } from '@/lib/paths';
import { usePagedSearch } from '@/lib/use-paged-search';
import { CUSTOMER_PAYMENTS_URL, useAllPaymentDetails } from '../api/get-all-payment-details';
import { CustomersTabs } from '../components/customers-tabs';
import { PaymentDetailsModal } from '../components/payment-details-modal';
import { PaymentsTable } from '../components/payments-table';
import { RefundTexts } from '../refund-texts';

/** /userpaymentdetails: every customer payment, newest first unless sorted otherwise, searchable by customer name. */
export function UserPaymentDetailsPage() {
  const paging = usePagedSearch({ filters: CUSTOMER_PAYMENTS_URL });
  const { sort } = paging.filters;
  const payments = useAllPaymentDetails({ q: paging.term, limit: paging.limit, offset: paging.offset, sort });
  const [viewing, setViewing] = useState<CustomerPayment | null>(null);
  // The payment as the list reads it now: a refund, here or live, changes its amounts and refund status.
  const shown =
    viewing && (payments.data?.records.find((p) => p.payment_id === viewing.payment_id) ?? viewing);
  const showsRefunds = useCanOpen(REFUNDS_PATH);

  return (
    <Stack gap="md">
      <CustomersTabs active="/userpaymentdetails" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search by customer name', value: paging.search, onChange: paging.setSearch }}
            actions={
              <>
                {showsRefunds ? (
                  <Button
                    component={Link}
                    to={REFUNDS_PATH}
                    variant="default"
                    leftSection={<IconReceiptRefund size={16} aria-hidden />}
                  >
                    {RefundTexts.allRefunds}
                  </Button>
                ) : null}
                <ExportCsvButton path="/admin/data/allpaymentdetails" filters={{ q: paging.term, sort }} />
              </>
            }
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
              sort={{
                value: sort,
                fields: customerPaymentSortFields,
                onChange: (next) => paging.setFilters({ sort: next }),
              }}
              onView={setViewing}
            />
          )}
        </Stack>
      </Paper>
      <PaymentDetailsModal payment={shown} onClose={() => setViewing(null)} />
    </Stack>
  );
}
