import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMMON_REJECTION_REASONS, updateVendorBodySchema } from '@seva/contract';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { formSchema } from '@/lib/form-schema';
import { RejectTexts, VendorTexts } from '../messages';

interface RejectVendorDialogProps {
  opened: boolean;
  /** `Reject {vendor}?`, or the bulk question `Reject {n} vendors?`; the dialog's name. */
  title: string;
  /** Shown above the reasons (the bulk dialog's vendor names). */
  children?: ReactNode;
  /** Rejects with the reason: null when done, else the server's message (the dialog stays open with it). */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
  /** While the rejection is being saved. */
  saving: boolean;
}

/**
 * docs/product/vendors.md#reject-with-a-reason: `Reject {vendor}?` with the common reasons to pick (each
 * fills the reason) and the reason as free text, at most 500 characters. Cancel and Escape send nothing.
 * The bulk `Reject selected` asks the same, once for every vendor selected.
 */
export function RejectVendorDialog({
  opened,
  title,
  children,
  onReject,
  onCancel,
  saving,
}: RejectVendorDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      {opened ? (
        <RejectForm onReject={onReject} onCancel={onCancel} saving={saving}>
          {children}
        </RejectForm>
      ) : null}
    </Modal>
  );
}

/** The contract's rejected_reason, which this dialog requires (the vendor is told it). */
const rejectSchema = z.object({
  reason: updateVendorBodySchema.shape.rejected_reason.unwrap().unwrap().min(1),
});

function RejectForm({
  onReject,
  onCancel,
  saving,
  children,
}: Omit<RejectVendorDialogProps, 'opened' | 'title'>) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: formSchema(rejectSchema, {
      reason: { blank: RejectTexts.reasonRequired, too_big: RejectTexts.reasonTooLong },
    }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const reasonError = form.errors.reason;
  const reason = form.values.reason;

  async function submit({ reason: text }: { reason: string }) {
    setFailure(null);
    const message = await onReject(text.trim());
    if (message !== null) setFailure(VendorTexts.error(message));
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {children}
        <Text size="sm">{RejectTexts.intro}</Text>
        <Stack gap={6} role="group" aria-label={RejectTexts.commonReasons}>
          <Text size="sm" fw={500} aria-hidden>
            {RejectTexts.commonReasons}
          </Text>
          <Group gap={6}>
            {COMMON_REJECTION_REASONS.map((common) => (
              <Button
                key={common}
                size="compact-sm"
                variant={reason.trim() === common ? 'filled' : 'light'}
                aria-pressed={reason.trim() === common}
                disabled={saving}
                onClick={() => form.setFieldValue('reason', common)}
              >
                {common}
              </Button>
            ))}
          </Group>
        </Stack>
        <Textarea
          label={RejectTexts.reasonLabel}
          description={RejectTexts.reasonCount(reason.length)}
          {...form.getInputProps('reason')}
          error={Boolean(reasonError)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={500}
          disabled={saving}
          data-autofocus
        />
        <FormError message={typeof reasonError === 'string' ? reasonError : failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {RejectTexts.cancel}
          </Button>
          <Button type="submit" color="red" loading={saving}>
            {RejectTexts.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
