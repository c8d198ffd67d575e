import { Card, Center, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardTexts } from '../texts';

/** The height of every plot, and of what stands in for it while the charts' code loads. */
export const CHART_HEIGHT = 260;

/** The plots' layout: side by side on a wide screen. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** A titled card around one plot; `empty` replaces the plot with that text when there is nothing to draw. */
export function ChartCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {empty === null ? (
        children
      ) : (
        <Text c="dimmed" size="sm" h={CHART_HEIGHT} ta="center" pt={CHART_HEIGHT / 2 - 10}>
          {empty}
        </Text>
      )}
    </Card>
  );
}

const CHART_TITLES = [
  DashboardTexts.bookingsTitle,
  DashboardTexts.revenueTitle,
  DashboardTexts.approvalsTitle,
];

/** A plot's card with its title and a spinner, while the charts' code is on its way. */
export function ChartLoading({ title }: { title: string }) {
  return (
    <ChartCard title={title} empty={null}>
      <Center h={CHART_HEIGHT}>
        <Loader size="sm" aria-hidden />
      </Center>
    </ChartCard>
  );
}

/** The three cards with their titles and a spinner each, while the charts' code is on its way. */
export function ChartsLoading() {
  return (
    <ChartGrid>
      {CHART_TITLES.map((title) => (
        <ChartLoading key={title} title={title} />
      ))}
    </ChartGrid>
  );
}
