import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COMPLAINT_NOTE_MAX_LENGTH, type ComplaintNote, updateComplaintBodySchema } from '@seva/contract';
import { usePermission } from '@/components/can';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { formatDateTime } from '@/lib/format';
import { useComplaintNotes } from '../api/get-complaint-notes';
import { useUpdateComplaint } from '../api/update-complaint';
import type { ComplaintView } from '../complaint-view';
import { NOTE_CHANNEL_LABELS, NOTE_KIND_LABELS, WorkflowTexts } from '../texts';
import { NoteForm } from './note-form';

function NoteEntry({ note }: { note: ComplaintNote }) {
  const kind = NOTE_KIND_LABELS[note.kind];
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Group gap={6} justify="space-between" wrap="wrap">
        <Text size="xs" fw={600} component="span">
          {note.author_name ?? 'System'}
        </Text>
        <Group gap={6}>
          {kind ? (
            <Badge size="xs" variant="light" tt="none" color={note.kind === 'reply' ? 'blue' : 'green'}>
              {note.channel ? `${kind} · ${NOTE_CHANNEL_LABELS[note.channel]}` : kind}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed" component="span">
            {formatDateTime(note.created_at, { zone: true })}
          </Text>
        </Group>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.text}
      </Text>
    </Paper>
  );
}

/** The complaint's notes, replies and resolutions, oldest first, and `Add note`. */
export function ComplaintNotes({ complaint }: { complaint: ComplaintView }) {
  const notes = useComplaintNotes(complaint.kind, complaint.id);
  const add = useUpdateComplaint();
  const entries = notes.data?.data ?? [];
  // Adding a note is working on the complaint (docs/product/team.md#what-the-web-shows).
  const canWork = usePermission('complaints.work');

  const addNote = async (note: string) => {
    try {
      await add.mutateAsync({ kind: complaint.kind, id: complaint.id, body: { note } });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={WorkflowTexts.notes}>
      <Title order={3} size="h5">
        {WorkflowTexts.notes}
      </Title>
      {notes.isError ? (
        <QueryErrorAlert error={notes.error} onRetry={() => notes.refetch()} />
      ) : notes.isPending ? (
        <LoadingIndicator />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {WorkflowTexts.noNotes}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((note) => (
            <NoteEntry key={note.note_id} note={note} />
          ))}
        </Stack>
      )}
      {canWork ? (
        <NoteForm
          label={WorkflowTexts.addNote}
          submitLabel={WorkflowTexts.addNote}
          rule={updateComplaintBodySchema.shape.note.unwrap()}
          requiredText={WorkflowTexts.noteRequired}
          maxLength={COMPLAINT_NOTE_MAX_LENGTH}
          sending={add.isPending}
          error={add.isError ? add.error : null}
          errorTitle={WorkflowTexts.noteFailed}
          onSubmit={addNote}
        />
      ) : null}
    </Stack>
  );
}
