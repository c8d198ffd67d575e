import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** The top bar's bell (docs/product/cockpit.md#live-bell). */
export function NotificationBell() {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notifications">
      <IconBell size={22} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
