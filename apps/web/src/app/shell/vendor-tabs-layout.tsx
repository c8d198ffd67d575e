import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePermissions } from '@/components/can';
import { canOpen } from '@/lib/route-permissions';
import { activeVendorTab, VENDOR_TABS } from './vendor-tabs';

/**
 * The vendor screens under their six tabs, each shown when the member's role opens its screen. Choosing a
 * tab replaces the history entry, so Back leaves the vendor screens instead of walking through tab changes.
 */
export function VendorTabsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeVendorTab(pathname);
  const permissions = usePermissions();
  const tabs = VENDOR_TABS.filter((tab) => canOpen(tab.path, permissions));

  return (
    <Tabs
      value={active}
      onChange={(path) => {
        if (path && path !== active) navigate(path, { replace: true });
      }}
      keepMounted={false}
    >
      <Stack gap="md">
        <Tabs.List aria-label="Vendor screens" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {active && (
          <Tabs.Panel value={active}>
            <Outlet />
          </Tabs.Panel>
        )}
      </Stack>
    </Tabs>
  );
}
