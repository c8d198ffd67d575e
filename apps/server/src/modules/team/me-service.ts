import type { Me } from '@seva/contract';
import { notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import type { AuthenticatedAdmin } from '../../types';
import { type Actor, updateAudited } from '../audit/service';
import { toMember } from './mapper';
import * as repo from './repository';

type MemberRow = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

function toMe(row: MemberRow, admin: AuthenticatedAdmin): Me {
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

/** The signed-in member's own account (docs/product/team.md#account). */
export function createMeService(deps: ServiceDeps) {
  const { db, dialect } = deps;

  async function memberOrThrow(id: number) {
    const row = await repo.findMember(db, id);
    if (!row) throw notFound('Admin not found');
    return row;
  }

  async function me(admin: AuthenticatedAdmin): Promise<Me> {
    return toMe(await memberOrThrow(admin.id), admin);
  }

  /** The member's own name, with its audit row (`team.updated`, as when an owner renames them). */
  async function rename(admin: AuthenticatedAdmin, name: string, actor: Actor): Promise<Me> {
    const before = await memberOrThrow(admin.id);
    const row = await updateAudited(db, dialect, repo.guardedMemberUpdate(dialect, admin.id, { name }), {
      ...actor,
      action: 'team.updated',
      entity: 'admin',
      entityId: admin.id,
      before: toMember(before),
      after: { ...toMember(before), name },
    });
    if (!row) throw notFound('Admin not found');
    return toMe(row, admin);
  }

  return { me, rename };
}
