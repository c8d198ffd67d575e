import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { appToken } from '../../test/app-tokens';
import { insertChatVendor, insertCustomer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { otpCooldownKey } from '../otp/otp-flow';

const REQUEST = '/api/v1/customer/login/requestOtp';
const VERIFY = '/api/v1/customer/login/verifyOtp';
const LOGOUT = '/api/v1/customer/logout';
const ME = '/api/v1/customer/me';

describe(`customer sign-in on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const customersWith = (mobile: string) =>
    db().selectFrom('customers').selectAll().where('mobile', '=', mobile).execute();

  it('answers a known and an unknown phone alike, texts both, and makes the unknown one a new customer', async () => {
    const known = await insertCustomer(db(), { customer_name: 'Asha Menon', mobile: '9100000001' });
    const newPhone = '9100000002';
    const sentBefore = t.outbox.length;
    const answers = [];
    for (const phone of [known.mobile, newPhone]) {
      answers.push(await t.request('POST', REQUEST, { body: { phone } }));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body).toEqual({ success: true, message: AuthMessages.otpSent });
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(t.outbox.slice(sentBefore).map((m) => m.to)).toEqual([known.mobile, newPhone]);
    expect(t.outbox.at(-1)?.message).toMatch(/^Your Seva sign-in code is \d{6}\. It expires in 5 minutes\.$/);

    const knownIn = await t.request('POST', VERIFY, {
      body: { phone: known.mobile, otp: t.latestOtp(known.mobile) },
    });
    expect(knownIn.status).toBe(200);
    expect(knownIn.body).toEqual({
      success: true,
      token: expect.stringMatching(/^[\w-]{43}$/),
      customer: { id: known.customer_id, name: 'Asha Menon' },
    });
    expect(await customersWith(known.mobile)).toHaveLength(1);

    expect(await customersWith(newPhone)).toHaveLength(0);
    const newIn = await t.request('POST', VERIFY, { body: { phone: newPhone, otp: t.latestOtp(newPhone) } });
    expect(newIn.status).toBe(200);
    const created = await customersWith(newPhone);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ customer_name: '', mobile: newPhone, customer_email: null });
    expect(newIn.body).toEqual({
      success: true,
      token: expect.any(String),
      customer: { id: created[0]?.customer_id, name: '' },
    });

    const session = await db()
      .selectFrom('app_sessions')
      .select(['kind', 'subject_id', 'phone'])
      .where('token_hash', '=', hashToken(newIn.body.token))
      .executeTakeFirst();
    expect(session).toEqual({ kind: 'customer', subject_id: created[0]?.customer_id, phone: newPhone });
  });

  it('signs a returning new customer in as the same customer, the phone as typed', async () => {
    const phone = '9100000003';
    const first = await appToken(t, 'customer', phone);
    // As if the 30 s resend cooldown had passed.
    await db()
      .deleteFrom('auth_throttle')
      .where('key', '=', otpCooldownKey('customer_login', phone))
      .execute();
    expect((await t.request('POST', REQUEST, { body: { phone } })).status).toBe(200);
    const again = await t.request('POST', VERIFY, {
      body: { phone: `+91 ${phone}`, otp: t.latestOtp(phone) },
    });
    expect(again.status).toBe(200);
    const me1 = await t.request('GET', ME, { token: first });
    const me2 = await t.request('GET', ME, { token: again.body.token });
    expect(me1.body.data.customer_id).toBe(me2.body.data.customer_id);
    expect(await customersWith(phone)).toHaveLength(1);
  });

  it('refuses a wrong code, a reused code and a malformed body, writing no customer', async () => {
    const phone = '9100000004';
    await t.request('POST', REQUEST, { body: { phone } });
    const code = t.latestOtp(phone);
    const wrong = await t.request('POST', VERIFY, {
      body: { phone, otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: AuthMessages.otpInvalid });
    expect(await customersWith(phone)).toHaveLength(0);
    for (const body of [{}, { phone }, { phone: '12', otp: code }, { phone, otp: 'abcdef' }, { phone: 5 }]) {
      expect((await t.request('POST', VERIFY, { body })).status).toBe(400);
    }
    expect(await customersWith(phone)).toHaveLength(0);
    expect((await t.request('POST', VERIFY, { body: { phone, otp: code } })).status).toBe(200);
    expect((await t.request('POST', VERIFY, { body: { phone, otp: code } })).status).toBe(401);
    expect(await customersWith(phone)).toHaveLength(1);
  });

  it('makes one customer of a new phone whose code is sent 10 times at once', async () => {
    const phone = '9100000009';
    await t.request('POST', REQUEST, { body: { phone } });
    const otp = t.latestOtp(phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.request('POST', VERIFY, { body: { phone, otp } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(401)]);
    expect(await customersWith(phone)).toHaveLength(1);
    const sessions = await db()
      .selectFrom('app_sessions')
      .select('id')
      .where('kind', '=', 'customer')
      .where('phone', '=', phone)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('makes a second request for the same phone wait (429), known or not', async () => {
    const known = await insertCustomer(db(), { mobile: '9100000005' });
    for (const phone of [known.mobile, '9100000006']) {
      await t.request('POST', REQUEST, { body: { phone } });
      const again = await t.request('POST', REQUEST, { body: { phone } });
      expect(again.status).toBe(429);
      expect(again.body.message).toBe(AuthMessages.otpCooldown);
    }
  });

  it('keeps customer, vendor and admin tokens apart', async () => {
    const customer = await appToken(t, 'customer', '9100000007');
    const vendor = await insertChatVendor(db());
    const vendorToken = await appToken(t, 'vendor', vendor.vendor_mobile);
    const adminToken = await t.login();
    expect((await t.request('GET', ME)).body).toEqual({ success: false, message: AuthMessages.noToken });
    for (const token of [adminToken, vendorToken, 'not-a-token']) {
      const res = await t.request('GET', ME, { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: AuthMessages.invalidToken });
    }
    expect((await t.request('GET', ME, { token: customer })).status).toBe(200);
    // A customer token opens no admin route and no vendor route.
    for (const path of ['/api/v1/admin/data/getcustomers', '/api/v1/admin/data/getcustomerservicedetails']) {
      const res = await t.request('GET', path, { token: customer });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AuthMessages.invalidToken);
    }
    expect((await t.request('POST', '/api/v1/vendor/logout', { token: customer })).status).toBe(401);
  });

  it('revokes the token on logout; logout needs a live customer token', async () => {
    const token = await appToken(t, 'customer', '9100000008');
    expect(await t.request('POST', LOGOUT, { token })).toMatchObject({
      status: 200,
      body: { success: true, message: AuthMessages.loggedOut },
    });
    expect((await t.request('GET', ME, { token })).status).toBe(401);
    expect((await t.request('POST', LOGOUT, { token })).status).toBe(401);
    expect((await t.request('POST', LOGOUT)).body).toEqual({ success: false, message: AuthMessages.noToken });
    expect((await t.request('POST', LOGOUT, { token: await t.login() })).status).toBe(401);
  });
});
