import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  /** The section's heading (an h2); the section is named by it. */
  title: string;
  id: string;
  /** A line under the heading. */
  note?: string;
  /** Beside the heading, e.g. a status. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One part of /account: a titled card. */
export function AccountSection({ title, id, note, aside, children }: AccountSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Group gap="sm" align="center">
            {/* Focus comes here when a step of the section closes with the focused button in it. */}
            <Title order={2} size="h4" id={headingId} tabIndex={-1}>
              {title}
            </Title>
            {aside}
          </Group>
          {note ? (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
