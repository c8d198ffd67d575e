import { Card, SimpleGrid, Text } from '@mantine/core';
import type { DashboardKpis } from '@seva/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePermissions } from '@/components/can';
import { formatRupees } from '@/lib/format';
import { canOpen } from '@/lib/route-permissions';
import { KPI_CARDS } from '../texts';

const countOf = (n: number) => n.toLocaleString('en-IN');

/** The cards' layout: four a row on a wide screen. */
export function KpiGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

interface KpiCardProps {
  testId: string;
  label: string;
  value: string;
  hint: string;
  /** The screen that lists what the card counts, if any. */
  to?: string | undefined;
}

/**
 * One figure, opening the screen that lists it when the member's role opens it
 * (docs/product/team.md#what-the-web-shows), else shown without a link. Its name is its words (label,
 * figure, hint) so that speaking what is seen reaches it (WCAG 2.5.3).
 */
export function KpiCard({ testId, label, value, hint, to }: KpiCardProps) {
  const permissions = usePermissions();
  const words = (
    <>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </>
  );
  const card = { withBorder: true, padding: 'md', radius: 'md', 'data-testid': testId } as const;
  return to !== undefined && canOpen(to, permissions) ? (
    <Card component={Link} to={to} {...card}>
      {words}
    </Card>
  ) : (
    <Card {...card}>{words}</Card>
  );
}

/** The figures that need attention (docs/product/cockpit.md#dashboard). */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  return (
    <KpiGrid>
      {KPI_CARDS.map(({ key, label, hint, to }) => (
        <KpiCard
          key={key}
          testId={`kpi-${key}`}
          label={label}
          value={key === 'revenue_month' ? formatRupees(kpis[key]) : countOf(kpis[key])}
          hint={hint}
          to={to}
        />
      ))}
    </KpiGrid>
  );
}
