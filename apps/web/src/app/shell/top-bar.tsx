import { ActionIcon, AppShell, Avatar, Burger, Group, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Logo } from '@/components/logo';
import { useAdminName } from '@/lib/use-session';

interface TopBarProps {
  navigationId: string;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

/** Logo, the title 'Manage Vendor', the bell and the admin's name. */
export function TopBar({ navigationId, navigationOpened, onToggleNavigation }: TopBarProps) {
  const name = useAdminName();

  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navigationOpened}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
            aria-expanded={navigationOpened}
            aria-controls={navigationId}
          />
          <Logo size={34} />
          <Text fw={700} size="lg" component="p">
            Manage Vendor
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notifications">
            <IconBell size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={name} color="initials" radius="xl" size="sm" aria-hidden />
            <Text size="sm" fw={500} visibleFrom="xs" lineClamp={1}>
              {name}
            </Text>
          </Group>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
