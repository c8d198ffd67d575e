import { Card, SimpleGrid, Text } from '@mantine/core';
import type { DashboardKpis } from '@seva/contract';
import { Link } from 'react-router';
import { formatRupees } from '@/lib/format';
import { KPI_CARDS } from '../texts';

const countOf = (n: number) => n.toLocaleString('en-IN');

/**
 * The six figures that need attention, each opening the screen that lists them. A card's name is its words
 * (label, figure, hint) so that speaking what is seen reaches it (WCAG 2.5.3).
 */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md">
      {KPI_CARDS.map(({ key, label, hint, to }) => {
        const value = key === 'revenue_month' ? formatRupees(kpis[key]) : countOf(kpis[key]);
        return (
          <Card
            key={key}
            component={Link}
            to={to}
            withBorder
            padding="md"
            radius="md"
            data-testid={`kpi-${key}`}
          >
            <Text size="sm" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {value}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
