import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';
import { useLiveNotificationCounts } from '../hooks/use-live-notification-counts';
import { BellTexts } from '../texts';

// Loaded when the bell is first opened: the first screen does not carry Mantine's Drawer (ADR 027).
const NotificationDrawer = lazy(() =>
  import('./notification-drawer').then((m) => ({ default: m.NotificationDrawer })),
);

/**
 * The top bar's bell (docs/product/cockpit.md#live-bell): a badge with what arrived since this admin last
 * opened it (`unseen`), kept live by the socket; it opens a drawer of the counts and the latest arrivals.
 * Opening it fetches the drawer again and marks seen, on the server for this admin, everything up to
 * the head that fetch answered, so the badge clears on every device and stays cleared after a reload.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that closing plays the drawer's transition and returns focus.
  const [asked, setAsked] = useState(false);
  if (opened && !asked) setAsked(true);
  const notifications = useNotifications();
  const { mutate: markSeen } = useMarkNotificationsSeen();
  useLiveNotificationCounts();
  const total = notifications.data?.counts.unseen ?? 0;
  const { refetch } = notifications;

  useEffect(() => {
    if (!opened) return;
    let stillOpen = true;
    void refetch().then(({ data }) => {
      // Only what the drawer was shown is seen: the head of the answer it shows.
      if (stillOpen && data) markSeen({ up_to: data.head });
    });
    return () => {
      stillOpen = false;
    };
  }, [opened, refetch, markSeen]);

  return (
    <>
      <Indicator label={total > 99 ? '99+' : total} size={18} color="red" disabled={total === 0} offset={6}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={total > 0 ? BellTexts.buttonWithNew(total) : BellTexts.button}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened(true)}
        >
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
      {asked ? (
        <Suspense fallback={null}>
          <NotificationDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            data={notifications.data}
            error={notifications.error}
            onRetry={() => void refetch()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
