import { Card, SimpleGrid, Text } from '@mantine/core';
import type { DashboardKpis } from '@seva/contract';
import { Link } from 'react-router';
import { usePermissions } from '@/components/can';
import { formatRupees } from '@/lib/format';
import { canOpen } from '@/lib/route-permissions';
import { KPI_CARDS } from '../texts';

const countOf = (n: number) => n.toLocaleString('en-IN');

/**
 * The six figures that need attention, each opening the screen that lists them. A card's name is its words
 * (label, figure, hint) so that speaking what is seen reaches it (WCAG 2.5.3). A card whose screen the
 * member's role does not open is not a link (docs/product/team.md#what-the-web-shows).
 */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const permissions = usePermissions();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md">
      {KPI_CARDS.map(({ key, label, hint, to }) => {
        const value = key === 'revenue_month' ? formatRupees(kpis[key]) : countOf(kpis[key]);
        const card = { withBorder: true, padding: 'md', radius: 'md', 'data-testid': `kpi-${key}` } as const;
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
