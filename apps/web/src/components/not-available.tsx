import { Text } from '@mantine/core';
import { displayValue, isMissing, NOT_AVAILABLE } from '@/lib/format';

interface NAProps {
  value?: string | number | null;
}

/** Shows a value, or a dimmed 'N/A' when it is missing (docs/product/README.md#missing-values). */
export function NA({ value }: NAProps) {
  if (isMissing(value)) {
    return (
      <Text span c="dimmed" inherit>
        {NOT_AVAILABLE}
      </Text>
    );
  }
  return <>{displayValue(value)}</>;
}
