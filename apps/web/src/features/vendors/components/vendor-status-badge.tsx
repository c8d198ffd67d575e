import { Stack } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { StatusBadge } from '@/components/status-badge';
import { vendorStatusLabel } from '../vendor-status';

/** Every word the vendor Status column can show, for sizing it. */
export const VENDOR_STATUS_WORDS = ['Active', 'Pending', 'Rejected'] as const;

interface VendorStatusBadgeProps {
  vendor: Pick<Vendor, 'is_approved' | 'is_rejected'>;
}

/** Active or Pending, with a separate Rejected mark when that flag is set. */
export function VendorStatusBadge({ vendor }: VendorStatusBadgeProps) {
  const status = vendorStatusLabel(vendor);
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge color={status === 'Active' ? 'teal' : 'yellow'}>{status}</StatusBadge>
      {vendor.is_rejected ? <StatusBadge color="red">Rejected</StatusBadge> : null}
    </Stack>
  );
}
