import type { NotificationCounts } from '@seva/contract';
import { api } from '@/lib/api-client';

/** POST /chat/rooms/{roomId}/read: read up to `messageId` (default: the newest), for this admin on every device. */
export async function markRoomRead(roomId: number, messageId?: number): Promise<NotificationCounts> {
  const response = await api.post<{ success: true; data: NotificationCounts }>(
    `/chat/rooms/${roomId}/read`,
    messageId === undefined ? {} : { message_id: messageId },
  );
  return response.data;
}
