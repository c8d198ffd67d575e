import { Alert, Group, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ChatVendor } from '@seva/contract';
import { useCallback } from 'react';
import { PageTitle } from '@/components/page-title';
import classes from '../components/chat.module.css';
import { ChatPane } from '../components/chat-pane';
import { ConnectionBadge } from '../components/connection-badge';
import { VendorListPane } from '../components/vendor-list-pane';
import { useChatRoom } from '../hooks/use-chat-room';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useSendMessage } from '../hooks/use-send-message';
import { useVendorActivity } from '../hooks/use-vendor-activity';
import { ChatTexts } from '../texts';

/** /messages: real-time chat between the admin and vendors (docs/product/chat.md#messages-screen, #conversation-flow). */
export function MessagesPage() {
  const { socket, status } = useChatSocket();
  const room = useChatRoom(socket);
  const vendorId = room.state.vendor?.vendor_id ?? null;
  const activity = useVendorActivity(socket, vendorId, room.state.roomId);
  const sender = useSendMessage({ socket, roomId: room.state.roomId, onSent: room.receive });

  const { select } = room;
  const { clearError } = sender;
  const selectVendor = useCallback(
    (vendor: ChatVendor) => {
      clearError();
      select(vendor);
    },
    [select, clearError],
  );

  return (
    <>
      <Stack gap="md" className={classes.page}>
        <PageTitle>{ChatTexts.title}</PageTitle>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {ChatTexts.title}
          </Title>
          <ConnectionBadge status={status} />
        </Group>
        {status === 'unavailable' ? (
          <Alert color="red" role="alert">
            {ChatTexts.realtimeUnavailable}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" className={classes.layout}>
          <VendorListPane selectedVendorId={vendorId} isUnread={activity.isUnread} onSelect={selectVendor} />
          <ChatPane
            room={room.state}
            onRetryHistory={room.retryHistory}
            onLoadEarlier={room.loadEarlier}
            onSend={sender.send}
            sending={sender.sending}
            sendError={sender.error}
            onEditDraft={sender.clearError}
          />
        </Paper>
      </Stack>
      <VisuallyHidden role="log" aria-live="polite" aria-label={ChatTexts.newMessagesLog}>
        {activity.announcements.map(({ key, text }) => (
          <p key={key}>{text}</p>
        ))}
      </VisuallyHidden>
    </>
  );
}
