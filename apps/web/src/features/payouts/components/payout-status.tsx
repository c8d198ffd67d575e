import { type MantineColor, Stack, Text } from '@mantine/core';
import type { Payout, PayoutStatus } from '@seva/contract';
import type { DataTableColumn } from 'mantine-datatable';
import { StatusBadge } from '@/components/status-badge';
import { statusColumn } from '@/components/status-column';

/**
 * A payout's status as the screen writes it (docs/product/payouts.md#statuses): `queued` (waiting for its
 * delivery to the provider), `processing` (the provider accepted it), then `processed`, `reversed` or `failed`.
 */
export const PAYOUT_STATUS_WORDS: Record<PayoutStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  processed: 'Processed',
  reversed: 'Reversed',
  failed: 'Failed',
};

const PAYOUT_STATUS_COLORS: Record<PayoutStatus, MantineColor> = {
  queued: 'blue',
  processing: 'yellow',
  processed: 'teal',
  reversed: 'orange',
  failed: 'red',
};

/** The payouts table's `Status`: the badge, and why it did not go through when it did not. */
export function payoutStatusColumn(): DataTableColumn<Payout> {
  return statusColumn<Payout>(
    {
      accessor: 'status',
      title: 'Status',
      render: (p) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge color={PAYOUT_STATUS_COLORS[p.status]}>{PAYOUT_STATUS_WORDS[p.status]}</StatusBadge>
          {p.failure_reason ? (
            <Text size="xs" c="dimmed">
              {p.failure_reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    Object.values(PAYOUT_STATUS_WORDS),
  );
}
