import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import type { CommissionPerDay, DashboardSeries } from '@seva/contract';
import { formatDayMonth, formatRupees } from '@/lib/format';
import { DashboardTexts, SERIES_LABELS } from '../texts';
import { CHART_HEIGHT, ChartCard, ChartGrid } from './chart-card';

const count = (n: number) => n.toLocaleString('en-IN');

/** Each entry with its day for the x axis, `23 Nov` (the server's `YYYY-MM-DD`, an Asia/Kolkata day). */
const withDay = <T extends { date: string }>(entries: readonly T[]) =>
  entries.map((entry) => ({ ...entry, day: formatDayMonth(entry.date) }));

/** True when every entry's figures (all fields but the date) are zero. */
const allZero = (entries: readonly Record<string, number | string>[]) =>
  entries.every((entry) => Object.entries(entry).every(([key, value]) => key === 'date' || value === 0));

/**
 * The three plots of docs/product/cockpit.md#dashboard. This module (with @mantine/charts and recharts, most
 * of the dashboard's code) is a chunk of its own, so the KPIs never wait for it (dashboard-page.tsx).
 */
export function DashboardCharts({ series, days }: { series: DashboardSeries; days: number }) {
  const { bookings_per_day, revenue_per_day, approvals_per_day } = series;
  return (
    <ChartGrid>
      <ChartCard
        title={DashboardTexts.bookingsTitle}
        empty={allZero(bookings_per_day) ? DashboardTexts.noBookings(days) : null}
      >
        <BarChart
          h={CHART_HEIGHT}
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
          h={CHART_HEIGHT}
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
          h={CHART_HEIGHT}
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
    </ChartGrid>
  );
}

/** The money section's plot (docs/product/cockpit.md#money-this-month): bars, below zero on a day refunds took back more. */
export function CommissionChart({ perDay }: { perDay: readonly CommissionPerDay[] }) {
  return (
    <ChartCard
      title={DashboardTexts.commissionTitle}
      empty={allZero(perDay) ? DashboardTexts.noCommission : null}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={withDay(perDay)}
        dataKey="day"
        valueFormatter={(value) => formatRupees(value)}
        series={[{ name: 'commission', label: SERIES_LABELS.commission, color: 'teal.6' }]}
      />
    </ChartCard>
  );
}
