import { Button, Group, Stack, Text } from '@mantine/core';
import type { ComplaintStatus } from '@seva/contract';
import { useId, useState } from 'react';
import { usePermission } from '@/components/can';
import { DetailList } from '@/components/detail-list';
import { FormError } from '@/components/form-error';
import { errorLine } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useUpdateComplaint } from '../api/update-complaint';
import { formatAge, MOVE_LABELS, nextMoves } from '../complaint-status';
import type { ComplaintView } from '../complaint-view';
import { WorkflowTexts } from '../texts';
import { AssigneePicker } from './assignee-picker';
import { ComplaintStatusBadge, ServiceLevelBadge } from './complaint-badges';
import { ResolveDialog } from './resolve-dialog';

interface ComplaintWorkflowProps {
  complaint: ComplaintView;
  now: number;
  /** The complaint as the server answered a change. */
  onChanged: (complaint: ComplaintView) => void;
}

/**
 * Status and its next move, the assignee, the service-level times. Moving a complaint and choosing its
 * assignee need `complaints.work`; without it the status and the assignee are shown only.
 */
export function ComplaintWorkflow({ complaint, now, onChanged }: ComplaintWorkflowProps) {
  const canWork = usePermission('complaints.work');
  const move = useUpdateComplaint();
  const assign = useUpdateComplaint();
  const [resolving, setResolving] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const target = { kind: complaint.kind, id: complaint.id };
  const statusId = useId();

  const moveTo = (status: ComplaintStatus, note?: string) =>
    move.mutate(
      { ...target, body: note === undefined ? { status } : { status, note } },
      {
        onSuccess: (changed) => {
          setResolving(false);
          onChanged(changed);
        },
      },
    );

  const startMove = (status: ComplaintStatus) => {
    move.reset();
    if (status === 'resolved') {
      setDialogKey((key) => key + 1);
      setResolving(true);
    } else {
      moveTo(status);
    }
  };

  const closeDialog = () => {
    setResolving(false);
    move.reset();
  };

  return (
    <Stack gap="md" component="section" aria-label="Workflow">
      <Group gap="sm" align="center" role="group" aria-labelledby={statusId}>
        <Text size="xs" c="dimmed" fw={500} id={statusId}>
          {WorkflowTexts.status}
        </Text>
        <ComplaintStatusBadge status={complaint.status} />
        <ServiceLevelBadge complaint={complaint} now={now} />
        {(canWork ? nextMoves(complaint.status) : []).map((status) => (
          <Button
            key={status}
            size="xs"
            variant="light"
            loading={move.isPending && !resolving}
            disabled={move.isPending}
            onClick={() => startMove(status)}
          >
            {MOVE_LABELS[status]}
          </Button>
        ))}
      </Group>
      <FormError
        title={WorkflowTexts.moveFailed}
        message={move.isError && !resolving ? errorLine(errorMessage(move.error)) : null}
      />
      {canWork ? (
        <AssigneePicker
          assigneeId={complaint.assigneeId}
          assigneeName={complaint.assigneeName}
          saving={assign.isPending}
          onChange={(assigneeId) =>
            assign.mutate({ ...target, body: { assignee_id: assigneeId } }, { onSuccess: onChanged })
          }
        />
      ) : (
        <DetailList
          items={[
            { label: WorkflowTexts.assignee, value: complaint.assigneeName ?? WorkflowTexts.unassigned },
          ]}
        />
      )}
      <FormError
        title={WorkflowTexts.assignFailed}
        message={assign.isError ? errorLine(errorMessage(assign.error)) : null}
      />
      <DetailList
        items={[
          { label: WorkflowTexts.age, value: formatAge(complaint.date, now) },
          {
            label: WorkflowTexts.responseDue,
            value: formatDateTime(complaint.firstResponseDueAt, { zone: true }),
          },
          {
            label: WorkflowTexts.resolutionDue,
            value: formatDateTime(complaint.resolutionDueAt, { zone: true }),
          },
          {
            label: WorkflowTexts.firstResponse,
            value: formatDateTime(complaint.firstResponseAt, { zone: true }),
          },
          { label: WorkflowTexts.resolved, value: formatDateTime(complaint.resolvedAt, { zone: true }) },
          { label: WorkflowTexts.resolutionNote, value: complaint.resolutionNote },
        ]}
      />
      <ResolveDialog
        key={dialogKey}
        opened={resolving}
        complaintId={complaint.id}
        resolving={move.isPending}
        error={move.isError ? move.error : null}
        onResolve={(note) => moveTo('resolved', note)}
        onCancel={closeDialog}
      />
    </Stack>
  );
}
