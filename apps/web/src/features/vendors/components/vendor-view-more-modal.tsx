import type { Vendor } from '@seva/contract';
import {
  accountItems,
  businessItems,
  contactItems,
  decisionItems,
  documentItems,
  kycItems,
} from './vendor-detail-items';
import { type VendorSection, VendorSectionsModal } from './vendor-sections-modal';

const SECTIONS: readonly VendorSection[] = [
  { title: 'Vendor Details', items: (v) => [...contactItems(v), ...businessItems(v), ...decisionItems(v)] },
  { title: 'KYC Details', items: kycItems },
  { title: 'Account Details', items: accountItems },
  { title: 'Documents', items: documentItems },
];

interface VendorViewMoreModalProps {
  vendor: Vendor | null;
  onClose: () => void;
}

/** Pending Approval's View More: Vendor Details, KYC Details, Account Details, Documents and Close. */
export function VendorViewMoreModal({ vendor, onClose }: VendorViewMoreModalProps) {
  return (
    <VendorSectionsModal
      vendor={vendor}
      onClose={onClose}
      title={vendor ? vendor.vendor_name : 'Vendor'}
      sections={SECTIONS}
    />
  );
}
