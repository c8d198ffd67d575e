import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { VendorTexts } from '../messages';

interface FetchErrorAlertProps {
  /** SPEC §8 fallback text, e.g. 'Failed to fetch vendors'. */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A list that could not load: SPEC's fallback text, 'Error: {message}' and a way to try again. */
export function FetchErrorAlert({ title, error, onRetry }: FetchErrorAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{VendorTexts.error(errorMessage(error))}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
