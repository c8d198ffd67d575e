import { Alert, Box, EmptyState, Group, Loader, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { asWritten, QueryErrorAlert } from '@/components/query-error-alert';
import type { ChatRoomState } from '../hooks/chat-room-state';
import { ChatTexts } from '../texts';
import classes from './chat.module.css';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ChatPaneProps {
  room: ChatRoomState;
  onRetryHistory: () => void;
  onLoadEarlier: () => void;
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  sendError: string | null;
  onEditDraft: () => void;
  /** What the composer starts with for this vendor (a quoted complaint). */
  initialDraft?: string;
}

/** The right pane: header, room and history states, the messages and the input. */
export function ChatPane({
  room,
  onRetryHistory,
  onLoadEarlier,
  onSend,
  sending,
  sendError,
  onEditDraft,
  initialDraft,
}: ChatPaneProps) {
  const { vendor } = room;
  if (!vendor) {
    return (
      <Box component="section" aria-label="Conversation" className={classes.conversation}>
        <EmptyState icon={<IconMessages aria-hidden size={28} />} withIndicatorBackground m="auto">
          <EmptyState.Title order={2}>{ChatTexts.selectVendor}</EmptyState.Title>
        </EmptyState>
      </Box>
    );
  }

  const roomFailed = !room.roomLoading && room.roomId === null;
  const loading = room.roomLoading || room.historyLoading;

  return (
    <Box
      component="section"
      aria-label={`Conversation with ${vendor.vendor_name}`}
      className={classes.conversation}
    >
      <ChatHeader vendor={vendor} />
      {room.roomError ? (
        <Alert color={roomFailed ? 'red' : 'yellow'} role="alert" radius={0} py="xs">
          <Group gap="xs" wrap="nowrap">
            {room.roomLoading ? <Loader size="xs" color="yellow" /> : null}
            <Text size="sm">{room.roomError}</Text>
          </Group>
        </Alert>
      ) : null}
      {room.historyError ? (
        <QueryErrorAlert
          error={room.historyError}
          format={asWritten}
          onRetry={onRetryHistory}
          retryLabel={ChatTexts.tryAgain}
          radius={0}
          py="xs"
        />
      ) : null}
      {roomFailed || (room.historyError && room.messages.length === 0) ? (
        <Box className={`${classes.scroll} ${classes.thread}`} />
      ) : (
        <MessageList
          vendorName={vendor.vendor_name}
          messages={room.messages}
          loading={loading}
          hasMore={room.hasMore}
          earlierLoading={room.earlierLoading}
          earlierError={room.earlierError}
          onLoadEarlier={onLoadEarlier}
        />
      )}
      <MessageComposer
        key={vendor.vendor_id}
        onSend={onSend}
        sending={sending}
        error={sendError}
        onEdit={onEditDraft}
        initialDraft={initialDraft}
      />
    </Box>
  );
}
