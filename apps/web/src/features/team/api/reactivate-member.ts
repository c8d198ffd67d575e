import type { TeamMember } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** POST /admin/team/{id}/reactivate: the member may sign in again (`active`, or `invited` if they never signed in). */
export async function reactivateMember(id: number): Promise<TeamMember> {
  const response = await api.post<{ success: true; data: TeamMember }>(`/admin/team/${id}/reactivate`);
  return response.data;
}

export function useReactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
