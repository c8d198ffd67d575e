import { Group, Loader, Text } from '@mantine/core';

/** A spinner with the 'Loading...' text of docs/product/README.md#operation-states, announced to screen readers; for tables and dialogs. */
export function LoadingIndicator() {
  return (
    <Group gap="xs" justify="center" role="status">
      <Loader size="sm" />
      <Text size="sm">Loading...</Text>
    </Group>
  );
}
