import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NA } from './not-available';

export interface DetailItem {
  label: string;
  /** Plain values show N/A when missing; pass a node for links, images or badges. */
  value: ReactNode;
}

interface DetailListProps {
  title?: string;
  items: DetailItem[];
  cols?: number;
}

/** Label/value pairs of a details dialog, in a responsive grid; missing values read N/A. */
export function DetailList({ title, items, cols = 2 }: DetailListProps) {
  return (
    <Stack gap="xs" component="section">
      {title ? (
        <Title order={4} size="h5">
          {title}
        </Title>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="xs" component="dl" m={0}>
        {items.map((item) => (
          <div key={item.label}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {item.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {typeof item.value === 'string' || typeof item.value === 'number' || item.value == null ? (
                <NA value={item.value as string | number | null | undefined} />
              ) : (
                item.value
              )}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
