import { Divider, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AfterFirstCommit } from '@/components/after-first-commit';
import { AdminBadge } from './admin-badge';
import { LogoutButton } from './logout-button';
import { isNavItemActive, NAV_ITEMS } from './nav-items';
import { PlainAppShellNavbar, PlainAppShellSection } from './plain-app-shell';
import classes from './sidebar.module.css';

interface SidebarProps {
  id?: string;
  /** Called after an entry is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function Sidebar({ id, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();

  return (
    <PlainAppShellNavbar
      id={id}
      aria-label="Main navigation"
      style={{ padding: 'var(--mantine-spacing-md)' }}
    >
      <AfterFirstCommit>
        <PlainAppShellSection style={{ paddingBottom: 'var(--mantine-spacing-md)' }}>
          <AdminBadge />
        </PlainAppShellSection>
        <Divider />
        <PlainAppShellSection
          grow
          className={classes.entries}
          style={{ paddingBlock: 'var(--mantine-spacing-md)' }}
        >
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
        </PlainAppShellSection>
        <Divider />
        <PlainAppShellSection style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
          <LogoutButton />
        </PlainAppShellSection>
      </AfterFirstCommit>
    </PlainAppShellNavbar>
  );
}
