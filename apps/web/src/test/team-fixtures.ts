import {
  type AdminSession,
  BUILT_IN_ROLES,
  type BuiltInRoleKey,
  type Me,
  type Role,
  type TeamMember,
} from '@seva/contract';

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

/** A browser's user agents, as sessions record them. */
export const USER_AGENTS = {
  chromeOnLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxOnWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
} as const;

/** One of the member's sessions as GET /admin/me/sessions lists them: this browser's unless told. */
export function anAdminSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    id: 41,
    created_at: '2026-03-05T14:07:00.000Z',
    last_seen_at: '2026-03-06T04:30:00.000Z',
    ip: '203.0.113.7',
    user_agent: USER_AGENTS.chromeOnLinux,
    current: true,
    ...overrides,
  };
}
