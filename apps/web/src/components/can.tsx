import type { Me, Permission } from '@seva/contract';
import type { ReactNode } from 'react';
import { useMe } from '@/api/get-me';
import { canOpen, type Permissions } from '@/lib/route-permissions';

const NONE: Permissions = new Set();
const sets = new WeakMap<Me, Permissions>();

function permissionsOf(me: Me | undefined): Permissions {
  if (!me) return NONE;
  let set = sets.get(me);
  if (!set) {
    set = new Set(me.permissions);
    sets.set(me, set);
  }
  return set;
}

/**
 * The signed-in member's permissions (GET /admin/me, loaded once per sign-in; the shell waits for it).
 * None while unknown: nothing is shown that the role may not allow.
 */
export function usePermissions(): Permissions {
  return permissionsOf(useMe().data);
}

/** Whether the signed-in member's role has `permission` (docs/product/team.md#what-the-web-shows). */
export function usePermission(permission: Permission): boolean {
  return usePermissions().has(permission);
}

/** Whether the signed-in member may open the screen at `path` (lib/route-permissions.ts). */
export function useCanOpen(path: string): boolean {
  return canOpen(path, usePermissions());
}

interface CanProps {
  permission: Permission;
  children: ReactNode;
}

/**
 * Shows `children` only to a member whose role has `permission`: the one way a screen hides a button,
 * a menu item or a section the role does not allow (docs/guiding-principles.md). The server refuses
 * the action anyway; this keeps the screen from offering it.
 */
export function Can({ permission, children }: CanProps) {
  return usePermission(permission) ? children : null;
}
