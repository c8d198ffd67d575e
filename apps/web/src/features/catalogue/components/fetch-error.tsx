import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messageOr } from '../error-text';
import { CatalogueTexts } from '../texts';

interface FetchErrorProps {
  /** SPEC §8 fallback text, e.g. 'Failed to fetch service categories'. */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A list that could not load: the fallback text, 'Error: {message}' and Retry. */
export function FetchError({ title, error, onRetry }: FetchErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{CatalogueTexts.error(messageOr(error, title))}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {CatalogueTexts.retry}
        </Button>
      </Group>
    </Alert>
  );
}
