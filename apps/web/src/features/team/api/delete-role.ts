import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** DELETE /admin/roles/{key}: 409 while a member holds it; a built-in role is 403. */
export async function deleteRole(key: string): Promise<void> {
  await api.delete(`/admin/roles/${encodeURIComponent(key)}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.roles }),
  });
}
