import { AuthMessages, TeamMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, MEMBER_PASSWORD, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const SESSIONS = '/api/v1/admin/me/sessions';
const REVOKE_OTHERS = '/api/v1/admin/me/sessions/revoke-others';
const PASSWORD = '/api/v1/admin/me/password';
const ME = '/api/v1/admin/me';

/** docs/product/team.md#sessions and #account over HTTP: a member's own sessions, name and password. */
describe(`a member's own account and sessions (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MFA_REQUIRED_ROLES: '', AUTH_MAX_FAILURES: '3' });
  });
  afterAll(() => t?.close());

  const db = () => t.database.handle.db;
  /** A new session of the member at `email`, signed in from a browser named `userAgent`. */
  const signIn = async (email: string, password = MEMBER_PASSWORD, userAgent = 'Test browser') => {
    const res = await t.request('POST', '/api/v1/admin/login', {
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const sessionsOf = async (token: string) => {
    const res = await t.request('GET', SESSIONS, { token });
    expect(res.status).toBe(200);
    return res.body.data as { id: number; current: boolean; user_agent: string | null }[];
  };
  const currentSessionId = async (token: string) => (await sessionsOf(token)).find((s) => s.current)!.id;
  const isSignedIn = async (token: string) => {
    const status = (await t.request('GET', ME, { token })).status;
    expect([200, 401]).toContain(status);
    return status === 200;
  };
  const auditRows = (action: string, adminId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('admin_id', '=', adminId)
      .execute();
  const passwordHashOf = async (id: number) =>
    (await db().selectFrom('admins').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .password_hash;

  describe('GET /admin/me/sessions', () => {
    it('lists my live sessions newest first, marks the current one, and shows nobody else’s', async () => {
      const member = await t.signInAs('viewer');
      const phone = await signIn(member.email, MEMBER_PASSWORD, 'Phone browser/1.0');
      const laptop = await signIn(member.email, MEMBER_PASSWORD, 'Laptop browser/2.0');
      const other = await t.signInAs('support');

      const res = await t.request('GET', SESSIONS, { token: phone });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const sessions = res.body.data as {
        id: number;
        created_at: string;
        last_seen_at: string | null;
        ip: string | null;
        user_agent: string | null;
        current: boolean;
      }[];
      expect(sessions).toHaveLength(3);
      expect(sessions.map((s) => s.id)).toEqual([...sessions.map((s) => s.id)].sort((a, b) => b - a));
      expect(sessions.map((s) => s.user_agent).slice(0, 2)).toEqual([
        'Laptop browser/2.0',
        'Phone browser/1.0',
      ]);
      expect(sessions.filter((s) => s.current).map((s) => s.user_agent)).toEqual(['Phone browser/1.0']);
      for (const s of sessions) {
        expect(Object.keys(s).sort()).toEqual(
          ['created_at', 'current', 'id', 'ip', 'last_seen_at', 'user_agent'].sort(),
        );
        expect(Number.isNaN(Date.parse(s.created_at))).toBe(false);
        expect(s.ip).toBeTruthy();
      }
      // This request used the phone session: it shows when it was last seen.
      expect(sessions.find((s) => s.current)?.last_seen_at).not.toBeNull();
      expect(new Set((await sessionsOf(laptop)).map((s) => s.id))).toEqual(
        new Set(sessions.map((s) => s.id)),
      );
      const theirs = (await sessionsOf(other.token)).map((s) => s.id);
      expect(theirs).toHaveLength(1);
      expect(sessions.some((s) => theirs.includes(s.id))).toBe(false);
    });

    it('leaves out signed-out, expired and password-reset sessions', async () => {
      const member = await t.signInAs('viewer');
      const gone = await signIn(member.email);
      const expired = await signIn(member.email);
      const expiredId = await currentSessionId(expired);
      expect((await t.request('POST', '/api/v1/admin/logout', { token: gone })).status).toBe(200);
      await db()
        .updateTable('admin_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', expiredId)
        .execute();
      await db()
        .insertInto('admin_sessions')
        .values({
          admin_id: member.id,
          token_hash: `reset-${member.id}`,
          scope: 'password_reset',
          expires_at: new Date(Date.now() + 60_000).toISOString(),
          ip: null,
          user_agent: null,
        })
        .execute();
      const sessions = await sessionsOf(member.token);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.current).toBe(true);
    });

    it('needs a live token', async () => {
      expect((await t.request('GET', SESSIONS)).status).toBe(401);
      const res = await t.request('GET', SESSIONS, { token: 'not-a-token' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AuthMessages.invalidToken);
    });
  });

  describe('DELETE /admin/me/sessions/{id}', () => {
    it('signs one of my other sessions out: it disappears and its token stops working', async () => {
      const member = await t.signInAs('dispatcher');
      const other = await signIn(member.email);
      const otherId = await currentSessionId(other);
      const res = await t.request('DELETE', `${SESSIONS}/${otherId}`, { token: member.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: TeamMessages.sessionRevoked });
      expect(await isSignedIn(other)).toBe(false);
      expect(await isSignedIn(member.token)).toBe(true);
      expect((await sessionsOf(member.token)).map((s) => s.id)).not.toContain(otherId);
      const [audit] = await auditRows('auth.session_revoked', member.id);
      expect(audit).toMatchObject({ entity: 'admin', entity_id: String(member.id) });
      expect(JSON.parse(audit?.after ?? '{}')).toEqual({ session_id: otherId, current: false });
      // Gone now: a second try finds nothing.
      expect((await t.request('DELETE', `${SESSIONS}/${otherId}`, { token: member.token })).status).toBe(404);
    });

    it('signs the current session out too', async () => {
      const member = await t.signInAs('viewer');
      const id = await currentSessionId(member.token);
      expect((await t.request('DELETE', `${SESSIONS}/${id}`, { token: member.token })).status).toBe(200);
      expect(await isSignedIn(member.token)).toBe(false);
    });

    it("answers 404 for another member's session and writes nothing; 400 for a bad id; 401 without a token", async () => {
      const member = await t.signInAs('viewer');
      const victim = await t.signInAs('owner');
      const victimId = await currentSessionId(victim.token);
      const before = await rowCounts(db());
      const res = await t.request('DELETE', `${SESSIONS}/${victimId}`, { token: member.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: TeamMessages.sessionNotFound });
      expect((await t.request('DELETE', `${SESSIONS}/99999999`, { token: member.token })).status).toBe(404);
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const refused = await t.request('DELETE', `${SESSIONS}/${bad}`, { token: member.token });
        expect(refused.status, bad).toBe(400);
        expect(JSON.stringify(refused.body.errors)).toContain('id');
      }
      expect((await t.request('DELETE', `${SESSIONS}/${victimId}`)).status).toBe(401);
      expect(await rowCounts(db())).toEqual(before);
      expect(await isSignedIn(victim.token)).toBe(true);
    });
  });

  describe('POST /admin/me/sessions/revoke-others', () => {
    it('signs out every session of mine but this one and says how many', async () => {
      const member = await t.signInAs('support');
      const others = [await signIn(member.email), await signIn(member.email)];
      const bystander = await t.signInAs('support');
      const res = await t.request('POST', REVOKE_OTHERS, { token: member.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { revoked: 2 } });
      for (const token of others) expect(await isSignedIn(token)).toBe(false);
      expect(await isSignedIn(member.token)).toBe(true);
      expect(await isSignedIn(bystander.token)).toBe(true);
      expect((await sessionsOf(member.token)).map((s) => s.current)).toEqual([true]);
      const [audit] = await auditRows('auth.sessions_revoked', member.id);
      expect(JSON.parse(audit?.after ?? '{}').session_ids).toHaveLength(2);

      const again = await t.request('POST', REVOKE_OTHERS, { token: member.token });
      expect(again.body).toEqual({ success: true, data: { revoked: 0 } });
      expect(await auditRows('auth.sessions_revoked', member.id)).toHaveLength(1);
      expect((await t.request('POST', REVOKE_OTHERS)).status).toBe(401);
    });
  });

  describe('PUT /admin/me', () => {
    it('changes my own name (any role may), audited as a team update', async () => {
      const member = await t.signInAs('viewer', { name: 'Old Name' });
      const res = await t.request('PUT', ME, { token: member.token, body: { name: '  Asha Rao  ' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: member.id, name: 'Asha Rao', role: 'viewer' });
      expect((await t.request('GET', ME, { token: member.token })).body.data.name).toBe('Asha Rao');
      const [audit] = await auditRows('team.updated', member.id);
      expect(audit).toMatchObject({ entity: 'admin', entity_id: String(member.id) });
      expect(JSON.parse(audit?.before ?? '{}').name).toBe('Old Name');
      expect(JSON.parse(audit?.after ?? '{}').name).toBe('Asha Rao');
    });

    it('refuses a blank, long or extra field with 400 and writes nothing', async () => {
      const member = await t.signInAs('viewer');
      const before = await rowCounts(db());
      for (const body of [
        {},
        { name: '' },
        { name: '   ' },
        { name: 'x'.repeat(101) },
        { name: 'A', role: 'owner' },
      ]) {
        const res = await t.request('PUT', ME, { token: member.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await t.request('PUT', ME, { body: { name: 'Nobody' } })).status).toBe(401);
      expect(await rowCounts(db())).toEqual(before);
    });
  });

  describe('POST /admin/me/password', () => {
    it('changes the password: the old one stops working, the new one works, my other sessions end', async () => {
      const member = await t.signInAs('support');
      const other = await signIn(member.email);
      const res = await t.request('POST', PASSWORD, {
        token: member.token,
        body: { current_password: MEMBER_PASSWORD, new_password: 'Brand-New-Pass-9' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: TeamMessages.passwordChanged });
      expect(await isSignedIn(member.token)).toBe(true);
      expect(await isSignedIn(other)).toBe(false);
      expect((await sessionsOf(member.token)).map((s) => s.current)).toEqual([true]);
      const old = await t.request('POST', '/api/v1/admin/login', {
        body: { email: member.email, password: MEMBER_PASSWORD },
      });
      expect(old.status).toBe(401);
      await signIn(member.email, 'Brand-New-Pass-9');
      const [audit] = await auditRows('auth.password_changed', member.id);
      expect(JSON.parse(audit?.after ?? '{}')).toEqual({ sessions_revoked: 1 });
    });

    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const member = await t.signInAs('viewer');
      const other = await signIn(member.email);
      const hash = await passwordHashOf(member.id);
      const { auth_throttle: _, ...before } = await rowCounts(db());
      const res = await t.request('POST', PASSWORD, {
        token: member.token,
        body: { current_password: 'Not-My-Password-1', new_password: 'Brand-New-Pass-9' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: TeamMessages.wrongCurrentPassword,
        errors: [{ path: 'current_password', message: TeamMessages.wrongCurrentPassword }],
      });
      const { auth_throttle: __, ...after } = await rowCounts(db());
      expect(after).toEqual(before);
      expect(await passwordHashOf(member.id)).toBe(hash);
      expect(await isSignedIn(member.token)).toBe(true);
      expect(await isSignedIn(other)).toBe(true);
      await signIn(member.email);
    });

    it('refuses a short, missing or unchanged new password and extra fields with 400, writing nothing', async () => {
      const member = await t.signInAs('viewer');
      const hash = await passwordHashOf(member.id);
      const before = await rowCounts(db());
      const cases: [unknown, string][] = [
        [{ current_password: MEMBER_PASSWORD, new_password: 'short' }, 'new_password'],
        [{ current_password: MEMBER_PASSWORD }, 'new_password'],
        [{ new_password: 'Brand-New-Pass-9' }, 'current_password'],
        [{ current_password: MEMBER_PASSWORD, new_password: MEMBER_PASSWORD }, 'new_password'],
        [{ current_password: MEMBER_PASSWORD, new_password: 'Brand-New-Pass-9', id: 1 }, ''],
      ];
      for (const [body, field] of cases) {
        const res = await t.request('POST', PASSWORD, { token: member.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        if (field) expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
      }
      const short = await t.request('POST', PASSWORD, {
        token: member.token,
        body: { current_password: MEMBER_PASSWORD, new_password: 'short' },
      });
      expect(short.body.errors).toEqual([
        { path: 'new_password', message: 'password must be at least 8 characters' },
      ]);
      expect((await t.request('POST', PASSWORD, { body: cases[0]?.[0] })).status).toBe(401);
      expect(await rowCounts(db())).toEqual(before);
      expect(await passwordHashOf(member.id)).toBe(hash);
    });

    it('counts wrong current passwords against the sign-in throttle: locked, even the right one is 429', async () => {
      const member = await t.signInAs('viewer');
      const attempt = (current: string) =>
        t.request('POST', PASSWORD, {
          token: member.token,
          body: { current_password: current, new_password: 'Brand-New-Pass-9' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt(`Wrong-Guess-${i}`)).status).toBe(400);
      const locked = await attempt(MEMBER_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(AuthMessages.tooManyAttempts);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      // The same lock as the sign-in's: the right password cannot sign in either meanwhile.
      const login = await t.request('POST', '/api/v1/admin/login', {
        body: { email: member.email, password: MEMBER_PASSWORD },
      });
      expect(login.status).toBe(429);
      expect(await auditRows('auth.password_changed', member.id)).toEqual([]);
    });

    it('lets only one of two simultaneous changes from the same current password through', async () => {
      const member = await t.signInAs('viewer');
      const change = (next: string) =>
        t.request('POST', PASSWORD, {
          token: member.token,
          body: { current_password: MEMBER_PASSWORD, new_password: next },
        });
      const results = await Promise.all([change('First-New-Pass-1'), change('Second-New-Pass-2')]);
      const statuses = results.map((r) => r.status).sort();
      // Both may have checked the old password before either changed it: the second change then finds
      // the hash it checked gone and is refused. Or one ran after the other and its password was wrong.
      expect(statuses).toEqual([200, 400]);
      const winner =
        results.findIndex((r) => r.status === 200) === 0 ? 'First-New-Pass-1' : 'Second-New-Pass-2';
      await signIn(member.email, winner);
      expect(await auditRows('auth.password_changed', member.id)).toHaveLength(1);
    });
  });
});
