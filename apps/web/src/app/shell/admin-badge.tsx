import { Avatar, Group, Text } from '@mantine/core';
import { useAdminName } from '@/lib/use-session';

/** The signed-in admin's name with the label 'Admin'. */
export function AdminBadge() {
  const name = useAdminName();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={name} color="initials" radius="xl" aria-hidden />
      <div>
        <Text size="sm" fw={600} lineClamp={1}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          Admin
        </Text>
      </div>
    </Group>
  );
}
