import { AuthMessages, ChatMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { chatClient, connectRefusal } from '../../test/chat-clients';
import { insertChatVendor, insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const REQUEST = '/api/v1/vendor/login/requestOtp';
const VERIFY = '/api/v1/vendor/login/verifyOtp';
const LOGOUT = '/api/v1/vendor/logout';

describe(`vendor sign-in on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** `typed` is the phone as the vendor types it (spaces, +91 …). */
  const signIn = async (phone: string, typed = phone) => {
    const requested = await t.request('POST', REQUEST, { body: { phone: typed } });
    expect(requested.status).toBe(200);
    return t.request('POST', VERIFY, { body: { phone: typed, otp: t.latestOtp(phone) } });
  };

  it('signs an approved vendor in with the texted code, storing only the token hash', async () => {
    const vendor = await insertChatVendor(t.database.handle.db, { vendor_name: 'Sunita Patil' });
    const res = await signIn(vendor.vendor_mobile, `+91 ${vendor.vendor_mobile}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      token: expect.stringMatching(/^[\w-]{43}$/),
      vendor: { id: vendor.vendor_id, name: 'Sunita Patil' },
    });
    const sessions = await t.database.handle.db
      .selectFrom('app_sessions')
      .selectAll()
      .where('kind', '=', 'vendor')
      .where('subject_id', '=', vendor.vendor_id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toBe(hashToken(res.body.token));
    expect(JSON.stringify(sessions)).not.toContain(res.body.token);
  });

  it('answers an unknown phone exactly like a known one, and signs it in as an applicant', async () => {
    const vendor = await insertChatVendor(t.database.handle.db);
    const known = await t.request('POST', REQUEST, { body: { phone: vendor.vendor_mobile } });
    const sentBefore = t.outbox.length;
    const unknown = await t.request('POST', REQUEST, { body: { phone: '7000000001' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ success: true, message: AuthMessages.otpSent });
    expect(t.outbox.length).toBe(sentBefore + 1);
    const guess = await t.request('POST', VERIFY, { body: { phone: '7000000001', otp: '123456' } });
    expect(guess.status).toBe(401);
    expect(guess.body.message).toBe(AuthMessages.otpInvalid);
    const applicant = await t.request('POST', VERIFY, {
      body: { phone: '7000000001', otp: t.latestOtp('7000000001') },
    });
    expect(applicant.status).toBe(200);
    expect(applicant.body).toEqual({ success: true, token: expect.any(String), vendor: null });
    const session = await t.database.handle.db
      .selectFrom('app_sessions')
      .select(['kind', 'subject_id', 'phone'])
      .where('token_hash', '=', hashToken(applicant.body.token))
      .executeTakeFirst();
    expect(session).toEqual({ kind: 'vendor', subject_id: null, phone: '7000000001' });
  });

  it('refuses a wrong code, and a code used twice', async () => {
    const vendor = await insertChatVendor(t.database.handle.db);
    await t.request('POST', REQUEST, { body: { phone: vendor.vendor_mobile } });
    const code = t.latestOtp(vendor.vendor_mobile);
    const wrong = await t.request('POST', VERIFY, {
      body: { phone: vendor.vendor_mobile, otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(AuthMessages.otpInvalid);
    const right = await t.request('POST', VERIFY, { body: { phone: vendor.vendor_mobile, otp: code } });
    expect(right.status).toBe(200);
    const reused = await t.request('POST', VERIFY, { body: { phone: vendor.vendor_mobile, otp: code } });
    expect(reused.status).toBe(401);
  });

  it('makes a second request for the same phone wait (429), known or not', async () => {
    const vendor = await insertChatVendor(t.database.handle.db);
    for (const phone of [vendor.vendor_mobile, '7000000002']) {
      await t.request('POST', REQUEST, { body: { phone } });
      const again = await t.request('POST', REQUEST, { body: { phone } });
      expect(again.status).toBe(429);
      expect(again.body.message).toBe(AuthMessages.otpCooldown);
    }
  });

  it('signs blocked, rejected and unapproved vendors in, and the chat socket refuses them with the reason', async () => {
    const db = t.database.handle.db;
    const cases = [
      [await insertChatVendor(db, { is_blocked: 1, blocked_reason: 'x' }), ChatMessages.vendorBlocked],
      [await insertVendor(db, { is_rejected: 1 }), ChatMessages.vendorRejected],
      [await insertVendor(db), ChatMessages.vendorNotApproved],
    ] as const;
    for (const [vendor, message] of cases) {
      const res = await signIn(vendor.vendor_mobile);
      expect(res.status).toBe(200);
      expect(res.body.vendor).toEqual({ id: vendor.vendor_id, name: vendor.vendor_name });
      expect(await connectRefusal(chatClient(t.baseUrl, res.body.token))).toEqual({
        message,
        data: { status: 403 },
      });
    }
  });

  it('validates the body (400)', async () => {
    for (const body of [{}, { phone: '12' }]) {
      expect((await t.request('POST', REQUEST, { body })).status).toBe(400);
    }
    for (const body of [{ phone: '9000000000' }, { phone: '9000000000', otp: '12ab56' }]) {
      expect((await t.request('POST', VERIFY, { body })).status).toBe(400);
    }
  });

  it('revokes the token on logout; logout needs a live vendor token', async () => {
    const vendor = await insertChatVendor(t.database.handle.db);
    const { token } = (await signIn(vendor.vendor_mobile)).body;
    expect(await t.request('POST', LOGOUT, { token })).toMatchObject({
      status: 200,
      body: { success: true, message: AuthMessages.loggedOut },
    });
    expect((await t.request('POST', LOGOUT, { token })).status).toBe(401);
    expect((await t.request('POST', LOGOUT)).body).toEqual({ success: false, message: AuthMessages.noToken });
    const adminToken = await t.login();
    expect((await t.request('POST', LOGOUT, { token: adminToken })).status).toBe(401);
  });
});
