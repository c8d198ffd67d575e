import type { TeamMember } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** POST /admin/team/{id}/mfa/reset: the member's two-step sign-in goes off and they are signed out everywhere (never oneself). */
export async function resetMemberTwoStep(id: number): Promise<TeamMember> {
  const response = await api.post<{ success: true; data: TeamMember }>(`/admin/team/${id}/mfa/reset`);
  return response.data;
}

export function useResetMemberTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
