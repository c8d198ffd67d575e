import type { Role } from '@seva/contract';

/** The roles as a select's options: the role's key chosen, its name shown. */
export function roleOptions(roles: readonly Role[] | undefined): { value: string; label: string }[] {
  return (roles ?? []).map((role) => ({ value: role.key, label: role.name }));
}

/** A role's name by its key; the key itself until the roles are loaded (or for a role since deleted). */
export function roleNameOf(roles: readonly Role[] | undefined): (key: string) => string {
  const names = new Map((roles ?? []).map((role) => [role.key, role.name]));
  return (key) => names.get(key) ?? key;
}
