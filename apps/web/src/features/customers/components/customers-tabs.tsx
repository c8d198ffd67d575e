import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePermissions } from '@/components/can';
import { canOpen } from '@/lib/route-permissions';

export const CUSTOMER_TABS = [
  { label: 'User Details', path: '/userdetails' },
  { label: 'User Payment Details', path: '/userpaymentdetails' },
] as const;

type CustomerTabPath = (typeof CUSTOMER_TABS)[number]['path'];

/** The two tabs of the customer screens (docs/product/customers-and-payments.md#user-details, #user-payment-details); each is its own route. */
export function CustomersTabs({ active }: { active: CustomerTabPath }) {
  const navigate = useNavigate();
  // A tab shows when the member's role opens its screen.
  const permissions = usePermissions();
  return (
    <Tabs
      value={active}
      onChange={(path) => {
        if (path && path !== active) navigate(path);
      }}
    >
      <Tabs.List aria-label="Customer screens">
        {CUSTOMER_TABS.filter((tab) => canOpen(tab.path, permissions)).map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
