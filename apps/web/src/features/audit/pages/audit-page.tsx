import { Title } from '@mantine/core';
import { PageTitle } from '@/components/page-title';

/** /audit: who did what, when and from where (docs/product/cockpit.md#audit-trail). */
export function AuditPage() {
  return (
    <>
      <PageTitle>Audit trail</PageTitle>
      <Title order={1} size="h3">
        Audit trail
      </Title>
    </>
  );
}
