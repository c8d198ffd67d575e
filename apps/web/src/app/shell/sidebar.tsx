import { AppShell, Box, Divider, NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '@/components/can';
import { AdminBadge } from './admin-badge';
import { LogoutButton } from './logout-button';
import { COCKPIT_NAV_ITEMS, isNavItemActive, NAV_ITEMS, type NavItem, navItemsFor } from './nav-items';

interface SidebarProps {
  id?: string;
  /** Called after an entry is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** The entries the member's role opens, then Logout (docs/product/shell-and-sign-in.md#sidebar). */
export function Sidebar({ id, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const cockpit = navItemsFor(COCKPIT_NAV_ITEMS, permissions);
  const entry = (item: NavItem) => {
    const active = isNavItemActive(item, pathname);
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={item.label}
        leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
        mb={4}
      />
    );
  };

  return (
    <AppShell.Navbar id={id} aria-label="Main navigation" p="md">
      <AppShell.Section pb="md">
        <AdminBadge />
      </AppShell.Section>
      <Divider />
      <AppShell.Section grow component={ScrollArea} py="md">
        {navItemsFor(NAV_ITEMS, permissions).map(entry)}
        {/* The top bar's links, which it has no room for on a phone. */}
        {cockpit.length > 0 ? (
          <Box hiddenFrom="sm">
            <Divider my="sm" />
            {cockpit.map(entry)}
          </Box>
        ) : null}
      </AppShell.Section>
      <Divider />
      <AppShell.Section pt="md">
        <LogoutButton />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
