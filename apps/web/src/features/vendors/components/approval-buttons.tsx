import { Button, Group, type GroupProps } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { usePermission } from '@/components/can';
import { type ApprovalAction, useApprovalActions } from '../hooks/use-approval-actions';
import { RejectTexts } from '../messages';
import { RejectVendorDialog } from './reject-vendor-dialog';

interface ApprovalButtonsProps extends GroupProps {
  vendor: Pick<Vendor, 'vendor_id' | 'vendor_name'>;
  /** Called after a successful decision. */
  onDecided?: (action: ApprovalAction) => void;
  /** Disables both buttons (e.g. the vendor is no longer pending). */
  disabled?: boolean;
  /** Extra buttons after Approve (View More, Back). */
  children?: ReactNode;
}

/**
 * Reject and Approve, both disabled while any decision is being saved (docs/product/vendors.md#approval-states);
 * only for a member whose role has `vendors.decide`, the extra buttons for everyone. Reject asks for the
 * reason first (docs/product/vendors.md#reject-with-a-reason).
 */
export function ApprovalButtons({
  vendor,
  onDecided,
  disabled = false,
  children,
  ...groupProps
}: ApprovalButtonsProps) {
  const { decide, reject, isPending, running } = useApprovalActions();
  const runningHere = running?.vendorId === vendor.vendor_id ? running.action : null;
  const canDecide = usePermission('vendors.decide');
  const [rejecting, setRejecting] = useState(false);
  if (!canDecide && !children) return null;

  async function run(action: ApprovalAction) {
    if (await decide(vendor, action)) onDecided?.(action);
  }

  async function rejectWith(reason: string): Promise<string | null> {
    const failure = await reject(vendor, reason);
    if (failure === null) {
      setRejecting(false);
      onDecided?.('reject');
    }
    return failure;
  }

  return (
    <Group gap="xs" {...groupProps}>
      {canDecide ? (
        <>
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={disabled || (isPending && runningHere !== 'reject')}
            loading={runningHere === 'reject'}
            onClick={() => setRejecting(true)}
            aria-haspopup="dialog"
          >
            Reject
          </Button>
          <Button
            color="teal"
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={disabled || (isPending && runningHere !== 'approve')}
            loading={runningHere === 'approve'}
            onClick={() => run('approve')}
          >
            Approve
          </Button>
        </>
      ) : null}
      {children}
      {canDecide ? (
        <RejectVendorDialog
          opened={rejecting}
          title={RejectTexts.title(vendor.vendor_name)}
          saving={runningHere === 'reject'}
          onReject={rejectWith}
          onCancel={() => setRejecting(false)}
        />
      ) : null}
    </Group>
  );
}
