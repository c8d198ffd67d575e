import type { Vendor } from '@seva/contract';
import { EntityTimeline } from '@/components/entity-timeline';
import {
  accountItems,
  approvalItems,
  businessItems,
  contactItems,
  documentItems,
  kycItems,
  subscriptionItems,
} from './vendor-detail-items';
import { type VendorSection, VendorSectionsModal } from './vendor-sections-modal';

const SECTIONS: readonly VendorSection[] = [
  {
    title: 'Vendor and business',
    items: (v) => [...contactItems(v), ...businessItems(v), ...documentItems(v)],
  },
  { title: 'Bank and KYC', items: (v) => [...accountItems(v), ...kycItems(v)] },
  { title: 'Approval', items: approvalItems },
  { title: 'Subscription and payment', items: subscriptionItems },
];

interface VendorDetailsModalProps {
  /** The vendor to show; null keeps the dialog closed. */
  vendor: Vendor | null;
  onClose: () => void;
}

/** The Vendor List and Blocked Vendors details dialog: every field group of docs/product/vendors.md#vendor-details-dialog,
 * then the vendor's history (docs/product/cockpit.md#audit-trail). */
export function VendorDetailsModal({ vendor, onClose }: VendorDetailsModalProps) {
  return (
    <VendorSectionsModal
      vendor={vendor}
      onClose={onClose}
      title={vendor ? `Vendor details: ${vendor.vendor_name}` : 'Vendor details'}
      sections={SECTIONS}
      footer={(v) => <EntityTimeline entity="vendor" id={v.vendor_id} />}
    />
  );
}
