import { DEFAULT_SLOT_RULES, slotSettingsResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const PATH = '/api/v1/admin/settings/slots';

/**
 * GET /admin/settings/slots (docs/product/slots.md#the-web-app) over HTTP: the server's own slot settings,
 * so the admin app offers the slots this server takes; bookings.read.
 */
describe(`the slot settings the admin app reads (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      SLOT_FIRST_HOUR: '9',
      SLOT_LAST_HOUR: '21',
      BOOKING_DAYS_AHEAD: '7',
      RESCHEDULE_CUTOFF_HOURS: '3',
    });
    token = await t.login();
  }, 60_000);
  afterAll(() => t?.close());

  it("answers the server's configured settings, not the defaults", async () => {
    const res = await t.request('GET', PATH, { token });
    expect(res.status).toBe(200);
    expect(slotSettingsResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      success: true,
      data: { first_hour: 9, last_hour: 21, days_ahead: 7, reschedule_cutoff_hours: 3 },
    });
    expect(res.body.data.first_hour).not.toBe(DEFAULT_SLOT_RULES.firstHour);
  });

  it('answers the defaults on a server started without them', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request('GET', PATH, { token: await plain.login() });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        first_hour: 8,
        last_hour: 20,
        days_ahead: 14,
        reschedule_cutoff_hours: 2,
      });
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('needs a token (401) and bookings.read (403)', async () => {
    const anonymous = await t.request('GET', PATH);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const kyc = await t.signInAs('kyc_reviewer');
    const refused = await t.request('GET', PATH, { token: kyc.token });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    const support = await t.signInAs('support');
    expect((await t.request('GET', PATH, { token: support.token })).status).toBe(200);
  });
});
