import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const BulkTexts = {
  selected: (n: number) => `${n.toLocaleString('en-IN')} selected`,
  clear: 'Clear selection',
  notDone: (n: number) => `Not done for ${n}:`,
} as const;

interface BulkActionBarProps {
  count: number;
  onClear: () => void;
  /** The bulk actions' buttons. */
  children: ReactNode;
}

/**
 * The bar of a screen's bulk actions (docs/product/vendors.md#bulk-actions): `{n} selected`, the actions
 * and `Clear selection`, shown only while something is selected. A toolbar region, announced as the
 * count changes.
 */
export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" gap="sm" role="toolbar" aria-label="Bulk actions">
        <Text size="sm" fw={600} aria-live="polite">
          {BulkTexts.selected(count)}
        </Text>
        <Group gap="xs">
          {children}
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onClear}>
            {BulkTexts.clear}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
