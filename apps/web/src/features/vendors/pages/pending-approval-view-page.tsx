import { Center, Paper, Stack, Text } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { isApiError } from '@/lib/api-error';
import { useVendor } from '../api/get-vendor';
import { BackToPendingApproval } from '../components/back-to-pending-approval';
import { VendorApprovalView } from '../components/vendor-approval-view';
import { VendorTexts } from '../messages';
import { PENDING_APPROVAL_PATH, parseVendorId } from '../paths';

function vendorFromState(state: unknown, vendorId: number | null): Vendor | undefined {
  if (typeof state !== 'object' || state === null || !('vendor' in state)) return undefined;
  const vendor = (state as { vendor: Vendor | undefined }).vendor;
  return vendor?.vendor_id === vendorId ? vendor : undefined;
}

/**
 * /pendingapprovalview/{vendorId}: the vendor arrives through navigation state and is shown at once;
 * it is also loaded by id, so a direct visit or a reload works and the screen is never stale.
 */
export function PendingApprovalViewPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const vendorId = parseVendorId(params.vendorId);
  const fromState = vendorFromState(location.state, vendorId);
  const query = useVendor(vendorId ?? 0, { placeholder: fromState, enabled: vendorId !== null });
  const vendor = query.data;
  const notFound = vendorId === null || (isApiError(query.error) && query.error.status === 404);

  return (
    <Paper withBorder radius="md" p="lg" component="section">
      {vendor && !notFound ? (
        <VendorApprovalView vendor={vendor} onDecided={() => navigate(PENDING_APPROVAL_PATH)} />
      ) : notFound ? (
        <NoVendorData />
      ) : query.isError ? (
        <Stack gap="md">
          <QueryErrorAlert
            title="Failed to fetch vendor"
            error={query.error}
            onRetry={() => query.refetch()}
            retryLabel="Try again"
          />
          <BackToPendingApproval />
        </Stack>
      ) : (
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      )}
    </Paper>
  );
}

function NoVendorData() {
  return (
    <Stack align="center" gap="md" py="xl">
      <Text size="lg" fw={600} component="h1" m={0}>
        {VendorTexts.noVendorData}
      </Text>
      <BackToPendingApproval />
    </Stack>
  );
}
