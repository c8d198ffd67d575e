import { Accordion, Center, Divider, Group, Stack, Text } from '@mantine/core';
import type { Customer } from '@seva/contract';
import { DetailsModal } from '@/components/details-modal';
import { EntityTimeline } from '@/components/entity-timeline';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { formatDateTime, formatRupees } from '@/lib/format';
import { usePaymentDetails } from '../api/get-payment-details';
import { PaymentDetailsList } from './payment-details-list';
import { NO_PAYMENTS } from './payments-table';

interface CustomerPaymentsDialogProps {
  /** The customer whose payments to show; null keeps the dialog closed. */
  customer: Customer | null;
  onClose: () => void;
}

/** A customer's payments (GET paymentdetails/{id}), newest first; the newest is open. Then the customer's history (docs/product/cockpit.md#audit-trail). */
export function CustomerPaymentsDialog({ customer, onClose }: CustomerPaymentsDialogProps) {
  const payments = usePaymentDetails(customer?.customer_id ?? null);
  const records = payments.data?.records ?? [];

  return (
    <DetailsModal
      opened={customer !== null}
      onClose={onClose}
      title={`Payment Details of ${customer?.customer_name ?? ''}`}
      size="xl"
    >
      <Stack gap="lg">
        {payments.isPending ? (
          <Center py="lg">
            <LoadingIndicator />
          </Center>
        ) : payments.isError ? (
          <QueryErrorAlert error={payments.error} />
        ) : records.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {NO_PAYMENTS}
          </Text>
        ) : (
          <Accordion variant="separated" defaultValue={String(records[0]?.payment_id)} aria-label="Payments">
            {records.map((payment) => (
              <Accordion.Item key={payment.payment_id} value={String(payment.payment_id)}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="sm">
                    <Text size="sm">
                      {formatDateTime(payment.payment_date)} · Ref {payment.payment_ref_no}
                    </Text>
                    <Text size="sm" fw={600}>
                      {formatRupees(payment.payment_amount)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <PaymentDetailsList payment={payment} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
        {customer ? (
          <>
            <Divider />
            <EntityTimeline entity="customer" id={customer.customer_id} />
          </>
        ) : null}
      </Stack>
    </DetailsModal>
  );
}
