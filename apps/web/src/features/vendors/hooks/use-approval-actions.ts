import { notifications } from '@mantine/notifications';
import type { Vendor } from '@seva/contract';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-error';
import { type UpdateVendorInput, useUpdateVendor } from '../api/update-vendor';
import { vendorKeys } from '../api/vendor-keys';
import { VendorTexts } from '../messages';

export type ApprovalAction = 'approve' | 'reject';

type Target = Pick<Vendor, 'vendor_id' | 'vendor_name'>;

interface RunningApproval {
  vendorId: number;
  action: ApprovalAction;
}

function isApproval(action: string): action is ApprovalAction {
  return action === 'approve' || action === 'reject';
}

/** The approvals and rejections being saved right now, wherever on the screen they were started. */
function useRunningApprovals(): RunningApproval[] {
  const inputs = useMutationState({
    filters: { mutationKey: vendorKeys.decision(), status: 'pending' },
    // Every mutation under this key is useUpdateVendor's, so its variables are an UpdateVendorInput.
    select: (mutation) => mutation.state.variables as UpdateVendorInput | undefined,
  });
  return inputs.flatMap((input) =>
    input && isApproval(input.decision.kind)
      ? [{ vendorId: input.vendor.vendor_id, action: input.decision.kind }]
      : [],
  );
}

/**
 * Approve or reject a pending vendor. The returned promise settles after the lists have been fetched
 * again, so the vendor has left the pending list. `isPending` is true while any approval or rejection
 * is being saved (every card's buttons are disabled meanwhile); `running` names the one to show a
 * spinner on. The update flag is reset afterwards.
 */
export function useApprovalActions() {
  const update = useUpdateVendor();
  const running = useRunningApprovals();

  async function decide(vendor: Target, action: ApprovalAction): Promise<boolean> {
    try {
      await update.mutateAsync({ vendor, decision: { kind: action } });
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

  return { decide, isPending: running.length > 0, running: running[0] ?? null };
}
