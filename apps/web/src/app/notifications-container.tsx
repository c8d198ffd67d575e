import { Notifications } from '@mantine/notifications';

/** The toast container; its own chunk, loaded by DeferredNotifications. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
