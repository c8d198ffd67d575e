import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CustomerPayment, createRefundBodySchema } from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { z } from 'zod';
import { DetailList } from '@/components/detail-list';
import { FormError } from '@/components/form-error';
import { RupeeAmountInput } from '@/components/rupee-amount-input';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { formatRupees } from '@/lib/format';
import { REFUND_AMOUNT_TEXTS, refundAmountOf, refundAmountSchema } from '@/lib/refund-amount';
import { useCreateRefund } from '../api/create-refund';
import { RefundTexts as T } from '../refund-texts';

/** The form's values: the NumberInput's (a number, or '' while blank) and the reason as typed. */
export interface RefundFormValues {
  amount: number | string;
  reason: string;
}

/** The contract's refund body, its amount at most what is still refundable (lib/refund-amount.ts). */
export function refundFormSchema(refundable: number) {
  return z.object({ amount: refundAmountSchema(refundable), reason: createRefundBodySchema.shape.reason });
}

interface RefundDialogProps {
  /** The payment to refund, as last read (its refundable amount); null keeps the dialog closed. */
  payment: CustomerPayment | null;
  onClose: () => void;
}

/**
 * docs/product/refunds-screens.md#refund-dialog: the amount (the whole refundable amount unless edited
 * down) and a reason; `Refund ₹X` asks the server, whose refusal stays in the dialog; a success closes it
 * with a notice while the payment lists and refunds are fetched again.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const create = useCreateRefund();
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={payment !== null}
      onClose={close}
      title={payment ? T.title(payment.payment_ref_no) : T.refund}
      centered
      closeOnClickOutside={!create.isPending}
      closeOnEscape={!create.isPending}
      withCloseButton={!create.isPending}
    >
      {payment ? (
        <RefundForm key={payment.payment_id} payment={payment} create={create} onClose={close} />
      ) : null}
    </Modal>
  );
}

interface RefundFormProps {
  payment: CustomerPayment;
  create: ReturnType<typeof useCreateRefund>;
  onClose: () => void;
}

function RefundForm({ payment, create, onClose }: RefundFormProps) {
  // The amount refundable when the dialog opened: the form checks against it, the server decides.
  const refundable = payment.refundable_amount;
  const validate = useMemo(
    () =>
      formSchema<RefundFormValues>(refundFormSchema(refundable), {
        amount: REFUND_AMOUNT_TEXTS,
        reason: { blank: T.reasonRequired, too_big: T.reasonTooLong },
      }),
    [refundable],
  );
  const form = useForm<RefundFormValues>({
    initialValues: { amount: refundable, reason: '' },
    validate,
    // A changed amount or reason may be sent again after a refusal.
    onValuesChange: () => {
      if (create.isError) create.reset();
    },
  });
  const amount = refundAmountOf(form.values.amount);

  const submit = form.onSubmit((values) => {
    const body = { amount: Number(values.amount), reason: values.reason.trim() };
    create.mutate(
      { paymentId: payment.payment_id, body },
      {
        onSuccess: (refund) => {
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: T.requested(refund.amount, payment.customer_name),
          });
          create.reset();
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DetailList
          cols={3}
          items={[
            { label: T.paid, value: formatRupees(payment.payment_amount) },
            { label: T.refunded, value: formatRupees(payment.refunded_amount) },
            { label: T.refundable, value: formatRupees(refundable) },
          ]}
        />
        <RupeeAmountInput
          label={T.amount}
          description={T.amountDescription(refundable)}
          disabled={create.isPending}
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Textarea
          label={T.reason}
          required
          rows={3}
          maxLength={500}
          disabled={create.isPending}
          {...form.getInputProps('reason')}
        />
        <FormError title={T.failed} message={create.isError ? errorMessage(create.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red" loading={create.isPending} disabled={create.isError}>
            {T.submit(amount)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
