import type { Me } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKey } from '@/api/get-me';
import { api } from '@/lib/api-client';
import { storeAdminName } from '@/lib/session';

/** PUT /admin/me: the member's own name (1–100 characters); answers the member as GET /admin/me does. */
export async function updateMe(name: string): Promise<Me> {
  const response = await api.put<{ success: true; data: Me }>('/admin/me', { name });
  return response.data;
}

/** Renames the member; the top bar and the sidebar show the new name (the stored `adminName` follows). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      storeAdminName(me.name);
      return queryClient.invalidateQueries({ queryKey: meKey, exact: true });
    },
  });
}
