import { PERMISSIONS, type Permission, TeamMessages } from '@seva/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error';
import type { RoutePermission } from '../../types';

const KNOWN = new Set<string>(PERMISSIONS);

/** A role's stored permissions (a JSON array of keys); keys this version does not know are left out. */
export function parsePermissions(json: string): ReadonlySet<Permission> {
  const parsed: unknown = JSON.parse(json);
  return new Set(
    (Array.isArray(parsed) ? parsed : []).filter((key): key is Permission => KNOWN.has(key as string)),
  );
}

/** Whether `granted` satisfies what a route asks for. */
export function allows(granted: ReadonlySet<Permission>, needed: RoutePermission): boolean {
  if (needed === 'signed_in') return true;
  if (typeof needed === 'string') return granted.has(needed);
  return needed.some((key) => granted.has(key));
}

/**
 * For a route that names several permissions (plugins/auth.ts checked the admin holds one of them): the
 * one this request needs, once the body says which (e.g. blocking, not approving). 403 without it.
 */
export function assertPermission(request: FastifyRequest, needed: Permission): void {
  if (request.admin && !request.admin.permissions.has(needed)) throw forbidden(TeamMessages.forbidden);
}

/** The permissions a route names, for the OpenAPI document (plugins/openapi.ts). */
export function permissionList(needed: RoutePermission): readonly string[] {
  return typeof needed === 'string' ? [needed] : needed;
}
