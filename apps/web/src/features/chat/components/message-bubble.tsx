import { VisuallyHidden } from '@mantine/core';
import type { ChatMessage } from '@seva/contract';
import { formatMessageTime } from '../message-time';
import { ChatTexts } from '../texts';
import classes from './chat.module.css';

interface MessageBubbleProps {
  message: ChatMessage;
  vendorName: string;
}

/** One message: the admin's on the right, the vendor's on the left, each with its time. */
export function MessageBubble({ message, vendorName }: MessageBubbleProps) {
  const sender = message.sender_type === 'admin' ? ChatTexts.you : vendorName;
  return (
    <li className={classes.row} data-sender={message.sender_type}>
      <div className={classes.bubble}>
        <VisuallyHidden>{`${sender}: `}</VisuallyHidden>
        <div className={classes.text}>{message.message}</div>
        <time className={classes.time} dateTime={message.sent_at}>
          {formatMessageTime(message.sent_at)}
        </time>
      </div>
    </li>
  );
}
