import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { COMPLAINT_NOTE_MAX_LENGTH } from '@seva/contract';
import { type FormEvent, useState } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { WorkflowTexts } from '../texts';

interface ResolveDialogProps {
  opened: boolean;
  complaintId: number;
  resolving: boolean;
  /** Why the server refused, e.g. the complaint moved meanwhile (409). */
  error: unknown;
  onResolve: (note: string) => void;
  onCancel: () => void;
}

/** Resolving asks how: the resolution note is required. */
export function ResolveDialog({
  opened,
  complaintId,
  resolving,
  error,
  onResolve,
  onCancel,
}: ResolveDialogProps) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setMissing(true);
      return;
    }
    onResolve(note.trim());
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={WorkflowTexts.resolveTitle(complaintId)}
      centered
      closeOnClickOutside={!resolving}
      closeOnEscape={!resolving}
      withCloseButton={!resolving}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={WorkflowTexts.resolutionNote}
            required
            autosize
            minRows={3}
            maxLength={COMPLAINT_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? WorkflowTexts.resolutionNoteRequired : undefined}
            data-autofocus
          />
          {error ? <QueryErrorAlert error={error} title={WorkflowTexts.moveFailed} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={resolving}>
              {WorkflowTexts.cancel}
            </Button>
            <Button type="submit" color="green" loading={resolving}>
              {WorkflowTexts.resolveConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
