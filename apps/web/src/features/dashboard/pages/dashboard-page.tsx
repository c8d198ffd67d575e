import { Title } from '@mantine/core';
import { PageTitle } from '@/components/page-title';

/** /dashboard: what needs attention today and the trends (docs/product/cockpit.md#dashboard). */
export function DashboardPage() {
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Title order={1} size="h3">
        Dashboard
      </Title>
    </>
  );
}
