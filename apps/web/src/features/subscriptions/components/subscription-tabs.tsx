import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions } from '@/components/can';
import { canOpen } from '@/lib/route-permissions';
import { SubscriptionPaths, SubscriptionTexts } from '../texts';

const TABS = [
  { path: SubscriptionPaths.list, label: SubscriptionTexts.tabPlans },
  { path: SubscriptionPaths.add, label: SubscriptionTexts.tabAdd },
] as const;

/**
 * The two tabs of docs/product/subscriptions.md#subscriptions-screen; each is its own route, its tab
 * shown when the member's role opens it.
 */
export function SubscriptionTabs({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const active = TABS.find((tab) => tab.path === pathname)?.path ?? SubscriptionPaths.list;
  return (
    <Tabs value={active} onChange={(path) => path && path !== active && navigate(path)} keepMounted={false}>
      <Tabs.List aria-label="Subscription screens" mb="md">
        {TABS.filter((tab) => canOpen(tab.path, permissions)).map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active}>{children}</Tabs.Panel>
    </Tabs>
  );
}
