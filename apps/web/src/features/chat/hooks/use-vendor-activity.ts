import type { ChatMessageEvent } from '@seva/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSocket } from '@/lib/socket';
import { chatVendorsKey, findLoadedVendor, showLastMessage } from '../api/get-chat-vendors';

/**
 * Every message in any of the admin's rooms (the server sends them all to the admin's socket) updates the
 * vendor list: last message and time, the vendor moved to the top, an unread mark when its conversation
 * is not open. `announcement` describes the latest incoming vendor message for screen readers.
 */
export function useVendorActivity(socket: ChatSocket | null, openVendorId: number | null) {
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
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
      setAnnouncement(`New message from ${name}: ${message.message}`);
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

  return { isUnread, announcement };
}
