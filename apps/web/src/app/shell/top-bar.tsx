import { Anchor, AppShell, Avatar, Box, Burger, Group, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePermissions } from '@/components/can';
import { Logo } from '@/components/logo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ACCOUNT_PATH, DASHBOARD_PATH, HOME_PATH } from '@/lib/paths';
import { canOpen } from '@/lib/route-permissions';
import { useAdminName } from '@/lib/use-session';
import { COCKPIT_NAV_ITEMS, navItemsFor } from './nav-items';

interface TopBarProps {
  navigationId: string;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

/**
 * Logo (to the dashboard), the title 'Manage Vendor', the links (Dashboard, Audit trail, Team) the
 * member's role opens, the bell, `Account` (every member's own, /account; its icon alone on a phone) and
 * the admin's initials and name (not on a phone, where the sidebar drawer shows them). The sidebar stays as docs/product/shell-and-sign-in.md says.
 */
export function TopBar({ navigationId, navigationOpened, onToggleNavigation }: TopBarProps) {
  const name = useAdminName();
  const permissions = usePermissions();
  const links = navItemsFor(COCKPIT_NAV_ITEMS, permissions);
  // Without the dashboard the logo leads home.
  const dashboard = canOpen(DASHBOARD_PATH, permissions);

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
          <Link
            to={dashboard ? DASHBOARD_PATH : HOME_PATH}
            aria-label={dashboard ? 'Dashboard' : 'Home'}
            style={{ display: 'inline-flex' }}
          >
            <Logo size={34} />
          </Link>
          <Text fw={700} size="lg" component="p">
            Manage Vendor
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap">
          {links.length > 0 ? (
            <Group gap="md" wrap="nowrap" visibleFrom="sm" component="nav" aria-label="Cockpit">
              {links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          ) : null}
          <NotificationBell />
          <Anchor component={Link} to={ACCOUNT_PATH} size="sm" aria-label="Account" title="Account">
            <Group gap={6} wrap="nowrap">
              <IconUserCircle size={22} stroke={1.6} aria-hidden />
              <Box component="span" visibleFrom="sm">
                Account
              </Box>
            </Group>
          </Anchor>
          {/* Below 576 px the Account icon stands in its place: the title keeps its one line. */}
          <Group gap="xs" wrap="nowrap" visibleFrom="xs">
            <Avatar name={name} color="initials" radius="xl" size="sm" aria-hidden />
            <Text size="sm" fw={500} lineClamp={1}>
              {name}
            </Text>
          </Group>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
