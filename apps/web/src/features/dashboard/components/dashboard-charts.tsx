import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { DashboardSeries } from '@seva/contract';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/format';
import { dayLabel } from '../day-label';
import { DashboardTexts, SERIES_LABELS } from '../texts';

const HEIGHT = 260;
const count = (n: number) => n.toLocaleString('en-IN');

/** Each entry with a short day label for the x axis. */
const withDay = <T extends { date: string }>(entries: readonly T[]) =>
  entries.map((entry) => ({ ...entry, day: dayLabel(entry.date) }));

/** True when every entry's figures (all fields but the date) are zero. */
const allZero = (entries: readonly Record<string, number | string>[]) =>
  entries.every((entry) => Object.entries(entry).every(([key, value]) => key === 'date' || value === 0));

function ChartCard({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {empty === null ? (
        children
      ) : (
        <Text c="dimmed" size="sm" h={HEIGHT} ta="center" pt={HEIGHT / 2 - 10}>
          {empty}
        </Text>
      )}
    </Card>
  );
}

/** The three plots of docs/product/cockpit.md#dashboard; this module (and @mantine/charts) loads with the dashboard only. */
export function DashboardCharts({ series, days }: { series: DashboardSeries; days: number }) {
  const { bookings_per_day, revenue_per_day, approvals_per_day } = series;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title={DashboardTexts.bookingsTitle}
        empty={allZero(bookings_per_day) ? DashboardTexts.noBookings(days) : null}
      >
        <BarChart
          h={HEIGHT}
          data={withDay(bookings_per_day)}
          dataKey="day"
          type="stacked"
          withLegend
          valueFormatter={count}
          series={[
            { name: 'pending', label: SERIES_LABELS.pending, color: 'yellow.6' },
            { name: 'booked', label: SERIES_LABELS.booked, color: 'blue.6' },
            { name: 'completed', label: SERIES_LABELS.completed, color: 'teal.6' },
            { name: 'cancelled', label: SERIES_LABELS.cancelled, color: 'red.6' },
          ]}
        />
      </ChartCard>
      <ChartCard
        title={DashboardTexts.revenueTitle}
        empty={allZero(revenue_per_day) ? DashboardTexts.noRevenue(days) : null}
      >
        <AreaChart
          h={HEIGHT}
          data={withDay(revenue_per_day)}
          dataKey="day"
          type="stacked"
          withLegend
          withDots={false}
          valueFormatter={(value) => formatRupees(value)}
          series={[
            { name: 'subscriptions', label: SERIES_LABELS.subscriptions, color: 'violet.6' },
            { name: 'bookings', label: SERIES_LABELS.bookings, color: 'green.6' },
          ]}
        />
      </ChartCard>
      <ChartCard
        title={DashboardTexts.approvalsTitle}
        empty={allZero(approvals_per_day) ? DashboardTexts.noApprovals(days) : null}
      >
        <LineChart
          h={HEIGHT}
          data={withDay(approvals_per_day)}
          dataKey="day"
          withLegend
          withDots={false}
          valueFormatter={count}
          series={[
            { name: 'applied', label: SERIES_LABELS.applied, color: 'gray.6' },
            { name: 'approved', label: SERIES_LABELS.approved, color: 'teal.6' },
            { name: 'rejected', label: SERIES_LABELS.rejected, color: 'red.6' },
          ]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
