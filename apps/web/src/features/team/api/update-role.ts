import type { Role, RoleBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export interface UpdateRoleInput {
  key: string;
  body: RoleBody;
}

/** PUT /admin/roles/{key}: a custom role's new name and permissions; holders' rights change at once. */
export async function updateRole({ key, body }: UpdateRoleInput): Promise<Role> {
  const response = await api.put<{ success: true; data: Role }>(
    `/admin/roles/${encodeURIComponent(key)}`,
    body,
  );
  return response.data;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.roles }),
  });
}
