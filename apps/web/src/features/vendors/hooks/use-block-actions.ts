import { notifications } from '@mantine/notifications';
import type { Vendor } from '@seva/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useUpdateVendor } from '../api/update-vendor';
import { vendorKeys } from '../api/vendor-keys';
import { VendorTexts } from '../messages';

/** docs/product/vendors.md#blocking-states: after an unblock the blocked list is fetched again about a second later. */
export const BLOCKED_REFETCH_DELAY_MS = 1_000;

type Target = Pick<Vendor, 'vendor_id' | 'vendor_name'>;

/**
 * Block and unblock with the alerts of docs/product/vendors.md#actions-dialog: failures as 'Failed to block vendor: {error}' /
 * 'Failed to unblock vendor: {error}', successes as a short notice. Resolves true on success.
 */
export function useBlockActions() {
  const update = useUpdateVendor();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function block(vendor: Target, reason: string): Promise<boolean> {
    try {
      await update.mutateAsync({ vendor, decision: { kind: 'block', reason } });
      notifications.show({ color: 'teal', message: `${vendor.vendor_name} has been blocked.` });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', message: VendorTexts.blockFailed(errorMessage(error)) });
      return false;
    } finally {
      update.reset();
    }
  }

  async function unblock(vendor: Target): Promise<boolean> {
    try {
      await update.mutateAsync({ vendor, decision: { kind: 'unblock' } });
      notifications.show({ color: 'teal', message: `${vendor.vendor_name} has been unblocked.` });
      // Not cleared on unmount: the dialog that asked closes at once, and the refresh must still happen.
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => queryClient.invalidateQueries({ queryKey: vendorKeys.blockedLists() }),
        BLOCKED_REFETCH_DELAY_MS,
      );
      return true;
    } catch (error) {
      notifications.show({ color: 'red', message: VendorTexts.unblockFailed(errorMessage(error)) });
      return false;
    } finally {
      update.reset();
    }
  }

  return { block, unblock, isPending: update.isPending };
}
