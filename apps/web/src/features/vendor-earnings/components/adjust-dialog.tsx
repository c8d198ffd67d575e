import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ledgerAdjustmentBodySchema } from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { RupeeAmountInput } from '@/components/rupee-amount-input';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useAdjustLedger } from '../api/vendor-earnings';
import { VendorEarningsTexts as T } from '../texts';

/** The form's values: the NumberInput's (a number, or '' while blank) and the reason as typed. */
interface AdjustFormValues {
  amount: number | string;
  reason: string;
}

const validate = formSchema<AdjustFormValues>(ledgerAdjustmentBodySchema, {
  amount: { blank: T.amountRequired, invalid_type: T.amountRequired },
  reason: { blank: T.reasonRequired, too_big: T.reasonTooLong },
});

interface AdjustDialogProps {
  vendorId: number;
  vendorName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * docs/product/vendor-ledger.md#vendor-earnings-screen: an amount in rupees (negative takes from the
 * balance) and a reason; the server's refusal stays in the dialog, a success closes it with a notice
 * while the ledger and the balances are fetched again.
 */
export function AdjustDialog({ vendorId, vendorName, opened, onClose }: AdjustDialogProps) {
  const adjust = useAdjustLedger();
  const form = useForm<AdjustFormValues>({
    initialValues: { amount: '', reason: '' },
    validate,
    onValuesChange: () => {
      if (adjust.isError) adjust.reset();
    },
  });
  const close = () => {
    if (adjust.isPending) return;
    adjust.reset();
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    adjust.mutate(
      { vendorId, body: { amount: Number(values.amount), reason: values.reason.trim() } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: T.adjusted(vendorName),
          });
          close();
        },
      },
    );
  });
  return (
    <Modal opened={opened} onClose={close} title={T.adjustTitle(vendorName)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RupeeAmountInput
            label={T.adjustAmount}
            description={T.adjustAmountDescription}
            allowNegative
            disabled={adjust.isPending}
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Textarea
            label={T.adjustReason}
            required
            rows={3}
            maxLength={500}
            disabled={adjust.isPending}
            {...form.getInputProps('reason')}
          />
          <FormError title={T.adjustFailed} message={adjust.isError ? errorMessage(adjust.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={adjust.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={adjust.isPending} disabled={adjust.isError}>
              {T.adjustSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
