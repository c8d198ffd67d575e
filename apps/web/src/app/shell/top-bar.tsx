import { Anchor, AppShell, Avatar, Burger, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AUDIT_PATH, DASHBOARD_PATH } from '@/lib/paths';
import { useAdminName } from '@/lib/use-session';

interface TopBarProps {
  navigationId: string;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

/**
 * Logo (to the dashboard), the title 'Manage Vendor', the cockpit links (Dashboard, Audit trail), the bell
 * and the admin's name. The sidebar stays as docs/product/shell-and-sign-in.md says.
 */
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
          <Link to={DASHBOARD_PATH} aria-label="Dashboard" style={{ display: 'inline-flex' }}>
            <Logo size={34} />
          </Link>
          <Text fw={700} size="lg" component="p">
            Manage Vendor
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap">
          <Group gap="md" wrap="nowrap" visibleFrom="sm" component="nav" aria-label="Cockpit">
            <Anchor component={Link} to={DASHBOARD_PATH} size="sm">
              Dashboard
            </Anchor>
            <Anchor component={Link} to={AUDIT_PATH} size="sm">
              Audit trail
            </Anchor>
          </Group>
          <NotificationBell />
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
