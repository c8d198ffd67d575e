import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPLAINT_NOTE_MAX_LENGTH, updateComplaintBodySchema } from '@seva/contract';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { errorLine } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { WorkflowTexts } from '../texts';

interface ResolveDialogProps {
  opened: boolean;
  complaintId: number;
  resolving: boolean;
  /** Why the server refused, e.g. the complaint moved meanwhile (409). */
  error: unknown;
  onResolve: (note: string) => void;
  onCancel: () => void;
  /** The bulk resolve's words (`Resolve 3 complaints`, `Resolve`) instead of one complaint's. */
  title?: string;
  confirmLabel?: string;
}

/** The resolution note: the contract's note rule, required. */
const resolveSchema = z.object({ note: updateComplaintBodySchema.shape.note.unwrap() });

/** Resolving asks how: the resolution note is required. */
export function ResolveDialog({
  opened,
  complaintId,
  resolving,
  error,
  onResolve,
  onCancel,
  title = WorkflowTexts.resolveTitle(complaintId),
  confirmLabel = WorkflowTexts.resolveConfirm,
}: ResolveDialogProps) {
  const form = useForm({
    initialValues: { note: '' },
    validate: formSchema(resolveSchema, { note: { blank: WorkflowTexts.resolutionNoteRequired } }),
  });

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!resolving}
      closeOnEscape={!resolving}
      withCloseButton={!resolving}
    >
      <form onSubmit={form.onSubmit(({ note }) => onResolve(note.trim()))} noValidate>
        <Stack gap="md">
          <Textarea
            label={WorkflowTexts.resolutionNote}
            required
            autosize
            minRows={3}
            maxLength={COMPLAINT_NOTE_MAX_LENGTH}
            {...form.getInputProps('note')}
            data-autofocus
          />
          <FormError
            message={error ? errorLine(errorMessage(error)) : null}
            title={WorkflowTexts.moveFailed}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={resolving}>
              {WorkflowTexts.cancel}
            </Button>
            <Button type="submit" color="green" loading={resolving}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
