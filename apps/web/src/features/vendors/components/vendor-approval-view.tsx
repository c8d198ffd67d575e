import { Alert, Button, Divider, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Can } from '@/components/can';
import { DetailList } from '@/components/detail-list';
import { ImageWithFallback, WORKMAN_IMAGE } from '@/components/image-with-fallback';
import { StatusBadge } from '@/components/status-badge';
import { EditVendorTexts, RejectTexts } from '../messages';
import { availability, decisionLabel, isPendingDecision } from '../vendor-status';
import { ApprovalButtons } from './approval-buttons';
import { BackToPendingApproval } from './back-to-pending-approval';
import { KycValue } from './kyc-value';
import { PhotoStrip } from './photo-strip';

interface VendorApprovalViewProps {
  vendor: Vendor;
  /** Called after a successful approval or rejection (the page returns to /pendingapproval). */
  onDecided: () => void;
}

// Loaded on first use: the form's rules bring zod.
const EditVendorDialog = lazy(() =>
  import('./edit-vendor-dialog').then((m) => ({ default: m.EditVendorDialog })),
);

const DECISION_COLORS = { Approved: 'teal', Rejected: 'red', Pending: 'yellow' } as const;

/** docs/product/vendors.md#approval-view: the vendor's full record with Reject, Approve and Back. */
export function VendorApprovalView({ vendor, onDecided }: VendorApprovalViewProps) {
  const decision = decisionLabel(vendor);
  const pending = isPendingDecision(vendor);
  const kyc = vendor.kyc_docs;
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Pending approval
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} size="h3">
              {vendor.vendor_name}
            </Title>
            <StatusBadge color={DECISION_COLORS[decision]}>{decision}</StatusBadge>
          </Group>
          <Text size="sm" c="dimmed">
            {vendor.name_of_bussiness ?? ''}
          </Text>
        </div>
        <ApprovalButtons vendor={vendor} onDecided={onDecided} disabled={!pending}>
          <Can permission="vendors.decide">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {EditVendorTexts.open}
            </Button>
          </Can>
          <BackToPendingApproval />
        </ApprovalButtons>
        {editing ? (
          <Suspense fallback={null}>
            <EditVendorDialog vendor={vendor} onClose={() => setEditing(false)} />
          </Suspense>
        ) : null}
      </Group>

      {pending ? null : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          This vendor has already been {decision.toLowerCase()}; there is nothing left to decide.
          {vendor.is_rejected && vendor.rejected_reason
            ? ` ${RejectTexts.rejectionReason}: ${vendor.rejected_reason}`
            : ''}
        </Alert>
      )}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <ImageWithFallback
              src={vendor.image_url[0]}
              fallback={WORKMAN_IMAGE}
              alt={`${vendor.vendor_name} photo`}
              radius="md"
              h={240}
              fit="cover"
            />
            <PhotoStrip urls={vendor.image_url} owner={vendor.vendor_name} max={6} fallback={WORKMAN_IMAGE} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <DetailList
              title="Business"
              items={[
                { label: 'Business Name', value: vendor.name_of_bussiness },
                { label: 'Category', value: vendor.bussiness_category },
                { label: 'Address', value: vendor.bussiness_address },
                { label: 'Service Time', value: availability(vendor) },
                { label: 'Email', value: vendor.vendor_email },
                { label: 'Mobile', value: vendor.vendor_mobile },
                { label: 'GST Number', value: vendor.gst_number },
                { label: 'Description', value: vendor.bussiness_desc },
              ]}
            />
            <Divider />
            <DetailList
              title="KYC and bank"
              items={[
                {
                  label: 'PAN',
                  value: <KycValue vendorId={vendor.vendor_id} field="pan" masked={kyc?.pan} label="PAN" />,
                },
                {
                  label: 'Aadhar',
                  value: (
                    <KycValue
                      vendorId={vendor.vendor_id}
                      field="aadhar"
                      masked={kyc?.aadhar}
                      label="Aadhar"
                    />
                  ),
                },
                {
                  label: 'Account Number',
                  value: (
                    <KycValue
                      vendorId={vendor.vendor_id}
                      field="accountNumber"
                      masked={vendor.account_details?.accountNumber}
                      label="account number"
                    />
                  ),
                },
                { label: 'IFSC', value: vendor.account_details?.ifsc },
                { label: 'Bank Name', value: vendor.account_details?.bankName },
              ]}
            />
            {kyc?.pan_photo || kyc?.aadhar_photo ? (
              <Group gap="lg" align="flex-start">
                {kyc.pan_photo ? <KycPhoto src={kyc.pan_photo} label="PAN photo" /> : null}
                {kyc.aadhar_photo ? <KycPhoto src={kyc.aadhar_photo} label="Aadhar photo" /> : null}
              </Group>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function KycPhoto({ src, label }: { src: string; label: string }) {
  return (
    <Stack gap={4} component="figure" m={0}>
      <Image src={src} fallbackSrc={WORKMAN_IMAGE} alt={label} w={220} h={140} radius="sm" fit="cover" />
      <Text size="xs" c="dimmed" component="figcaption">
        {label}
      </Text>
    </Stack>
  );
}
