import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export const CUSTOMER_TABS = [
  { label: 'User Details', path: '/userdetails' },
  { label: 'User Payment Details', path: '/userpaymentdetails' },
] as const;

type CustomerTabPath = (typeof CUSTOMER_TABS)[number]['path'];

/** The two tabs of the customer screens (docs/product/customers-and-payments.md#user-details, #user-payment-details); each is its own route. */
export function CustomersTabs({ active }: { active: CustomerTabPath }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(path) => {
        if (path && path !== active) navigate(path);
      }}
    >
      <Tabs.List aria-label="Customer screens">
        {CUSTOMER_TABS.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
