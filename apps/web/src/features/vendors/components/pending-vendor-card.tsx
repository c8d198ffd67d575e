import { Anchor, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { IconChevronRight, IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { NA } from '@/components/not-available';
import { VendorTexts } from '../messages';
import { pendingApprovalViewPath } from '../paths';
import { availability } from '../vendor-status';
import { ApprovalButtons } from './approval-buttons';
import { PhotoStrip } from './photo-strip';

interface PendingVendorCardProps {
  vendor: Vendor;
  onViewMore: (vendor: Vendor) => void;
  /** Whether the card is selected for a bulk action, and how to change it (docs/product/vendors.md#bulk-actions). */
  selected?: boolean;
  onSelect?: (vendor: Vendor, selected: boolean) => void;
}

/** One pending vendor of the approval grid. */
export function PendingVendorCard({
  vendor,
  onViewMore,
  selected = false,
  onSelect,
}: PendingVendorCardProps) {
  const headingId = `pending-vendor-${vendor.vendor_id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId} h="100%">
      <Card.Section>
        <ImageWithFallback
          src={vendor.image_url[0]}
          alt={`${vendor.vendor_name} work photo`}
          h={150}
          fit="cover"
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        {onSelect ? (
          <Checkbox
            size="sm"
            label="Select"
            aria-label={VendorTexts.selectVendor(vendor.vendor_name)}
            checked={selected}
            onChange={(event) => onSelect(vendor, event.currentTarget.checked)}
          />
        ) : null}
        <div>
          {/* The only way into the full record: a real link that looks like one. The view shows the
              vendor from the navigation state at once, before its own fetch answers. */}
          <Title order={2} size="h5">
            <Anchor
              component={Link}
              to={pendingApprovalViewPath(vendor.vendor_id)}
              state={{ vendor }}
              underline="always"
              aria-label={`Open vendor ${vendor.vendor_name}`}
              inherit
            >
              <span id={headingId}>{vendor.vendor_name}</span>
              <IconChevronRight size={16} aria-hidden style={{ verticalAlign: 'middle', marginLeft: 2 }} />
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={1}>
            <NA value={vendor.name_of_bussiness} />
          </Text>
        </div>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-label="Address" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" lineClamp={2}>
            <NA value={vendor.bussiness_address} />
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-label="Availability" style={{ flexShrink: 0 }} />
          <Text size="sm">{availability(vendor)}</Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          <NA value={vendor.bussiness_desc} />
        </Text>
        <PhotoStrip urls={vendor.image_url} owner={vendor.vendor_name} />
      </Stack>
      <Stack gap="xs" mt="md">
        <ApprovalButtons vendor={vendor} grow />
        <Button variant="default" fullWidth onClick={() => onViewMore(vendor)}>
          View More
        </Button>
      </Stack>
    </Card>
  );
}
