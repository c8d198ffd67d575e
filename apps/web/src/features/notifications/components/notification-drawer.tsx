import { Anchor, Badge, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Notifications } from '@seva/contract';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { formatDateTime } from '@/lib/format';
import { BellTexts, COUNT_LINES } from '../texts';

interface NotificationDrawerProps {
  opened: boolean;
  onClose: () => void;
  data: Notifications | undefined;
  error: unknown;
  onRetry: () => void;
}

/** The counts, then the latest arrivals newest first; every line opens its screen and closes the drawer. */
export function NotificationDrawer({ opened, onClose, data, error, onRetry }: NotificationDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={BellTexts.title} size="md">
      {error ? (
        <QueryErrorAlert error={error} title={BellTexts.failed} onRetry={onRetry} />
      ) : !data ? (
        <Loader size="sm" aria-label="Loading notifications" />
      ) : (
        <Stack gap="lg">
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {COUNT_LINES.map(({ key, label, link }) => (
              <Group key={key} component="li" justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={link} onClick={onClose} size="sm">
                  {label}
                </Anchor>
                <Badge
                  variant={data.counts[key] > 0 ? 'filled' : 'light'}
                  color={data.counts[key] > 0 ? 'red' : 'gray'}
                >
                  {data.counts[key]}
                </Badge>
              </Group>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {BellTexts.latest}
            </Title>
            {data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {BellTexts.empty}
              </Text>
            ) : (
              <Stack
                gap="sm"
                component="ol"
                aria-label={BellTexts.latest}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {data.items.map((item) => (
                  <li key={item.id}>
                    <Anchor component={Link} to={item.link} onClick={onClose} size="sm" display="block">
                      {item.text}
                    </Anchor>
                    <Text size="xs" c="dimmed" component="time" dateTime={item.at}>
                      {formatDateTime(item.at)}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
