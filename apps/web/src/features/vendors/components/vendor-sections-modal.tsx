import { Divider, Stack } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { Fragment, type ReactNode } from 'react';
import { type DetailItem, DetailList } from '@/components/detail-list';
import { DetailsModal } from '@/components/details-modal';

/** One titled group of a vendor dialog, e.g. 'KYC Details' built from kycItems. */
export interface VendorSection {
  title: string;
  items: (vendor: Vendor) => DetailItem[];
}

interface VendorSectionsModalProps {
  /** The vendor to show; null keeps the dialog closed. */
  vendor: Vendor | null;
  onClose: () => void;
  title: string;
  /** The field groups, in order, divided by rules. */
  sections: readonly VendorSection[];
  /** What follows the groups, e.g. the vendor's history. */
  footer?: (vendor: Vendor) => ReactNode;
}

/** A vendor's fields in titled groups: the body of every vendor details dialog. */
export function VendorSectionsModal({ vendor, onClose, title, sections, footer }: VendorSectionsModalProps) {
  return (
    <DetailsModal opened={vendor !== null} onClose={onClose} title={title} size="xl">
      {vendor ? (
        <Stack gap="lg">
          {sections.map((section, index) => (
            <Fragment key={section.title}>
              {index > 0 ? <Divider /> : null}
              <DetailList title={section.title} cols={3} items={section.items(vendor)} />
            </Fragment>
          ))}
          {footer ? (
            <>
              <Divider />
              {footer(vendor)}
            </>
          ) : null}
        </Stack>
      ) : null}
    </DetailsModal>
  );
}
