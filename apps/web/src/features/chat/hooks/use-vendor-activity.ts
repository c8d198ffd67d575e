import type { ChatMessageEvent } from '@seva/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSocket } from '@/lib/socket';
import { chatVendorsKey, findLoadedVendor, showLastMessage } from '../api/get-chat-vendors';

export interface Announcement {
  /** The message_id. */
  key: number;
  text: string;
}

const ANNOUNCEMENTS_KEPT = 5;

/**
 * Every message in any of the admin's rooms (the server sends them all to the admin's socket) updates the
 * vendor list: last message and time, the vendor moved to the top, an unread mark when its conversation
 * is not open. `announcements` describe the latest incoming vendor messages, newest last, for a screen
 * reader log: messages from several vendors can arrive within a second and each should be read out.
 */
export function useVendorActivity(socket: ChatSocket | null, openVendorId: number | null) {
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState<ReadonlySet<number>>(() => new Set());
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  const openVendorRef = useRef(openVendorId);

  useEffect(() => {
    openVendorRef.current = openVendorId;
    if (openVendorId !== null) {
      setUnread((current) => {
        if (!current.has(openVendorId)) return current;
        const next = new Set(current);
        next.delete(openVendorId);
        return next;
      });
    }
  }, [openVendorId]);

  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: ChatMessageEvent) => {
      const listed = showLastMessage(queryClient, {
        vendor_id: message.vendor_id,
        room_id: message.chat_room_id,
        message: message.message,
        sent_at: message.sent_at,
      });
      if (!listed) void queryClient.invalidateQueries({ queryKey: chatVendorsKey });
      if (message.sender_type !== 'vendor') return;
      const name = findLoadedVendor(queryClient, message.vendor_id)?.vendor_name ?? 'a vendor';
      const text = `New message from ${name}: ${message.message}`;
      setAnnouncements((current) =>
        // A message delivered again (e.g. after a reconnect) is announced once.
        current.some((a) => a.key === message.message_id)
          ? current
          : [...current, { key: message.message_id, text }].slice(-ANNOUNCEMENTS_KEPT),
      );
      if (message.vendor_id !== openVendorRef.current) {
        setUnread((current) => new Set(current).add(message.vendor_id));
      }
    };
    socket.on('receiveMessage', onMessage);
    return () => {
      socket.off('receiveMessage', onMessage);
    };
  }, [socket, queryClient]);

  const isUnread = useCallback((vendorId: number) => unread.has(vendorId), [unread]);

  return { isUnread, announcements };
}
