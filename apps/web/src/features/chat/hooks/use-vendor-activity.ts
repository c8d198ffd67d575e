import type { ChatMessageEvent } from '@seva/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { addUnread, chatUnreadKey, removeUnread, useChatUnread } from '@/api/get-chat-unread';
import type { ChatSocket } from '@/lib/socket';
import { chatVendorsKey, findLoadedVendor, showLastMessage } from '../api/get-chat-vendors';
import { markRoomRead } from '../api/mark-room-read';

export interface Announcement {
  /** The message_id. */
  key: number;
  text: string;
}

const ANNOUNCEMENTS_KEPT = 5;

/**
 * Every message in any of the admin's rooms (the server sends them all to the admin's socket) updates the
 * vendor list: last message and time, the vendor moved to the top. Unread marks are the server's
 * (GET /chat/unread, docs/product/cockpit.md#live-bell), so a conversation read on one device is read on
 * every other: opening a room marks it read, as does a message arriving in the open room; a vendor
 * message elsewhere marks its vendor unread at once; the admin's `notificationCounts` (a read on
 * another device) refetch the marks. `announcements` describe the latest incoming vendor messages,
 * newest last, for a screen reader log: messages from several vendors can arrive within a second and
 * each should be read out.
 */
export function useVendorActivity(
  socket: ChatSocket | null,
  openVendorId: number | null,
  openRoomId: number | null = null,
) {
  const queryClient = useQueryClient();
  const unread = useChatUnread();
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  const openRef = useRef({ vendorId: openVendorId, roomId: openRoomId });

  const read = useCallback(
    (roomId: number, messageId?: number) => {
      removeUnread(queryClient, roomId);
      // A failed mark leaves the server's unread as it was; the next open or push shows it again.
      markRoomRead(roomId, messageId).catch(() => undefined);
    },
    [queryClient],
  );

  useEffect(() => {
    openRef.current = { vendorId: openVendorId, roomId: openRoomId };
    if (openRoomId !== null) read(openRoomId);
  }, [openVendorId, openRoomId, read]);

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
      if (message.chat_room_id === openRef.current.roomId) read(message.chat_room_id, message.message_id);
      else if (message.vendor_id !== openRef.current.vendorId) {
        addUnread(queryClient, { room_id: message.chat_room_id, vendor_id: message.vendor_id });
      }
    };
    const onCounts = () => void queryClient.invalidateQueries({ queryKey: chatUnreadKey });
    socket.on('receiveMessage', onMessage);
    socket.on('notificationCounts', onCounts);
    return () => {
      socket.off('receiveMessage', onMessage);
      socket.off('notificationCounts', onCounts);
    };
  }, [socket, queryClient, read]);

  const rooms = unread.data;
  const isUnread = useCallback(
    (vendorId: number) =>
      vendorId !== openVendorId && (rooms ?? []).some((r) => r.vendor_id === vendorId && r.unread > 0),
    [rooms, openVendorId],
  );

  return { isUnread, announcements };
}
