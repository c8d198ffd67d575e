import { AppShell, Divider, NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AdminBadge } from './admin-badge';
import { LogoutButton } from './logout-button';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

interface SidebarProps {
  id?: string;
  /** Called after an entry is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function Sidebar({ id, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();

  return (
    <AppShell.Navbar id={id} aria-label="Main navigation" p="md">
      <AppShell.Section pb="md">
        <AdminBadge />
      </AppShell.Section>
      <Divider />
      <AppShell.Section grow component={ScrollArea} py="md">
        {NAV_ITEMS.map((item) => {
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
        })}
      </AppShell.Section>
      <Divider />
      <AppShell.Section pt="md">
        <LogoutButton />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
