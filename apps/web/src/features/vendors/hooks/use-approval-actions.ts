import { notifications } from '@mantine/notifications';
import type { Vendor } from '@seva/contract';
import { errorMessage } from '@/lib/api-error';
import { useUpdateVendor } from '../api/update-vendor';
import { VendorTexts } from '../messages';

export type ApprovalAction = 'approve' | 'reject';

type Target = Pick<Vendor, 'vendor_id' | 'vendor_name'>;

/**
 * Approve or reject a pending vendor (SPEC §4). The returned promise settles after the lists have
 * been fetched again, so the vendor has left the pending list; while it runs `isPending` is true and
 * the screens disable both buttons. The update flag is reset afterwards.
 */
export function useApprovalActions() {
  const update = useUpdateVendor();

  async function decide(vendor: Target, action: ApprovalAction): Promise<boolean> {
    try {
      await update.mutateAsync({ vendor, decision: { action } });
      notifications.show({
        color: 'teal',
        message: `${vendor.vendor_name} has been ${action === 'approve' ? 'approved' : 'rejected'}.`,
      });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', message: VendorTexts.error(errorMessage(error)) });
      return false;
    } finally {
      update.reset();
    }
  }

  const running = update.isPending ? update.variables : undefined;
  return {
    decide,
    isPending: update.isPending,
    /** Which vendor and action is running, to show a spinner on that one button. */
    running: running ? { vendorId: running.vendor.vendor_id, action: running.decision.action } : null,
  };
}
