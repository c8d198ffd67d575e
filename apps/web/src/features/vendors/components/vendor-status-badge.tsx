import { Badge, Stack } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { vendorStatusLabel } from '../vendor-status';

/** Badges truncate their label when squeezed; a table cell must not squeeze them. */
const NO_SHRINK = { flexShrink: 0 } as const;

interface VendorStatusBadgeProps {
  vendor: Pick<Vendor, 'is_approved' | 'is_rejected'>;
}

/** Active or Pending (SPEC §4), with a separate Rejected mark when that flag is set. */
export function VendorStatusBadge({ vendor }: VendorStatusBadgeProps) {
  const status = vendorStatusLabel(vendor);
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={status === 'Active' ? 'teal' : 'yellow'} radius="sm" style={NO_SHRINK}>
        {status}
      </Badge>
      {vendor.is_rejected ? (
        <Badge variant="light" color="red" radius="sm" style={NO_SHRINK}>
          Rejected
        </Badge>
      ) : null}
    </Stack>
  );
}
