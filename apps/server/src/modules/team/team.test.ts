import { BUILT_IN_ROLES, PERMISSIONS, TeamMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type MfaDevice, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { inviteText } from './service';

/** docs/product/team.md over HTTP: roles, the team, who am I, and the guards around the last owner. */
describe(`team and roles (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  let ownerDevice: MfaDevice;
  beforeAll(async () => {
    t = await createTestApp({ MFA_REQUIRED_ROLES: '' });
    owner = await t.login();
    // Changing the team or its roles needs step-up: turning two-step sign-in on verifies this session.
    ownerDevice = await t.enableMfa(owner);
  });
  afterAll(() => t?.close());

  const call = (method: string, path: string, body?: unknown, token = owner) =>
    t.request(method, `/api/v1${path}`, { token, ...(body === undefined ? {} : { body }) });
  const auditRows = (action: string) =>
    t.database.handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
  let phoneSeq = 0;
  const phone = () => `81${String(++phoneSeq).padStart(8, '0')}`;

  it('GET /admin/me answers who is signed in; the first admin is an owner with every permission', async () => {
    const res = await call('GET', '/admin/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual({
      id: t.adminId,
      name: TEST_ADMIN.name,
      email: TEST_ADMIN.email,
      phone: TEST_ADMIN.phone,
      role: 'owner',
      permissions: [...PERMISSIONS],
      mfa_enabled: true,
    });
    expect((await t.request('GET', '/api/v1/admin/me')).status).toBe(401);
  });

  it('lists the seven built-in roles, read-only, with their permissions', async () => {
    const res = await call('GET', '/admin/roles');
    expect(res.status).toBe(200);
    const builtIn = res.body.data.filter((r: { built_in: boolean }) => r.built_in);
    expect(builtIn.map((r: { key: string }) => r.key).sort()).toEqual(Object.keys(BUILT_IN_ROLES).sort());
    const dispatcher = builtIn.find((r: { key: string }) => r.key === 'dispatcher');
    expect(dispatcher.permissions).toEqual([...BUILT_IN_ROLES.dispatcher.permissions]);
    expect(
      (await call('PUT', '/admin/roles/dispatcher', { name: 'Mine', permissions: ['vendors.read'] })).status,
    ).toBe(403);
    expect((await call('DELETE', '/admin/roles/owner')).status).toBe(403);
  });

  it('makes, renames and deletes a custom role; refuses bad input and a name taken in any case', async () => {
    const before = await rowCounts(t.database.handle.db);
    for (const body of [
      {},
      { name: '', permissions: ['vendors.read'] },
      { name: 'Field lead', permissions: [] },
      { name: 'Field lead', permissions: ['vendors.fly'] },
      { name: 'Field lead', permissions: ['vendors.read', 'vendors.read'] },
      { name: 'Field lead', permissions: ['vendors.read'], key: 'x' },
    ]) {
      const res = await call('POST', '/admin/roles', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rowCounts(t.database.handle.db)).toEqual(before);

    const created = await call('POST', '/admin/roles', {
      name: 'Field lead',
      permissions: ['vendors.read', 'chat.use'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      key: 'field_lead',
      name: 'Field lead',
      permissions: ['vendors.read', 'chat.use'],
      built_in: false,
    });
    expect(
      (await call('POST', '/admin/roles', { name: 'FIELD LEAD', permissions: ['chat.use'] })).status,
    ).toBe(409);

    const renamed = await call('PUT', '/admin/roles/field_lead', {
      name: 'Field leads',
      permissions: ['chat.use'],
    });
    expect(renamed.body.data).toMatchObject({
      key: 'field_lead',
      name: 'Field leads',
      permissions: ['chat.use'],
    });
    expect((await call('PUT', '/admin/roles/nobody', { name: 'X', permissions: ['chat.use'] })).status).toBe(
      404,
    );

    // A member holding it: the role cannot go, and their rights follow the role at once.
    const member = await t.signInAs('field_lead');
    expect((await call('GET', '/admin/data/getvendors_pending', undefined, member.token)).status).toBe(403);
    await call('PUT', '/admin/roles/field_lead', { name: 'Field leads', permissions: ['vendors.read'] });
    expect((await call('GET', '/admin/data/getvendors_pending', undefined, member.token)).status).toBe(200);
    const held = await call('DELETE', '/admin/roles/field_lead');
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(TeamMessages.roleInUse);

    await call('PUT', `/admin/team/${member.id}`, { role: 'viewer' });
    expect((await call('DELETE', '/admin/roles/field_lead')).status).toBe(200);
    expect((await auditRows('role.created')).length).toBe(1);
    expect((await auditRows('role.updated')).length).toBe(2);
    expect((await auditRows('role.deleted')).length).toBe(1);
  });

  it('invites a member: 201, invited, texted how to set a password; duplicates are 409', async () => {
    const body = { name: 'Ravi Dispatcher', email: 'Ravi@Seva.test', phone: phone(), role: 'dispatcher' };
    const res = await call('POST', '/admin/team', body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Ravi Dispatcher',
      email: 'ravi@seva.test',
      phone: body.phone,
      role: 'dispatcher',
      status: 'invited',
      mfa_enabled: false,
      last_sign_in_at: null,
    });
    expect(t.outbox.at(-1)).toEqual({ to: body.phone, message: inviteText('Ravi Dispatcher') });
    expect((await auditRows('team.invited')).at(-1)?.admin_id).toBe(t.adminId);

    const sameEmail = await call('POST', '/admin/team', { ...body, phone: phone() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe(TeamMessages.emailTaken);
    const samePhone = await call('POST', '/admin/team', { ...body, email: 'other@seva.test' });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe(TeamMessages.phoneTaken);
    expect(
      (await call('POST', '/admin/team', { ...body, email: 'x@seva.test', phone: phone(), role: 'pilot' }))
        .status,
    ).toBe(404);
    expect(
      (await call('POST', '/admin/team', { ...body, email: 'not-an-email', phone: phone() })).status,
    ).toBe(400);

    // The invitee cannot sign in before setting a password; Forgot Password sets it; then they are active.
    expect(
      (
        await t.request('POST', '/api/v1/admin/login', {
          body: { email: body.email, password: 'anything-1' },
        })
      ).status,
    ).toBe(401);
    await t.request('POST', '/api/v1/admin/login/forgetPassword', { body: { phone: body.phone } });
    const verified = await t.request('POST', '/api/v1/admin/login/verifyOtp', {
      body: { phone: body.phone, otp: t.latestOtp(body.phone) },
    });
    await t.request('PUT', '/api/v1/admin/login/updatePassword', {
      token: verified.body.token,
      body: { phone: body.phone, password: 'Ravi-Pass-1' },
    });
    const signedIn = await t.request('POST', '/api/v1/admin/login', {
      body: { email: body.email, password: 'Ravi-Pass-1' },
    });
    expect(signedIn.status).toBe(200);
    const listed = await call('GET', '/admin/team?role=dispatcher&status=active');
    const ravi = listed.body.data.find((m: { email: string }) => m.email === 'ravi@seva.test');
    expect(ravi.status).toBe('active');
    expect(ravi.last_sign_in_at).not.toBeNull();
    expect((await call('GET', '/admin/team?status=sleeping')).status).toBe(400);
  });

  it('nobody changes their own role or deactivates themselves', async () => {
    const self = await call('PUT', `/admin/team/${t.adminId}`, { role: 'viewer' });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(TeamMessages.notYourself);
    expect((await call('POST', `/admin/team/${t.adminId}/deactivate`)).status).toBe(409);
    expect((await call('PUT', `/admin/team/${t.adminId}`, { name: 'Test Admin' })).status).toBe(200);
  });

  it('deactivation signs the member out and keeps them out; reactivation lets them back', async () => {
    const member = await t.signInAs('support');
    const res = await call('POST', `/admin/team/${member.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('deactivated');
    expect((await call('GET', '/admin/me', undefined, member.token)).status).toBe(401);
    const again = await t.request('POST', '/api/v1/admin/login', {
      body: { email: member.email, password: 'Member-Pass-1' },
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(TeamMessages.deactivated);
    expect((await call('POST', `/admin/team/${member.id}/deactivate`)).status).toBe(409);

    const back = await call('POST', `/admin/team/${member.id}/reactivate`);
    expect(back.body.data.status).toBe('active');
    expect(
      (
        await t.request('POST', '/api/v1/admin/login', {
          body: { email: member.email, password: 'Member-Pass-1' },
        })
      ).status,
    ).toBe(200);
    expect((await call('POST', `/admin/team/${member.id}/reactivate`)).status).toBe(409);
  });

  it("an owner resets a member's two-step sign-in: signed out everywhere, a password alone signs in again", async () => {
    const member = await t.signInAs('support');
    const device = await t.enableMfa(member.token);
    const mfaSignIn = await t.request('POST', '/api/v1/admin/login', {
      body: { email: member.email, password: 'Member-Pass-1' },
    });
    expect(mfaSignIn.body.mfa_required).toBe(true);

    const own = await call('POST', `/admin/team/${t.adminId}/mfa/reset`);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(TeamMessages.mfaResetOwn);
    expect((await call('POST', '/admin/team/999999/mfa/reset')).status).toBe(404);
    expect((await call('POST', '/admin/team/abc/mfa/reset')).status).toBe(400);
    const viewer = await t.signInAs('viewer');
    const refused = await call('POST', `/admin/team/${member.id}/mfa/reset`, undefined, viewer.token);
    expect(refused.status).toBe(403);
    expect((await call('GET', '/admin/me', undefined, member.token)).body.data.mfa_enabled).toBe(true);

    const res = await call('POST', `/admin/team/${member.id}/mfa/reset`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: member.id, mfa_enabled: false });
    expect((await call('GET', '/admin/me', undefined, member.token)).status).toBe(401);
    const again = await t.request('POST', '/api/v1/admin/login', {
      body: { email: member.email, password: 'Member-Pass-1' },
    });
    expect(again.status).toBe(200);
    expect(again.body.token).toEqual(expect.any(String));
    expect(again.body.mfa_required).toBeUndefined();
    // The old secret and recovery codes are gone: a fresh setup starts from nothing.
    expect(device.recoveryCodes).toHaveLength(10);
    const row = (await auditRows('team.mfa_reset')).at(-1);
    expect(row?.admin_id).toBe(t.adminId);
    expect(JSON.parse(row?.after ?? '{}').mfa_enabled).toBe(false);

    const twice = await call('POST', `/admin/team/${member.id}/mfa/reset`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(TeamMessages.mfaNotEnabledFor);
  });

  it('a role change signs the member out; the audit names who acted', async () => {
    const member = await t.signInAs('support');
    await call('PUT', `/admin/team/${member.id}`, { role: 'viewer' });
    expect((await call('GET', '/admin/me', undefined, member.token)).status).toBe(401);
    const row = (await auditRows('team.role_changed')).at(-1);
    expect(row?.admin_id).toBe(t.adminId);
    expect(JSON.parse(row?.after ?? '{}').role).toBe('viewer');
  });

  it('the last active owner can never be demoted or deactivated, also when two owners try it on each other', async () => {
    const lone = await call('PUT', `/admin/team/${t.adminId}`, { role: 'viewer' });
    expect(lone.status).toBe(409);

    /** The test admin signs in again with a recovery code (each works once). */
    const ownerAgain = async () => {
      const first = await t.request('POST', '/api/v1/admin/login', {
        body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      const second = await t.request('POST', '/api/v1/admin/login/mfa', {
        body: { mfa_token: first.body.mfa_token, code: ownerDevice.recoveryCodes.pop() },
      });
      expect(second.status).toBe(200);
      return second.body.token as string;
    };
    for (let round = 0; round < 5; round++) {
      const a = await t.signInAs('owner');
      const b = await t.signInAs('owner');
      await t.enableMfa(a.token);
      await t.enableMfa(b.token);
      // Leave exactly these two owners active.
      const owners = await call('GET', '/admin/team?role=owner&status=active');
      for (const o of owners.body.data as { id: number }[])
        if (o.id !== a.id && o.id !== b.id && o.id !== t.adminId)
          await call('POST', `/admin/team/${o.id}/deactivate`);
      await call('PUT', `/admin/team/${t.adminId}`, { name: TEST_ADMIN.name });
      // The test admin steps aside through another owner, so a and b are the only owners.
      await call('PUT', `/admin/team/${t.adminId}`, { role: 'operations' }, a.token);
      const [x, y] =
        round % 2 === 0
          ? await Promise.all([
              call('PUT', `/admin/team/${b.id}`, { role: 'viewer' }, a.token),
              call('PUT', `/admin/team/${a.id}`, { role: 'viewer' }, b.token),
            ])
          : await Promise.all([
              call('POST', `/admin/team/${b.id}/deactivate`, undefined, a.token),
              call('POST', `/admin/team/${a.id}/deactivate`, undefined, b.token),
            ]);
      const statuses = [x.status, y.status].sort();
      // One wins; the other is refused, either as the last owner or because its own session just lost owner rights.
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const left = await t.database.handle.db
        .selectFrom('admins')
        .select('id')
        .where('role', '=', 'owner')
        .where('status', '=', 'active')
        .execute();
      expect(left.length).toBeGreaterThanOrEqual(1);
      // Give the test admin its ownership back for the next round.
      const survivor = left[0]!.id === a.id ? a : b;
      await call('PUT', `/admin/team/${t.adminId}`, { role: 'owner' }, survivor.token);
      owner = await ownerAgain();
    }
  });

  it('every change to the team or its roles needs step-up; the lists do not', async () => {
    const member = await t.signInAs('owner');
    const change = () =>
      call('POST', '/admin/roles', { name: 'Night shift', permissions: ['chat.use'] }, member.token);
    const before = await rowCounts(t.database.handle.db);
    const off = await change();
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(TeamMessages.mfaNotEnabled);
    expect((await call('PUT', `/admin/team/${t.adminId}`, { name: 'X' }, member.token)).status).toBe(403);
    expect((await call('POST', `/admin/team/${t.adminId}/deactivate`, undefined, member.token)).status).toBe(
      403,
    );
    expect(await rowCounts(t.database.handle.db)).toEqual(before);
    expect((await call('GET', '/admin/team', undefined, member.token)).status).toBe(200);
    expect((await call('GET', '/admin/roles', undefined, member.token)).status).toBe(200);

    await t.enableMfa(member.token);
    expect((await change()).status).toBe(201);
    expect((await call('DELETE', '/admin/roles/night_shift', undefined, member.token)).status).toBe(200);
  });

  it('answers 404 for an unknown member and 400 for a bad id or body, writing nothing', async () => {
    const before = await rowCounts(t.database.handle.db);
    expect((await call('PUT', '/admin/team/999999', { name: 'X' })).status).toBe(404);
    expect((await call('PUT', '/admin/team/abc', { name: 'X' })).status).toBe(400);
    expect((await call('PUT', `/admin/team/${t.adminId}`, {})).status).toBe(400);
    expect((await call('POST', '/admin/team/999999/deactivate')).status).toBe(404);
    expect(await rowCounts(t.database.handle.db)).toEqual(before);
  });
});
