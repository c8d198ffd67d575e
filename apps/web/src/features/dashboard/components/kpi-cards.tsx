import { Card, SimpleGrid, Text } from '@mantine/core';
import type { DashboardKpis } from '@seva/contract';
import { Link } from 'react-router';
import { usePermissions } from '@/components/can';
import { formatRupees } from '@/lib/format';
import { canOpen } from '@/lib/route-permissions';
import { KPI_CARDS } from '../texts';

const countOf = (n: number) => n.toLocaleString('en-IN');

/**
 * The figures that need attention, each opening the screen that lists them when the member's role opens
 * it (docs/product/team.md#what-the-web-shows), else shown without a link. A card's name is its words
 * (label, figure, hint) so that speaking what is seen reaches it (WCAG 2.5.3).
 */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const permissions = usePermissions();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {KPI_CARDS.map(({ key, label, hint, to }) => {
        const value = key === 'revenue_month' ? formatRupees(kpis[key]) : countOf(kpis[key]);
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
        const card = { withBorder: true, padding: 'md', radius: 'md', 'data-testid': `kpi-${key}` } as const;
        return canOpen(to, permissions) ? (
          <Card key={key} component={Link} to={to} {...card}>
            {words}
          </Card>
        ) : (
          <Card key={key} {...card}>
            {words}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
