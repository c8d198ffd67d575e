import type { TeamMember } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** POST /admin/team/{id}/deactivate: the member is signed out everywhere and cannot sign in (never oneself, never the last active owner). */
export async function deactivateMember(id: number): Promise<TeamMember> {
  const response = await api.post<{ success: true; data: TeamMember }>(`/admin/team/${id}/deactivate`);
  return response.data;
}

export function useDeactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
