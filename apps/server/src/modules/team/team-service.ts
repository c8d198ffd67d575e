import { randomBytes } from 'node:crypto';
import {
  BUILT_IN_ROLES,
  type InviteMemberBody,
  type Role,
  type RoleBody,
  type TeamMember,
  TeamMessages,
  type TeamStatus,
  type UpdateMemberBody,
} from '@seva/contract';
import type { SmsOptions, SmsSender } from '../../adapters/sms/sms-sender';
import { isUniqueViolation } from '../../db/driver/constraint-errors';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, updateAudited, writeAudit } from '../audit/service';
import { revokeSessionsOf } from '../auth/service';
import { toMember, toRole } from './mapper';
import * as mfaRepo from './mfa-repository';
import * as repo from './repository';

const MAX_KEY_TRIES = 20;

/** A custom role's key from its name: `Field lead` → `field_lead` (then `field_lead_2`, … when taken). */
function keyFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return /^[a-z]/.test(slug) ? slug : `role_${slug}`.replace(/_+$/, '');
}

/** What the invitee is told (docs/product/team.md#inviting). */
export const inviteText = (name: string) =>
  `Hello ${name}, you have been invited to Seva Admin. To set your password, open the sign-in page, choose Forgot Password and enter this phone number.`;

/** Built-in roles are kept as the code defines them: run once at start-up. */
export function syncBuiltInRoles(deps: Pick<ServiceDeps, 'db'>) {
  return repo.syncBuiltInRoles(
    deps.db,
    Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({
      key,
      name: role.name,
      permissions: JSON.stringify(role.permissions),
    })),
  );
}

/**
 * The team and its roles (docs/product/team.md): every change one conditional statement with its audit
 * row; a change that takes a member's access away (deactivation, another role) also revokes their
 * sessions, whose open sockets then close (`admin.sessions_revoked`).
 */
