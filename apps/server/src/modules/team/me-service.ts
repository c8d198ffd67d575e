import type { Me } from '@seva/contract';
import { notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import type { AuthenticatedAdmin } from '../../types';
import * as repo from './repository';

/** The signed-in member's own account (docs/product/team.md#account). */
export function createMeService(deps: ServiceDeps) {
  async function me(admin: AuthenticatedAdmin): Promise<Me> {
    const row = await repo.findMember(deps.db, admin.id);
    if (!row) throw notFound('Admin not found');
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      role: row.role,
      permissions: [...admin.permissions],
      mfa_enabled: row.mfa_enabled_at !== null,
    };
  }
  return { me };
}
