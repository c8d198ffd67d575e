import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { BulkActionBar } from '@/components/bulk-action-bar';
import { showBulkOutcome } from '@/lib/bulk-outcome';
import type { RowSelection } from '@/lib/use-row-selection';
import { useBulkResolveComplaints } from '../api/bulk-resolve-complaints';
import type { ComplaintKind, ComplaintView } from '../complaint-view';
import { WorkflowTexts } from '../texts';
import { ResolveDialog } from './resolve-dialog';

/**
 * The Complaints screen's bulk bar (docs/product/complaints.md#bulk-resolve): `Resolve selected` asks
 * for one resolution note, sends one request, then shows the per-complaint outcome and clears the
 * selection. A failure of the whole request stays in the dialog.
 */
export function BulkResolveBar({
  kind,
  selection,
}: {
  kind: ComplaintKind;
  selection: RowSelection<ComplaintView>;
}) {
  const [asking, setAsking] = useState(false);
  const bulk = useBulkResolveComplaints();
  const count = selection.selected.length;

  async function resolve(note: string) {
    try {
      const results = await bulk.mutateAsync({ kind, ids: selection.selected.map((c) => c.id), note });
      showBulkOutcome({ results, nameOf: WorkflowTexts.complaintName, done: WorkflowTexts.bulkResolved });
      selection.clear();
      setAsking(false);
      bulk.reset();
    } catch {
      // Shown in the dialog (bulk.error), which stays open.
    }
  }

  function cancel() {
    setAsking(false);
    bulk.reset();
  }

  return (
    <>
      <BulkActionBar count={count} onClear={selection.clear}>
        <Button
          size="compact-sm"
          color="green"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {WorkflowTexts.resolveSelected}
        </Button>
      </BulkActionBar>
      {asking ? (
        <ResolveDialog
          opened
          complaintId={0}
          title={WorkflowTexts.bulkResolveTitle(count)}
          confirmLabel={WorkflowTexts.bulkResolveConfirm}
          resolving={bulk.isPending}
          error={bulk.error}
          onResolve={resolve}
          onCancel={cancel}
        />
      ) : null}
    </>
  );
}