export function createTeamService(deps: ServiceDeps & { sms: SmsSender }) {
  const { db, dialect, events } = deps;

  async function listRoles(): Promise<Role[]> {
    return (await repo.listRoles(db)).map(toRole);
  }

  async function roleOrThrow(key: string) {
    const role = await repo.findRole(db, key);
    if (!role) throw notFound(TeamMessages.roleNotFound);
    return role;
  }

  async function createRole(body: RoleBody, actor: Actor): Promise<Role> {
    const base = keyFrom(body.name);
    const permissions = JSON.stringify(body.permissions);
    for (let n = 1; n <= MAX_KEY_TRIES; n++) {
      const key = n === 1 ? base : `${base}_${n}`;
      try {
        const created = await db.transaction().execute(async (trx) => {
          const row = await repo.insertRole(trx, { key, name: body.name, permissions });
          if (row)
            await writeAudit(trx, {
              ...actor,
              action: 'role.created',
              entity: 'role',
              entityId: key,
              after: toRole(row),
            });
          return row;
        });
        if (created) return toRole(created);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TeamMessages.roleNameTaken);
        throw error;
      }
    }
    throw conflict(TeamMessages.roleNameTaken);
  }

  async function updateRole(key: string, body: RoleBody, actor: Actor): Promise<Role> {
    const before = await roleOrThrow(key);
    if (before.built_in === 1) throw forbidden(TeamMessages.roleBuiltIn);
    try {
      const row = await updateAudited(
        db,
        dialect,
        repo.updateRoleStatement(key, { name: body.name, permissions: JSON.stringify(body.permissions) }),
        {
          ...actor,
          action: 'role.updated',
          entity: 'role',
          entityId: key,
          before: toRole(before),
          after: { key, name: body.name, permissions: body.permissions, built_in: false },
        },
      );
      if (!row) throw notFound(TeamMessages.roleNotFound);
      return toRole(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TeamMessages.roleNameTaken);
      throw error;
    }
  }

  async function deleteRole(key: string, actor: Actor): Promise<void> {
    const before = await roleOrThrow(key);
    if (before.built_in === 1) throw forbidden(TeamMessages.roleBuiltIn);
    const deleted = await db.transaction().execute(async (trx) => {
      const done = await repo.deleteUnheldRole(trx, key);
      if (done)
        await writeAudit(trx, {
          ...actor,
          action: 'role.deleted',
          entity: 'role',
          entityId: key,
          before: toRole(before),
        });
      return done;
    });
    if (deleted) return;
    if ((await repo.countHolders(db, key)) > 0) throw conflict(TeamMessages.roleInUse);
    throw notFound(TeamMessages.roleNotFound);
  }

  async function listMembers(filters: { role?: string; status?: TeamStatus }): Promise<TeamMember[]> {
    return (await repo.listMembers(db, filters)).map(toMember);
  }

  async function memberOrThrow(id: number) {
    const member = await repo.findMember(db, id);
    if (!member) throw notFound(TeamMessages.memberNotFound);
    return member;
  }

  /** An invited member (no password yet: the Forgot Password flow sets it) and a text telling them so. */
  async function invite(body: InviteMemberBody, actor: Actor, log?: SmsOptions['log']) {
    await roleOrThrow(body.role);
    let member: TeamMember;
    try {
      member = await db.transaction().execute(async (trx) => {
        const row = await repo.insertMember(trx, {
          ...body,
          // No password works until the invitee sets one: this is not an argon2 hash of anything.
          password_hash: `invited:${randomBytes(24).toString('base64url')}`,
        });
        const created = toMember(row);
        await writeAudit(trx, {
          ...actor,
          action: 'team.invited',
          entity: 'admin',
          entityId: row.id,
          after: created,
        });
        return created;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const taken = await repo.listMembers(db, {});
      if (taken.some((m) => m.email === body.email)) throw conflict(TeamMessages.emailTaken);
      throw conflict(TeamMessages.phoneTaken);
    }
    await deps.sms.send(member.phone, inviteText(member.name), { log });
    return member;
  }

  /**
   * One guarded change of a member (role, status, name) and its audit row. A change of what they may do
   * then revokes their sessions (the rights are read from the database on every request, so the change
   * holds at once; the revocation also closes their open sockets).
   */
  async function change(
    id: number,
    actor: Actor,
    action: string,
    set: { role?: string; status?: TeamStatus; name?: string },
    options: { only?: { status: TeamStatus }; revoke: boolean; refused: () => Promise<Error> },
  ): Promise<TeamMember> {
    const before = await memberOrThrow(id);
    const row = await updateAudited(db, dialect, repo.guardedMemberUpdate(dialect, id, set, options.only), {
      ...actor,
      action,
      entity: 'admin',
      entityId: id,
      before: toMember(before),
      after: { ...toMember(before), ...set },
    });
    if (!row) throw await options.refused();
    if (options.revoke) {
      await revokeSessionsOf(db, id);
      events.emit('admin.sessions_revoked', id);
    }
    return toMember(row);
  }

  /** Why a guarded change changed nothing: the last active owner, or the state it needed is gone. */
  const lastOwnerOr = (otherwise: Error) => async () =>
    (await repo.activeOwnerCount(db)) <= 1 ? conflict(TeamMessages.lastOwner) : otherwise;

  async function update(id: number, body: UpdateMemberBody, actor: Actor): Promise<TeamMember> {
    const before = await memberOrThrow(id);
    if (body.role !== undefined && id === actor.adminId && body.role !== before.role)
      throw conflict(TeamMessages.notYourself);
    if (body.role !== undefined) await roleOrThrow(body.role);
    const roleChanges = body.role !== undefined && body.role !== before.role;
    return change(id, actor, roleChanges ? 'team.role_changed' : 'team.updated', pick(body), {
      revoke: roleChanges,
      refused: lastOwnerOr(notFound(TeamMessages.memberNotFound)),
    });
  }

  async function deactivate(id: number, actor: Actor): Promise<TeamMember> {
    if (id === actor.adminId) throw conflict(TeamMessages.notYourself);
    const before = await memberOrThrow(id);
    if (before.status === 'deactivated') throw conflict(TeamMessages.alreadyDeactivated);
    return change(
      id,
      actor,
      'team.deactivated',
      { status: 'deactivated' },
      {
        only: { status: before.status },
        revoke: true,
        refused: lastOwnerOr(conflict(TeamMessages.alreadyDeactivated)),
      },
    );
  }

  async function reactivate(id: number, actor: Actor): Promise<TeamMember> {
    const before = await memberOrThrow(id);
    if (before.status !== 'deactivated') throw conflict(TeamMessages.notDeactivated);
    const status: TeamStatus = before.last_sign_in_at === null ? 'invited' : 'active';
    return change(
      id,
      actor,
      'team.reactivated',
      { status },
      {
        only: { status: 'deactivated' },
        revoke: false,
        refused: async () => conflict(TeamMessages.notDeactivated),
      },
    );
  }

  /**
   * An owner turns a member's two-step sign-in off (a lost phone and no recovery code): the secret and
   * recovery codes go and the member is signed out everywhere; a role that requires two-step sign-in asks
   * them to set it up again at their next sign-in. One's own goes through `/admin/me/mfa/disable`.
   */
  async function resetTwoStep(id: number, actor: Actor): Promise<TeamMember> {
    if (id === actor.adminId) throw conflict(TeamMessages.mfaResetOwn);
    const before = toMember(await memberOrThrow(id));
    const reset = await db.transaction().execute(async (trx) => {
      if (!(await mfaRepo.disable(trx, id, new Date(deps.clock()).toISOString()))) return false;
      await mfaRepo.deleteRecoveryCodes(trx, id);
      await revokeSessionsOf(trx, id);
      await writeAudit(trx, {
        ...actor,
        action: 'team.mfa_reset',
        entity: 'admin',
        entityId: id,
        before,
        after: { ...before, mfa_enabled: false },
      });
      return true;
    });
    if (!reset) throw conflict(TeamMessages.mfaNotEnabledFor);
    events.emit('admin.sessions_revoked', id);
    return toMember(await memberOrThrow(id));
  }

  return {
    resetTwoStep,
    listRoles,
    createRole,
    updateRole,
    deleteRole,
    listMembers,
    invite,
    update,
    deactivate,
    reactivate,
  };
}

function pick(body: UpdateMemberBody) {
  return {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.role === undefined ? {} : { role: body.role }),
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
