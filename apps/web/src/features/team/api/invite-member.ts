import type { InviteMemberBody, TeamMember } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** POST /admin/team: an invited member, texted how to set a password; 409 for an email or phone taken. */
export async function inviteMember(body: InviteMemberBody): Promise<TeamMember> {
  const response = await api.post<{ success: true; data: TeamMember }>('/admin/team', body);
  return response.data;
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
