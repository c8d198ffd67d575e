import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchInput } from './search-input';

interface ListHeaderProps {
  /** What stands on the left: the list's `ListTitle`, its heading, or its tabs. */
  children: ReactNode;
  /** The list's search box (full width on phones; `width` from the sm breakpoint on, 320 unless said). */
  search?: { label: string; value: string; onChange: (value: string) => void; width?: number };
  /** The list's actions, right of the search box, e.g. an add button. */
  actions?: ReactNode;
}

/** The top row of every list screen: its heading on the left, search and actions on the right. */
export function ListHeader({ children, search, actions }: ListHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      {children}
      <Group gap="sm" align="flex-end">
        {search ? (
          <SearchInput
            label={search.label}
            value={search.value}
            onChange={search.onChange}
            w={{ base: '100%', sm: search.width ?? 320 }}
          />
        ) : null}
        {actions}
      </Group>
    </Group>
  );
}

interface ListTitleProps {
  /** The screen's heading (an h1), e.g. 'Subscriptions'. */
  title: string;
  /** The heading's id: the page's section is labelled by it. */
  headingId: string;
  /** The count line under the heading, read out when it changes; left blank while the list loads. */
  summary?: string;
}

/** A list screen's heading with its count line under it. */
export function ListTitle({ title, headingId, summary }: ListTitleProps) {
  return (
    <div>
      <Title order={1} size="h3" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary ?? ' '}
      </Text>
    </div>
  );
}
