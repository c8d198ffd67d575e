import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { DetailList } from '@/components/detail-list';
import {
  accountItems,
  approvalItems,
  businessItems,
  contactItems,
  documentItems,
  kycItems,
  subscriptionItems,
} from './vendor-detail-items';

interface VendorDetailsModalProps {
  /** The vendor to show; null keeps the dialog closed. */
  vendor: Vendor | null;
  onClose: () => void;
}

/** The Vendor List and Blocked Vendors details dialog: every field group of docs/product/vendors.md#vendor-details-dialog. */
export function VendorDetailsModal({ vendor, onClose }: VendorDetailsModalProps) {
  return (
    <Modal
      opened={vendor !== null}
      onClose={onClose}
      title={vendor ? `Vendor details: ${vendor.vendor_name}` : 'Vendor details'}
      size="xl"
      centered
    >
      {vendor ? (
        <Stack gap="lg">
          <DetailList
            title="Vendor and business"
            cols={3}
            items={[...contactItems(vendor), ...businessItems(vendor), ...documentItems(vendor)]}
          />
          <Divider />
          <DetailList title="Bank and KYC" cols={3} items={[...accountItems(vendor), ...kycItems(vendor)]} />
          <Divider />
          <DetailList title="Approval" cols={3} items={approvalItems(vendor)} />
          <Divider />
          <DetailList title="Subscription and payment" cols={3} items={subscriptionItems(vendor)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
