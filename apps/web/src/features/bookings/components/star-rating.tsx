import { Group, Rating, Text } from '@mantine/core';

/** A read-only rating out of 5 stars, with the number for screen readers and at a glance. */
export function StarRating({ value }: { value: number }) {
  const label = `Rated ${value} out of 5`;
  return (
    <Group gap="xs" wrap="nowrap" role="img" aria-label={label}>
      <Rating value={value} count={5} readOnly aria-hidden />
      <Text size="sm" fw={600} aria-hidden>
        {value}/5
      </Text>
    </Group>
  );
}
