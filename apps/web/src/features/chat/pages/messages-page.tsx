import { Group, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ChatVendor } from '@seva/contract';
import { useCallback, useEffect } from 'react';
import { asWritten, QueryErrorAlert } from '@/components/query-error-alert';
import classes from '../components/chat.module.css';
import { ChatPane } from '../components/chat-pane';
import { ConnectionBadge } from '../components/connection-badge';
import { VendorListPane } from '../components/vendor-list-pane';
import { useChatRoom } from '../hooks/use-chat-room';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useComplaintReply } from '../hooks/use-complaint-reply';
import { useSendMessage } from '../hooks/use-send-message';
import { useVendorActivity } from '../hooks/use-vendor-activity';
import { ChatTexts } from '../texts';

/** /messages: real-time chat between the admin and vendors (docs/product/chat.md#messages-screen, #conversation-flow). */
export function MessagesPage() {
  const { socket, status } = useChatSocket();
  const room = useChatRoom(socket);
  const vendorId = room.state.vendor?.vendor_id ?? null;
  const activity = useVendorActivity(socket, vendorId, room.state.roomId);
  const complaint = useComplaintReply();
  // Only while the answered complaint's vendor is open; the first message sent ends the reply.
  const reply = complaint.reply?.vendor.vendor_id === vendorId ? complaint.reply : null;
  const { receive } = room;
  const { done: replyDone } = complaint;
  const onSent = useCallback(
    (message: Parameters<typeof receive>[0]) => {
      receive(message);
      if (reply) replyDone();
    },
    [receive, reply, replyDone],
  );
  const sender = useSendMessage({
    socket,
    roomId: room.state.roomId,
    onSent,
    complaintId: reply?.complaintId ?? null,
  });

  const { select } = room;
  const { clearError } = sender;
  const selectVendor = useCallback(
    (vendor: ChatVendor) => {
      clearError();
      if (complaint.reply && complaint.reply.vendor.vendor_id !== vendor.vendor_id) replyDone();
      select(vendor);
    },
    [select, clearError, complaint.reply, replyDone],
  );

  // Reply in chat (Complaints screen): open the complaint's vendor at once.
  const replyVendor = complaint.reply?.vendor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the vendor the page was opened for, once.
  useEffect(() => {
    if (replyVendor) select(replyVendor);
  }, []);

  return (
    <>
      <Stack gap="md" className={classes.page}>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {ChatTexts.title}
          </Title>
          <ConnectionBadge status={status} />
        </Group>
        {status === 'unavailable' ? (
          <QueryErrorAlert error={ChatTexts.realtimeUnavailable} format={asWritten} />
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
            initialDraft={reply?.draft}
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
