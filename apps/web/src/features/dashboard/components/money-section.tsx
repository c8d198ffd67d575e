import { Stack, Text, Title } from '@mantine/core';
import type { DashboardMoney } from '@seva/contract';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/format';
import { DashboardTexts, MONEY_CARDS } from '../texts';
import { KpiCard, KpiGrid } from './kpi-cards';

const HEADING_ID = 'dashboard-money-title';

/**
 * "Money this month" (docs/product/cockpit.md#money-this-month): the month's five figures and, as `plot`,
 * its commission per day (drawn by the charts' chunk, which the page loads lazily).
 */
export function MoneySection({ money, plot }: { money: DashboardMoney; plot: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <div>
        <Title order={2} size="h4" id={HEADING_ID}>
          {DashboardTexts.moneyTitle}
        </Title>
        <Text size="sm" c="dimmed" data-testid="money-net_revenue">
          {DashboardTexts.netRevenue(formatRupees(money.net_revenue))}
        </Text>
      </div>
      <KpiGrid>
        {MONEY_CARDS.map(({ key, label, hint, to }) => (
          <KpiCard
            key={key}
            testId={`money-${key}`}
            label={label}
            value={formatRupees(money[key])}
            hint={hint}
            to={to}
          />
        ))}
      </KpiGrid>
      {plot}
    </Stack>
  );
}
