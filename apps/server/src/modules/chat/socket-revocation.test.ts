import { TeamMessages } from '@seva/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import {
  type ChatClient,
  chatClient,
  collect,
  connected,
  connectRefusal,
  nextEvent,
  pause,
  vendorToken,
} from '../../test/chat-clients';
import { insertCategory, insertChatVendor } from '../../test/factories';
import { createTestApp, MEMBER_PASSWORD, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { applicationBody } from '../vendor-app/application-body';

/** How long a revoked socket has to close: "at once", well before anything else happens. */
const CLOSE_WITHIN_MS = 2000;

/**
 * Every revocation of an admin session closes that session's open sockets at once, without the socket
 * sending anything (docs/product/team.md#sessions): afterwards it hears no private chat message, no bell
 * count and no marketplace event. And what an open socket may do is read again on every event
 * (docs/product/chat.md#server-rules).
 */
describe(`revoked admin sessions lose their sockets at once (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  let ownerSocket: ChatClient;
  let serviceCatId: number;
  const open: ChatClient[] = [];
  let phone = 8400000000;
  const nextPhone = () => String(++phone);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    // Team changes need a step-up (docs/product/team.md#step-up): two-step on, a code entered now.
    await t.enableMfa(owner);
    serviceCatId = (await insertCategory(t.database.handle.db, { service_category_name: 'Plumbing' }))
      .service_cat_id;
    ownerSocket = await connected(t.baseUrl, owner);
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });
  afterAll(async () => {
    ownerSocket?.close();
    await t.close();
  });

  const call = (method: string, path: string, token: string, body?: unknown) =>
    t.request(method, `/api/v1${path}`, { token, ...(body === undefined ? {} : { body }) });

  /** An admin socket and everything it hears from now on. */
  async function watch(token: string) {
    const socket = await connected(t.baseUrl, token);
    open.push(socket);
    let closedBy: string | undefined;
    const closed = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => {
        closedBy = reason;
        resolve(reason);
      }),
    );
    return {
      socket,
      messages: collect(socket, 'receiveMessage'),
      counts: collect(socket, 'notificationCounts'),
      events: collect(socket, 'marketplaceEvent'),
      closed,
      closedBy: () => closedBy,
    };
  }
  type Watched = Awaited<ReturnType<typeof watch>>;

  /** A member of `role` with a room with a vendor, and that vendor's socket. */
  async function memberWithVendor(role = 'support') {
    const member = await t.signInAs(role);
    const vendor = await insertChatVendor(t.database.handle.db);
    const room = await call('POST', '/chat/get-or-create-room', member.token, { vendorId: vendor.vendor_id });
    expect(room.status).toBe(200);
    const vendorSocket = await connected(t.baseUrl, await vendorToken(t, vendor.vendor_mobile));
    open.push(vendorSocket);
    return { ...member, roomId: room.body.roomId as number, vendorSocket };
  }
  type Member = Awaited<ReturnType<typeof memberWithVendor>>;

  const signInAgain = async (email: string) => {
    const res = await t.request('POST', '/api/v1/admin/login', {
      body: { email, password: MEMBER_PASSWORD },
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const sessionIdOf = async (token: string) =>
    ((await call('GET', '/admin/me/sessions', token)).body.data as { id: number; current: boolean }[]).find(
      (s) => s.current,
    )!.id;

  /**
   * What a member hears: the vendor writes in the member's room (a private chat message, and the member's
   * bell recounts), and a vendor applies through the app (a marketplace event every admin hears). Resolves
   * once the owner's socket has heard the application and the bell's coalesced push had time to arrive.
   */
  async function traffic(member: Member, text: string) {
    const sent = await member.vendorSocket.emitWithAck('sendMessage', {
      chat_room_id: member.roomId,
      message: text,
    });
    expect(sent.ok).toBe(true);
    const applied = nextEvent(ownerSocket, 'marketplaceEvent', 5000);
    const applicant = await appToken(t, 'vendor', nextPhone());
    const res = await t.request('PUT', '/api/v1/vendor/me/application', {
      token: applicant,
      body: applicationBody(serviceCatId),
    });
    expect(res.status).toBe(201);
    await applied;
    await pause(200);
  }

  /** Waits (up to 5 s) until `ready` holds: the bell's pushes are coalesced and counted after a moment. */
  const until = async (ready: () => boolean) => {
    for (let i = 0; i < 100 && !ready(); i++) await pause(50);
  };
  const heard = (w: Watched, from: { messages: number; counts: number; events: number }) => ({
    messages: w.messages.slice(from.messages).map((m) => m.message),
    counts: w.counts.length - from.counts,
    events: w.events.slice(from.events).map((e) => e.type),
  });
  const marks = (w: Watched) => ({
    messages: w.messages.length,
    counts: w.counts.length,
    events: w.events.length,
  });

  /**
   * The story of every revocation: the socket hears everything first; then `revoke` runs and the socket
   * is closed by the server within CLOSE_WITHIN_MS without sending anything, and hears nothing more.
   * The sockets in `kept` (sessions the revocation leaves alone) go on hearing everything.
   */
  async function expectClosedAtOnce(
    member: Member,
    w: Watched,
    revoke: () => Promise<void>,
    kept: Watched[] = [],
  ) {
    await traffic(member, 'before');
    await until(() => w.counts.length > 0);
    expect(heard(w, { messages: 0, counts: 0, events: 0 })).toEqual({
      messages: ['before'],
      counts: expect.any(Number),
      events: ['vendor.applied'],
    });
    expect(w.counts.length).toBeGreaterThan(0);

    await revoke();
    await Promise.race([w.closed, pause(CLOSE_WITHIN_MS)]);
    const closedAtOnce = w.closedBy();
    const from = marks(w);
    const keptFrom = kept.map(marks);
    await traffic(member, 'after');
    expect({ closedAtOnce, connected: w.socket.connected, heardAfter: heard(w, from) }).toEqual({
      closedAtOnce: 'io server disconnect',
      connected: false,
      heardAfter: { messages: [], counts: 0, events: [] },
    });
    for (const [i, k] of kept.entries()) {
      await until(() => k.counts.length > keptFrom[i]!.counts);
      expect(k.socket.connected).toBe(true);
      const after = heard(k, keptFrom[i]!);
      expect(after.messages).toEqual(['after']);
      expect(after.events).toEqual(['vendor.applied']);
      expect(after.counts).toBeGreaterThan(0);
    }
  }

  it('POST /admin/logout closes the sockets of that session; another session of the member keeps its own', async () => {
    const member = await memberWithVendor();
    const w = await watch(member.token);
    const elsewhere = await watch(await signInAgain(member.email));
    await expectClosedAtOnce(
      member,
      w,
      async () => {
        expect((await call('POST', '/admin/logout', member.token)).status).toBe(200);
      },
      [elsewhere],
    );
  });

  it('deactivation closes every socket of the member', async () => {
    const member = await memberWithVendor();
    const w = await watch(member.token);
    const second = await watch(await signInAgain(member.email));
    await expectClosedAtOnce(member, w, async () => {
      expect((await call('POST', `/admin/team/${member.id}/deactivate`, owner)).status).toBe(200);
    });
    expect(second.closedBy()).toBe('io server disconnect');
  });

  it('a role change closes every socket of the member', async () => {
    const member = await memberWithVendor();
    const w = await watch(member.token);
    await expectClosedAtOnce(member, w, async () => {
      expect((await call('PUT', `/admin/team/${member.id}`, owner, { role: 'dispatcher' })).status).toBe(200);
    });
  });

  it('DELETE /admin/me/sessions/{id} closes the sockets of that session; the caller keeps theirs', async () => {
    const member = await memberWithVendor();
    const w = await watch(member.token);
    const mine = await signInAgain(member.email);
    const mineWatched = await watch(mine);
    const id = await sessionIdOf(member.token);
    await expectClosedAtOnce(
      member,
      w,
      async () => {
        expect((await call('DELETE', `/admin/me/sessions/${id}`, mine)).status).toBe(200);
      },
      [mineWatched],
    );
  });

  it('DELETE /admin/me/sessions/{id} of the current session closes its own sockets', async () => {
    const member = await memberWithVendor();
    const w = await watch(member.token);
    const id = await sessionIdOf(member.token);
    await expectClosedAtOnce(member, w, async () => {
      expect((await call('DELETE', `/admin/me/sessions/${id}`, member.token)).status).toBe(200);
    });
  });

  it("revoke-others closes the other sessions' sockets and keeps mine", async () => {
    const member = await memberWithVendor();
    const w = await watch(member.token);
    const mine = await signInAgain(member.email);
    const mineWatched = await watch(mine);
    await expectClosedAtOnce(
      member,
      w,
      async () => {
        const res = await call('POST', '/admin/me/sessions/revoke-others', mine);
        expect(res.body.data).toEqual({ revoked: 1 });
      },
      [mineWatched],
    );
  });

  it("a password change closes the other sessions' sockets and keeps mine", async () => {
    const member = await memberWithVendor();
    const w = await watch(member.token);
    const mine = await signInAgain(member.email);
    const mineWatched = await watch(mine);
    await expectClosedAtOnce(
      member,
      w,
      async () => {
        const res = await call('POST', '/admin/me/password', mine, {
          current_password: MEMBER_PASSWORD,
          new_password: 'Brand-New-Pass-9',
        });
        expect(res.status).toBe(200);
      },
      [mineWatched],
    );
  });

  it('a password reset (Forgot Password) closes every socket of the member', async () => {
    const member = await memberWithVendor();
    const memberPhone = (
      await t.database.handle.db
        .selectFrom('admins')
        .select('phone')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).phone;
    const w = await watch(member.token);
    await expectClosedAtOnce(member, w, async () => {
      await t.request('POST', '/api/v1/admin/login/forgetPassword', { body: { phone: memberPhone } });
      const verified = await t.request('POST', '/api/v1/admin/login/verifyOtp', {
        body: { phone: memberPhone, otp: t.latestOtp(memberPhone) },
      });
      expect(verified.status).toBe(200);
      const reset = await t.request('PUT', '/api/v1/admin/login/updatePassword', {
        token: verified.body.token,
        body: { phone: memberPhone, password: 'Reset-New-Pass-7' },
      });
      expect(reset.status).toBe(200);
    });
  });
});

describe(`what an admin socket may do is read on every event (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  const open: ChatClient[] = [];
  const socketOf = async (token: string) => {
    const socket = await connected(t.baseUrl, token);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    // The default MFA_REQUIRED_ROLES (finance, kyc_reviewer).
    t = await createTestApp();
    owner = await t.login();
    await t.enableMfa(owner);
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });
  afterAll(() => t.close());

  it('a member without chat.use hears the bell and the marketplace but may not use a chat room', async () => {
    const vendor = await insertChatVendor(t.database.handle.db);
    const room = await t.request('POST', '/api/v1/chat/get-or-create-room', {
      token: owner,
      body: { vendorId: vendor.vendor_id },
    });
    const roomId = room.body.roomId as number;
    const viewer = await t.signInAs('viewer');
    const socket = await socketOf(viewer.token);
    const counts = collect(socket, 'notificationCounts');
    const events = collect(socket, 'marketplaceEvent');

    const refused = { ok: false, error: TeamMessages.forbidden };
    expect(await socket.emitWithAck('joinRoom', roomId)).toEqual(refused);
    expect(await socket.emitWithAck('listRooms')).toEqual(refused);
    expect(await socket.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'hello' })).toEqual(
      refused,
    );
    const error = nextEvent(socket, 'error');
    socket.emit('sendMessage', { chat_room_id: roomId, message: 'hello' });
    expect(await error).toEqual({ event: 'sendMessage', message: TeamMessages.forbidden });
    const stored = await t.database.handle.db
      .selectFrom('chat_messages')
      .select('message_id')
      .where('room_id', '=', roomId)
      .execute();
    expect(stored).toEqual([]);
    expect(socket.connected).toBe(true);

    // The bell and the arrivals still come.
    const applicant = await appToken(t, 'vendor', '8450000001');
    const category = await insertCategory(t.database.handle.db, { service_category_name: 'Painting' });
    const applied = await t.request('PUT', '/api/v1/vendor/me/application', {
      token: applicant,
      body: applicationBody(category.service_cat_id),
    });
    expect(applied.status).toBe(201);
    for (let i = 0; i < 40 && (events.length === 0 || counts.length === 0); i++) await pause(50);
    expect(events.map((e) => e.type)).toEqual(['vendor.applied']);
    expect(counts.length).toBeGreaterThan(0);
  });

  it('a custom role that loses chat.use stops chatting at its next event, without signing out', async () => {
    const created = await t.request('POST', '/api/v1/admin/roles', {
      token: owner,
      body: { name: 'Night desk', permissions: ['dashboard.read', 'chat.use'] },
    });
    expect(created.status).toBe(201);
    const key = created.body.data.key as string;
    const member = await t.signInAs(key);
    const vendor = await insertChatVendor(t.database.handle.db);
    const room = await t.request('POST', '/api/v1/chat/get-or-create-room', {
      token: member.token,
      body: { vendorId: vendor.vendor_id },
    });
    const roomId = room.body.roomId as number;
    const socket = await socketOf(member.token);
    expect((await socket.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'first' })).ok).toBe(
      true,
    );

    const changed = await t.request('PUT', `/api/v1/admin/roles/${key}`, {
      token: owner,
      body: { name: 'Night desk', permissions: ['dashboard.read'] },
    });
    expect(changed.status).toBe(200);
    expect(await socket.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'second' })).toEqual({
      ok: false,
      error: TeamMessages.forbidden,
    });
    expect(await socket.emitWithAck('joinRoom', roomId)).toEqual({
      ok: false,
      error: TeamMessages.forbidden,
    });
    expect(socket.connected).toBe(true);
  });

  it('refuses the socket of a member who must turn on two-step sign-in first (403)', async () => {
    const reviewer = await t.signInAs('kyc_reviewer');
    expect(await connectRefusal(chatClient(t.baseUrl, reviewer.token))).toEqual({
      message: TeamMessages.mfaSetupRequired,
      data: { status: 403 },
    });
    // Once two-step sign-in is on, the same session connects.
    await t.database.handle.db
      .updateTable('admins')
      .set({ mfa_enabled_at: new Date().toISOString(), mfa_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', reviewer.id)
      .execute();
    const socket = await socketOf(reviewer.token);
    expect(socket.connected).toBe(true);
  });
});
