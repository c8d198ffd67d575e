import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ChatMessage } from '@seva/contract';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { asWritten, QueryErrorAlert } from '@/components/query-error-alert';
import { ChatTexts } from '../texts';
import classes from './chat.module.css';
import { MessageBubble } from './message-bubble';

/** How close to the top (px) scrolling loads the previous page, and to the bottom counts as "at the end". */
const EDGE_PX = 80;

interface MessageListProps {
  vendorName: string;
  messages: ChatMessage[];
  loading: boolean;
  hasMore: boolean;
  earlierLoading: boolean;
  earlierError: string | null;
  onLoadEarlier: () => void;
}

/**
 * The conversation, oldest at the top. It opens at the newest message, follows new ones while the admin
 * is at the end, keeps its place when earlier messages are added above, and loads them on scroll up.
 */
export function MessageList({
  vendorName,
  messages,
  loading,
  hasMore,
  earlierLoading,
  earlierError,
  onLoadEarlier,
}: MessageListProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const previous = useRef<{ first?: number; last?: number; fromBottom: number; atEnd: boolean }>({
    fromBottom: 0,
    atEnd: true,
  });
  const first = messages[0]?.message_id;
  const last = messages.at(-1)?.message_id;
  const lastIsMine = messages.at(-1)?.sender_type === 'admin';

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = previous.current;
    if (first !== before.first && last === before.last && before.first !== undefined) {
      // Earlier messages were added above: keep the same messages in view.
      element.scrollTop = element.scrollHeight - before.fromBottom;
    } else if (last !== before.last && (before.atEnd || before.last === undefined || lastIsMine)) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      first,
      last,
      fromBottom: element.scrollHeight - element.scrollTop,
      atEnd: element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX,
    };
  }, [first, last, lastIsMine]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    previous.current.fromBottom = element.scrollHeight - element.scrollTop;
    previous.current.atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && hasMore && !earlierLoading && !earlierError) onLoadEarlier();
  };

  let content: ReactNode;
  if (loading && messages.length === 0) {
    content = (
      <Center h="100%" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{ChatTexts.loadingHistory}</Text>
        </Group>
      </Center>
    );
  } else if (messages.length === 0) {
    content = (
      <Center h="100%">
        <Text c="dimmed" role="status">
          {ChatTexts.noMessages}
        </Text>
      </Center>
    );
  } else {
    content = (
      <>
        {hasMore || earlierError ? (
          <Center pt="sm">
            <Button variant="subtle" size="xs" loading={earlierLoading} onClick={onLoadEarlier}>
              {ChatTexts.earlierMessages}
            </Button>
          </Center>
        ) : null}
        {earlierError ? (
          <QueryErrorAlert error={earlierError} format={asWritten} mx="md" mt="xs" py={6} />
        ) : null}
        <ol className={classes.messages} aria-label={`Conversation with ${vendorName}`}>
          {messages.map((message) => (
            <MessageBubble key={message.message_id} message={message} vendorName={vendorName} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section
      ref={scrollRef}
      className={`${classes.scroll} ${classes.thread}`}
      onScroll={onScroll}
      aria-label="Message history"
      aria-busy={loading || earlierLoading}
    >
      {content}
    </section>
  );
}
