import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChatVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const REQUEST = '/api/v1/vendor/login/requestOtp';
const VERIFY = '/api/v1/vendor/login/verifyOtp';
const BURST = 20;

/** Vendor sign-in requests fired at once over real HTTP (docs/decisions/002-…, "Amended 2026-11-23"). */
describe(`vendor sign-in under concurrent requests on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const times = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));

  // Three codes, each with its own vendor: the later rounds meet a warm connection pool.
  it.each([1, 2, 3])(`burns code %i after exactly 5 of ${BURST} simultaneous wrong codes`, async () => {
    const phone = (await insertChatVendor(t.database.handle.db)).vendor_mobile;
    expect((await t.request('POST', REQUEST, { body: { phone } })).status).toBe(200);
    const code = t.latestOtp(phone);
    const otp = code === '000000' ? '111111' : '000000';
    const responses = await times(BURST, () => t.request('POST', VERIFY, { body: { phone, otp } }));
    expect(responses.map((r) => r.status)).toEqual(Array(BURST).fill(401));
    const right = await t.request('POST', VERIFY, { body: { phone, otp: code } });
    expect(right.status).toBe(401);
    expect(right.body).toMatchObject({ success: false, message: AuthMessages.otpInvalid });
    const challenge = await t.database.handle.db
      .selectFrom('otp_challenges')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(challenge.attempts).toBe(5);
  });

  it('texts one code for simultaneous requests, and answers an unknown phone the same way', async () => {
    const known = (await insertChatVendor(t.database.handle.db)).vendor_mobile;
    for (const phone of [known, '7000000009']) {
      const sentBefore = t.outbox.length;
      const responses = await times(10, () => t.request('POST', REQUEST, { body: { phone } }));
      expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);
      for (const r of responses.filter((r) => r.status === 429)) {
        expect(r.body).toMatchObject({ success: false, message: AuthMessages.otpCooldown });
      }
      // An unknown phone may become an applicant, so it is texted too.
      expect(t.outbox.length - sentBefore).toBe(1);
    }
  });
});
