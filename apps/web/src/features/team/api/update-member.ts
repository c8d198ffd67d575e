import type { TeamMember, UpdateMemberBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export interface UpdateMemberInput {
  id: number;
  body: UpdateMemberBody;
}

/** PUT /admin/team/{id}: a new name or role; a role change signs the member out everywhere. */
export async function updateMember({ id, body }: UpdateMemberInput): Promise<TeamMember> {
  const response = await api.put<{ success: true; data: TeamMember }>(`/admin/team/${id}`, body);
  return response.data;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
