import { Button, List } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Vendor } from '@seva/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { BulkActionBar } from '@/components/bulk-action-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { showBulkOutcome } from '@/lib/bulk-outcome';
import type { RowSelection } from '@/lib/use-row-selection';
import { type BulkDecision, useBulkDecideVendors } from '../api/bulk-decide-vendors';
import { VendorTexts } from '../messages';
import { RejectVendorDialog } from './reject-vendor-dialog';

/**
 * Pending Approval's bulk bar (docs/product/vendors.md#bulk-actions): `Approve selected` and
 * `Reject selected`, each confirmed with the vendors' names, sent as one request, then the per-vendor
 * outcome and the selection cleared.
 */
export function BulkApprovalBar({ selection }: { selection: RowSelection<Vendor> }) {
  const [asking, setAsking] = useState<BulkDecision | null>(null);
  const bulk = useBulkDecideVendors();
  const vendors = selection.selected;

  async function confirm(decision: BulkDecision, reason?: string) {
    const names = new Map(vendors.map((vendor) => [vendor.vendor_id, vendor.vendor_name]));
    try {
      const results = await bulk.mutateAsync({ decision, vendorIds: [...names.keys()], reason });
      showBulkOutcome({
        results,
        nameOf: (id) => names.get(id) ?? `Vendor #${id}`,
        done: (n) => VendorTexts.bulkDone(decision, n),
      });
      selection.clear();
    } catch (error) {
      notifications.show({ color: 'red', message: VendorTexts.error(errorMessage(error)) });
    } finally {
      setAsking(null);
    }
  }

  const names = (
    <List size="sm" component="span" style={{ display: 'block' }}>
      {vendors.map((vendor) => (
        <List.Item key={vendor.vendor_id}>{vendor.vendor_name}</List.Item>
      ))}
    </List>
  );

  return (
    <>
      <BulkActionBar count={vendors.length} onClear={selection.clear}>
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => setAsking('reject')}
        >
          {VendorTexts.rejectSelected}
        </Button>
        <Button
          size="compact-sm"
          color="teal"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={() => setAsking('approve')}
        >
          {VendorTexts.approveSelected}
        </Button>
      </BulkActionBar>
      <ConfirmDialog
        opened={asking === 'approve'}
        title={VendorTexts.confirmBulk('approve', vendors.length)}
        confirmLabel={VendorTexts.confirmBulkYes('approve')}
        confirmColor="teal"
        loading={bulk.isPending}
        onConfirm={() => confirm('approve')}
        onCancel={() => setAsking(null)}
      >
        {names}
      </ConfirmDialog>
      {/* A rejection asks its reason, once for all (docs/product/vendors.md#reject-with-a-reason). */}
      <RejectVendorDialog
        opened={asking === 'reject'}
        title={VendorTexts.confirmBulk('reject', vendors.length)}
        saving={bulk.isPending}
        onReject={async (reason) => {
          await confirm('reject', reason);
          return null;
        }}
        onCancel={() => setAsking(null)}
      >
        {names}
      </RejectVendorDialog>
    </>
  );
}
