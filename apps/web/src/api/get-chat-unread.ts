import type { ChatUnreadRoom } from '@seva/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const chatUnreadKey = ['chat', 'unread'] as const;

/**
 * GET /chat/unread: this admin's rooms with unread vendor messages, as the server keeps them (every device
 * agrees). Shared: the Messages screen's unread dots and the bell's `Unread messages` read this one query,
 * so they cannot disagree (docs/product/cockpit.md#live-bell).
 */
export async function getChatUnread(signal?: AbortSignal): Promise<ChatUnreadRoom[]> {
  const response = await api.get<{ success: true; data: ChatUnreadRoom[] }>('/chat/unread', { signal });
  return response.data;
}

export function getChatUnreadQueryOptions() {
  return queryOptions({ queryKey: chatUnreadKey, queryFn: ({ signal }) => getChatUnread(signal) });
}

/** `enabled: false` for a member whose role has no `chat.use` (the server would refuse it). */
export function useChatUnread({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getChatUnreadQueryOptions(), enabled });
}

/** A vendor message arrived in a room that is not open: one more unread there, until the server says otherwise. */
export function addUnread(queryClient: QueryClient, room: { room_id: number; vendor_id: number }): void {
  queryClient.setQueryData<ChatUnreadRoom[]>(chatUnreadKey, (current = []) => {
    const known = current.find((r) => r.room_id === room.room_id);
    return known
      ? current.map((r) => (r === known ? { ...r, unread: r.unread + 1 } : r))
      : [...current, { ...room, unread: 1 }];
  });
}

/** The room was read (here or on another device). */
export function removeUnread(queryClient: QueryClient, roomId: number): void {
  queryClient.setQueryData<ChatUnreadRoom[]>(chatUnreadKey, (current) =>
    current?.filter((r) => r.room_id !== roomId),
  );
}

/** How many vendor messages are unread in all of this admin's rooms: the bell's `Unread messages`. */
export function unreadMessageTotal(rooms: readonly ChatUnreadRoom[]): number {
  return rooms.reduce((sum, r) => sum + r.unread, 0);
}
