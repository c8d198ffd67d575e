import type { ChatMessagesResponse } from '@seva/contract';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';

interface ChatMessagesPage {
  /** A message_id: return the messages just older than it. Absent: the newest page. */
  before?: number;
  limit: number;
}

/** GET /chat/messages/{roomId}: one page of a room's history, oldest first. */
export function getChatMessages(
  roomId: number,
  page: ChatMessagesPage,
  signal?: AbortSignal,
): Promise<ChatMessagesResponse> {
  return api.get<ChatMessagesResponse>(`/chat/messages/${roomId}${toQueryString({ ...page })}`, { signal });
}
