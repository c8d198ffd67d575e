import { EmptyState, Paper } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useId } from 'react';
import { PageTitle } from './page-title';

interface ComingSoonProps {
  /** The screen's name, shown as its heading. */
  title: string;
}

/** Placeholder for a screen that a later release builds. */
export function ComingSoon({ title }: ComingSoonProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby={headingId}>
      <PageTitle>{title}</PageTitle>
      <EmptyState icon={<IconTools aria-hidden size={28} />} withIndicatorBackground>
        <EmptyState.Title order={1} id={headingId}>
          {title}
        </EmptyState.Title>
        <EmptyState.Description>This screen is coming soon.</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}
