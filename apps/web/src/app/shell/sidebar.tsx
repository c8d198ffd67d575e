import { AppShell, Box, Divider, NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AdminBadge } from './admin-badge';
import { LogoutButton } from './logout-button';
import { COCKPIT_NAV_ITEMS, isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items';

interface SidebarProps {
  id?: string;
  /** Called after an entry is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function Sidebar({ id, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
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
        {NAV_ITEMS.map(entry)}
        {/* The top bar's cockpit links, which it has no room for on a phone. */}
        <Box hiddenFrom="sm">
          <Divider my="sm" />
          {COCKPIT_NAV_ITEMS.map(entry)}
        </Box>
      </AppShell.Section>
      <Divider />
      <AppShell.Section pt="md">
        <LogoutButton />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
