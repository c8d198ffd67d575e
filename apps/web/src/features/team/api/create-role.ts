import type { Role, RoleBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** POST /admin/roles: a custom role, its key made from its name; a name taken in any case is 409. */
export async function createRole(body: RoleBody): Promise<Role> {
  const response = await api.post<{ success: true; data: Role }>('/admin/roles', body);
  return response.data;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.roles }),
  });
}
