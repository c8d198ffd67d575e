import type { Role, TeamMember, TeamStatus } from '@seva/contract';
import { parsePermissions } from './permissions';

export function toRole(row: { key: string; name: string; permissions: string; built_in: number }): Role {
  return {
    key: row.key,
    name: row.name,
    permissions: [...parsePermissions(row.permissions)],
    built_in: row.built_in === 1,
  };
}

export function toMember(row: {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: string;
  status: TeamStatus;
  mfa_enabled_at: string | null;
  last_sign_in_at: string | null;
}): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    mfa_enabled: row.mfa_enabled_at !== null,
    last_sign_in_at: row.last_sign_in_at,
  };
}
