import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { DetailList } from '@/components/detail-list';
import {
  accountItems,
  businessItems,
  contactItems,
  decisionItems,
  documentItems,
  kycItems,
} from './vendor-detail-items';

interface VendorViewMoreModalProps {
  vendor: Vendor | null;
  onClose: () => void;
}

/** Pending Approval's View More: Vendor Details, KYC Details, Account Details, Documents and Close. */
export function VendorViewMoreModal({ vendor, onClose }: VendorViewMoreModalProps) {
  return (
    <Modal
      opened={vendor !== null}
      onClose={onClose}
      title={vendor ? vendor.vendor_name : 'Vendor'}
      size="xl"
      centered
    >
      {vendor ? (
        <Stack gap="lg">
          <DetailList
            title="Vendor Details"
            cols={3}
            items={[...contactItems(vendor), ...businessItems(vendor), ...decisionItems(vendor)]}
          />
          <Divider />
          <DetailList title="KYC Details" cols={3} items={kycItems(vendor)} />
          <Divider />
          <DetailList title="Account Details" cols={3} items={accountItems(vendor)} />
          <Divider />
          <DetailList title="Documents" cols={3} items={documentItems(vendor)} />
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
