import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchInput } from './search-input';

interface ListHeaderProps {
  /** The screen's heading (an h1), e.g. 'Subscriptions'. */
  title: string;
  /** The heading's id: the page's section is labelled by it. */
  headingId: string;
  /** The count line under the heading, read out when it changes; left blank while the list loads. */
  summary?: string;
  /** The list's search box and how wide it stands from the sm breakpoint on. */
  search?: { label: string; value: string; onChange: (value: string) => void; width: number };
  /** The list's actions, right of the search box, e.g. an add button. */
  children?: ReactNode;
}

/** The top of a list screen: its heading and count on the left, search and actions on the right. */
export function ListHeader({ title, headingId, summary, search, children }: ListHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        <Title order={1} size="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary ?? ' '}
        </Text>
      </div>
      <Group gap="sm" align="flex-end">
        {search ? (
          <SearchInput
            label={search.label}
            value={search.value}
            onChange={search.onChange}
            w={{ base: '100%', sm: search.width }}
          />
        ) : null}
        {children}
      </Group>
    </Group>
  );
}
