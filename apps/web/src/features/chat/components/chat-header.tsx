import { Avatar, Group, Text, Title } from '@mantine/core';
import type { ChatVendor } from '@seva/contract';

/** The right pane's header: who the admin is talking to. */
export function ChatHeader({ vendor }: { vendor: ChatVendor }) {
  return (
    <Group
      gap="sm"
      px="md"
      py="sm"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Avatar name={vendor.vendor_name} color="initials" radius="xl" aria-hidden />
      <div style={{ minWidth: 0 }}>
        <Title order={2} size="h5" lineClamp={1}>
          {vendor.vendor_name}
        </Title>
        <Text size="xs" c="dimmed" truncate>
          {vendor.vendor_email}
        </Text>
      </div>
    </Group>
  );
}
