import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateVendorBodySchema, type Vendor } from '@seva/contract';
import { useState } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { formSchema } from '@/lib/form-schema';
import { useBlockActions } from '../hooks/use-block-actions';
import { VendorTexts } from '../messages';

interface VendorActionDialogProps {
  /** The vendor acted on; null keeps the dialog closed. */
  vendor: Pick<Vendor, 'vendor_id' | 'vendor_name' | 'is_blocked' | 'blocked_reason'> | null;
  onClose: () => void;
}

/**
 * docs/product/vendors.md#actions-dialog: Unblock Vendor for a blocked vendor, otherwise a reason, Block Vendor and
 * Cancel. Either action asks its confirmation question first, in the same dialog.
 */
export function VendorActionDialog({ vendor, onClose }: VendorActionDialogProps) {
  return (
    <Modal
      opened={vendor !== null}
      onClose={onClose}
      title={vendor ? `Actions for ${vendor.vendor_name}` : 'Vendor actions'}
      centered
    >
      {vendor ? <ActionDialogBody key={vendor.vendor_id} vendor={vendor} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The contract's blocked_reason, which blocking requires (docs/product/vendors.md#actions-dialog). */
const blockSchema = z.object({
  reason: updateVendorBodySchema.shape.blocked_reason.unwrap().unwrap().trim().min(1),
});

interface BodyProps {
  vendor: NonNullable<VendorActionDialogProps['vendor']>;
  onClose: () => void;
}

function ActionDialogBody({ vendor, onClose }: BodyProps) {
  const { block, unblock, isPending } = useBlockActions();
  const form = useForm({
    initialValues: { reason: '' },
    validate: formSchema(blockSchema, { reason: { blank: VendorTexts.blockReasonRequired } }),
  });
  const [confirming, setConfirming] = useState(false);
  const blocked = vendor.is_blocked === 1;
  const reason = form.values.reason;
  const reasonError = form.errors.reason;

  async function confirm() {
    const done = blocked ? await unblock(vendor) : await block(vendor, reason);
    if (done) onClose();
  }

  if (confirming) {
    const question = blocked
      ? VendorTexts.confirmUnblock(vendor.vendor_name)
      : VendorTexts.confirmBlock(vendor.vendor_name);
    return (
      <Stack gap="md">
        <Text fw={600}>{question}</Text>
        {blocked ? null : (
          <Text size="sm" c="dimmed">
            Reason: {reason.trim()}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button color={blocked ? 'teal' : 'red'} loading={isPending} onClick={confirm} data-autofocus>
            {blocked ? 'Yes, unblock' : 'Yes, block'}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (blocked) {
    return (
      <Stack gap="md">
        <Text size="sm">
          This vendor is blocked{vendor.blocked_reason ? `: ${vendor.blocked_reason}` : '.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="teal" onClick={() => setConfirming(true)}>
            Unblock Vendor
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
      <Stack gap="md">
        <Textarea
          label="Reason for blocking"
          placeholder={VendorTexts.blockReasonPlaceholder}
          {...form.getInputProps('reason')}
          error={Boolean(reasonError)}
          rows={4}
          maxLength={500}
          data-autofocus
        />
        <FormError message={typeof reasonError === 'string' ? reasonError : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red">
            Block Vendor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
