import type { GetOrCreateRoomBody, GetOrCreateRoomResponse } from '@seva/contract';
import { api } from '@/lib/api-client';
import { getAdminId } from '@/lib/session';

/** POST /chat/get-or-create-room: the admin's room with this vendor, created on first use. */
export function getOrCreateRoom(vendorId: number, signal?: AbortSignal): Promise<GetOrCreateRoomResponse> {
  // docs/product/api.md#chat sends the admin id too; the server takes the admin from the token and ignores it.
  const body: GetOrCreateRoomBody = { vendorId, adminId: getAdminId() ?? undefined };
  return api.post<GetOrCreateRoomResponse>('/chat/get-or-create-room', body, { signal });
}
