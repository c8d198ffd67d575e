import { Alert, type AlertProps, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage, messageOr } from '@/lib/api-error';

/** How most screens word a failure: 'Error: {message}'. */
export const errorLine = (message: string) => `Error: ${message}`;

/** For a failure already worded for the screen (e.g. the chat's): the message as it is. */
export const asWritten = (message: string) => message;

interface QueryErrorAlertProps extends Omit<AlertProps, 'title' | 'children'> {
  error: unknown;
  /** The screen's heading for the failure, e.g. 'Failed to fetch vendors'; none for a one-line alert. */
  title?: string;
  /** The line under the title; 'Error: {message}' unless the screen words it otherwise. */
  format?: (message: string) => string;
  /** The message when the error carries none (the screen's fallback text); errorMessage's otherwise. */
  fallback?: string;
  /** Offers a button that tries again. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** The one alert for a request that failed: its title, the message line and, where offered, Retry. */
export function QueryErrorAlert({
  error,
  title,
  format = errorLine,
  fallback,
  onRetry,
  retryLabel = 'Retry',
  ...alertProps
}: QueryErrorAlertProps) {
  const message = fallback === undefined ? errorMessage(error) : messageOr(error, fallback);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      role="alert"
      {...alertProps}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{format(message)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
