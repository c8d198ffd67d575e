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

/**
 * Pending Approval's bulk bar (docs/product/vendors.md#bulk-actions): `Approve selected` and
 * `Reject selected`, each confirmed with the vendors' names, sent as one request, then the per-vendor
 * outcome and the selection cleared.
 */
export function BulkApprovalBar({ selection }: { selection: RowSelection<Vendor> }) {
  const [asking, setAsking] = useState<BulkDecision | null>(null);
  const bulk = useBulkDecideVendors();
  const vendors = selection.selected;

  async function confirm(decision: BulkDecision) {
    const names = new Map(vendors.map((vendor) => [vendor.vendor_id, vendor.vendor_name]));
    try {
      const results = await bulk.mutateAsync({ decision, vendorIds: [...names.keys()] });
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
        opened={asking !== null}
        title={asking ? VendorTexts.confirmBulk(asking, vendors.length) : ''}
        confirmLabel={asking ? VendorTexts.confirmBulkYes(asking) : ''}
        confirmColor={asking === 'approve' ? 'teal' : 'red'}
        loading={bulk.isPending}
        onConfirm={() => asking && confirm(asking)}
        onCancel={() => setAsking(null)}
      >
        <List size="sm" component="span" style={{ display: 'block' }}>
          {vendors.map((vendor) => (
            <List.Item key={vendor.vendor_id}>{vendor.vendor_name}</List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </>
  );
}
