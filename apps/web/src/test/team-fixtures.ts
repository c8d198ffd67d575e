import { BUILT_IN_ROLES, type BuiltInRoleKey, type Me, type Role, type TeamMember } from '@seva/contract';

/**
 * Who is signed in (GET /admin/me) with a built-in role's permissions. `renderWithProviders` puts an owner
 * in the cache unless told otherwise (its `me` option), so every screen test sees the owner's screen.
 */
export function aMe(role: BuiltInRoleKey = 'owner', overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    name: 'Asha Admin',
    email: 'asha@seva.test',
    phone: '9876543210',
    role,
    permissions: [...BUILT_IN_ROLES[role].permissions],
    mfa_enabled: false,
    ...overrides,
  };
}

/** A team member as GET /admin/team lists them. */
export function aTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 7,
    name: 'Ravi Kumar',
    email: 'ravi.kumar@seva.test',
    phone: '9812345678',
    role: 'dispatcher',
    status: 'active',
    mfa_enabled: false,
    last_sign_in_at: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}

/** Every built-in role as GET /admin/roles lists them, then `custom`. */
export function theRoles(...custom: Role[]): Role[] {
  return [
    ...Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({
      key,
      name: role.name,
      permissions: [...role.permissions],
      built_in: true,
    })),
    ...custom,
  ];
}
