import { ActionIcon } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { IconEye } from '@tabler/icons-react';

interface ViewDetailsButtonProps {
  vendor: Vendor;
  onOpenDetails: (vendor: Vendor) => void;
}

/**
 * The eye icon of a vendor table row that opens the details dialog. A plain title tooltip: fifty rows of
 * floating tooltips would double the table's first render.
 */
export function ViewDetailsButton({ vendor, onOpenDetails }: ViewDetailsButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`View details of ${vendor.vendor_name}`}
      title="View details"
      onClick={() => onOpenDetails(vendor)}
    >
      <IconEye size={18} aria-hidden />
    </ActionIcon>
  );
}
