import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDepsOf } from '../../lib/service-deps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { createOtpFlow, type OtpFlow, type OtpPurpose } from './otp-flow';

const CLIENT = { ip: '127.0.0.1', userAgent: 'vitest' };

/**
 * A purpose that signs in phones nobody owns yet (the shape of the customer sign-in to come), on the
 * real database: unknown phones are texted and enrolled, with the same guards as the other purposes.
 */
describe(`createOtpFlow with an enrolling purpose on ${testDialect}`, () => {
  let t: TestApp;
  const known = new Map<string, number>([['9100000001', 41]]);
  const enrolled: string[] = [];
  let flow: OtpFlow<string>;

  beforeAll(async () => {
    t = await createTestApp();
    const purpose: OtpPurpose<string> = {
      name: 'test_enrolment',
      failureKeyPrefix: 'test_otp',
      smsLabel: 'test sign-in',
      smsText: (code) => `Your test code is ${code}.`,
      findSubject: async (phone) => known.get(phone) ?? null,
      issue: async (subject) => `known:${subject.id}`,
      async enroll(phone) {
        enrolled.push(phone);
        return `enrolled:${phone}`;
      },
    };
    flow = createOtpFlow({ ...serviceDepsOf(t.app), sms: t.app.sms, config: t.app.config }, purpose);
  });
  afterAll(() => t.close());

  const request = (phone: string) => flow.request(phone, { ip: CLIENT.ip, log: t.app.log });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('texts a known phone and hands its verified code to issue', async () => {
    await request('9100000001');
    expect(await flow.verify('9100000001', t.latestOtp('9100000001'), CLIENT)).toBe('known:41');
  });

  it('texts an unknown phone too, and enrolls it once for simultaneous right codes', async () => {
    const phone = '9100000002';
    const sentBefore = t.outbox.length;
    await request(phone);
    expect(t.outbox.length - sentBefore).toBe(1);
    const code = t.latestOtp(phone);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => flow.verify(phone, code, CLIENT)),
    );
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([
      `enrolled:${phone}`,
    ]);
    expect(enrolled).toEqual([phone]);
  });

  it('burns an unknown phone’s code after 5 wrong guesses, like any other', async () => {
    const phone = '9100000003';
    await request(phone);
    const code = t.latestOtp(phone);
    for (let i = 0; i < 5; i++) {
      await expect(flow.verify(phone, wrong(code), CLIENT)).rejects.toMatchObject({
        message: AuthMessages.otpInvalid,
      });
    }
    await expect(flow.verify(phone, code, CLIENT)).rejects.toMatchObject({
      message: AuthMessages.otpInvalid,
    });
    expect(enrolled).not.toContain(phone);
  });
});
