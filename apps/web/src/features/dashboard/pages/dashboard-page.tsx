import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { DASHBOARD_DAYS, type DashboardDays, DEFAULT_DASHBOARD_DAYS } from '@seva/contract';
import { lazy, Suspense, useState } from 'react';
import { Can } from '@/components/can';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useDashboard } from '../api/get-dashboard';
import { ChartLoading, ChartsLoading } from '../components/chart-card';
import { KpiCards } from '../components/kpi-cards';
import { MoneySection } from '../components/money-section';
import { DashboardTexts } from '../texts';

// Most of the dashboard's code is the charts'. Asked for as soon as this screen's code runs, beside the
// data, and kept out of the way of the KPIs, which show as soon as the data is here.
const chartsCode = import('../components/dashboard-charts');
const DashboardCharts = lazy(() => chartsCode.then((m) => ({ default: m.DashboardCharts })));
const CommissionChart = lazy(() => chartsCode.then((m) => ({ default: m.CommissionChart })));

const PERIODS = DASHBOARD_DAYS.map((days) => ({ value: String(days), label: DashboardTexts.period(days) }));

/** /dashboard: what needs attention today and the trends (docs/product/cockpit.md#dashboard). */
export function DashboardPage() {
  const [days, setDays] = useState<DashboardDays>(DEFAULT_DASHBOARD_DAYS);
  const dashboard = useDashboard(days);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h3">
          {DashboardTexts.title}
        </Title>
        <SegmentedControl
          aria-label={DashboardTexts.periodLabel}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as DashboardDays)}
          data={PERIODS}
        />
      </Group>
      {dashboard.isError ? (
        <QueryErrorAlert
          error={dashboard.error}
          title={DashboardTexts.loadFailed}
          onRetry={() => void dashboard.refetch()}
        />
      ) : null}
      {dashboard.data ? (
        <>
          <KpiCards kpis={dashboard.data.kpis} />
          {dashboard.data.money ? (
            // The server sends the money only to members holding payments.read (null to the others).
            <Can permission="payments.read">
              <MoneySection
                money={dashboard.data.money}
                plot={
                  <Suspense fallback={<ChartLoading title={DashboardTexts.commissionTitle} />}>
                    <CommissionChart perDay={dashboard.data.money.commission_per_day} />
                  </Suspense>
                }
              />
            </Can>
          ) : null}
          <Suspense fallback={<ChartsLoading />}>
            <DashboardCharts
              series={dashboard.data.series}
              days={dashboard.data.series.bookings_per_day.length}
            />
          </Suspense>
        </>
      ) : dashboard.isPending ? (
        <LoadingIndicator />
      ) : null}
    </Stack>
  );
}
