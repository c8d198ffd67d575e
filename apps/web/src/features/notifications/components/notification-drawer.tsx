import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications as alerts } from '@mantine/notifications';
import type { NotificationItem, Notifications } from '@seva/contract';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { unreadMessageTotal, useChatUnread } from '@/api/get-chat-unread';
import { usePermissions } from '@/components/can';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { canOpen } from '@/lib/route-permissions';
import { useDismissNotification } from '../api/dismiss-notification';
import { useOpenNotification } from '../api/open-notification';
import { BellTexts, COUNT_LINES, FAILURE_LINES } from '../texts';

interface NotificationDrawerProps {
  opened: boolean;
  onClose: () => void;
  data: Notifications | undefined;
  error: unknown;
  onRetry: () => void;
}

/**
 * The counts, then the latest arrivals newest first; every line opens its screen and closes the drawer.
 * An item not yet opened is bold; opening it marks it read, its ✕ dismisses it, both for this admin on
 * the server. `Unread messages` is the Messages screen's own query (GET /chat/unread), so the two agree.
 */
export function NotificationDrawer({ opened, onClose, data, error, onRetry }: NotificationDrawerProps) {
  // Only the counts of screens the member's role opens (docs/product/team.md#what-the-web-shows).
  const permissions = usePermissions();
  const lines = COUNT_LINES.filter((line) => canOpen(line.link, permissions));
  const failureLines = FAILURE_LINES.filter((line) => canOpen(line.link, permissions));
  const chatUnread = useChatUnread({ enabled: canOpen('/messages', permissions) });
  const { mutate: openItem } = useOpenNotification();
  const { mutate: dismissItem } = useDismissNotification();
  const countOf = (key: (typeof COUNT_LINES)[number]['key'], counts: Notifications['counts']) =>
    key === 'unread_messages' && chatUnread.data ? unreadMessageTotal(chatUnread.data) : counts[key];

  const open = (item: NotificationItem) => {
    if (!item.read) openItem(item.id);
    onClose();
  };
  const dismiss = (item: NotificationItem) =>
    dismissItem(item.id, {
      onError: (failure) =>
        alerts.show({ color: 'red', message: BellTexts.dismissFailed(errorMessage(failure)) }),
    });

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={BellTexts.title} size="md">
      {error ? (
        <QueryErrorAlert error={error} title={BellTexts.failed} onRetry={onRetry} />
      ) : !data ? (
        <Loader size="sm" aria-label="Loading notifications" />
      ) : (
        <Stack gap="lg">
          {failureLines.map(({ key, text, link }) =>
            data.counts[key] > 0 ? (
              <Alert key={key} color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
                <Anchor component={Link} to={link} onClick={onClose} size="sm" fw={600}>
                  {text(data.counts[key])}
                </Anchor>
              </Alert>
            ) : null,
          )}
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {lines.map(({ key, label, link }) => {
              const n = countOf(key, data.counts);
              return (
                <Group key={key} component="li" justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={link} onClick={onClose} size="sm">
                    {label}
                  </Anchor>
                  <Badge variant={n > 0 ? 'filled' : 'light'} color={n > 0 ? 'red' : 'gray'}>
                    {n}
                  </Badge>
                </Group>
              );
            })}
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
                  <Group
                    key={item.id}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    align="flex-start"
                  >
                    <div>
                      <Anchor
                        component={Link}
                        to={item.link}
                        onClick={() => open(item)}
                        size="sm"
                        display="block"
                        fw={item.read ? 400 : 600}
                      >
                        {item.text}
                        {item.read ? null : (
                          <VisuallyHidden component="span"> {BellTexts.unread}</VisuallyHidden>
                        )}
                      </Anchor>
                      <Text size="xs" c="dimmed" component="time" dateTime={item.at}>
                        {formatDateTime(item.at, { zone: true })}
                      </Text>
                    </div>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={BellTexts.dismiss(item.text)}
                      onClick={() => dismiss(item)}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
