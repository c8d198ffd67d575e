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
 * Approve or reject (with a reason) a pending vendor. The returned promise settles after the lists have been fetched
 * again, so the vendor has left the pending list. `isPending` is true while any approval or rejection
 * is being saved (every card's buttons are disabled meanwhile); `running` names the one to show a
 * spinner on. The update flag is reset afterwards.
 */
export function useApprovalActions() {
  const update = useUpdateVendor();
  const running = useRunningApprovals();

  /** Saves the decision and tells it done; null when done, else the server's message. */
  async function save(vendor: Target, action: ApprovalAction, reason?: string): Promise<string | null> {
    try {
      const decision = action === 'reject' ? { kind: action, reason } : { kind: action };
      await update.mutateAsync({ vendor, decision });
      notifications.show({
        color: 'teal',
        message: `${vendor.vendor_name} has been ${action === 'approve' ? 'approved' : 'rejected'}.`,
      });
      return null;
    } catch (error) {
      return errorMessage(error);
    } finally {
      update.reset();
    }
  }

  /** Approve (or reject without a reason): a failure is a red notification, nothing stays open to hold it. */
  async function decide(vendor: Target, action: ApprovalAction): Promise<boolean> {
    const failure = await save(vendor, action);
    if (failure !== null) notifications.show({ color: 'red', message: VendorTexts.error(failure) });
    return failure === null;
  }

  /** Reject with the reason from the Reject dialog, which shows a failure itself (it stays open). */
  function reject(vendor: Target, reason: string): Promise<string | null> {
    return save(vendor, 'reject', reason);
  }

  return { decide, reject, isPending: running.length > 0, running: running[0] ?? null };
}
