export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  roles: ['team', 'roles'] as const,
};
