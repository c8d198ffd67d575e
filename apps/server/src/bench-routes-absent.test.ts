import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from './test/signed-in-app';
import { testDialect } from './test/test-database';

/**
 * The bench's reference routes (bench/ceiling/) live in the bench's own server entry: the application
 * never registers them, whatever its configuration.
 */
describe(`the application without the bench's routes (${testDialect})`, () => {
  const app = signedInApp();
  let { t, token } = app;
  beforeAll(() => ({ t, token } = app));

  it.each([
    '/api/v1/bench/ceiling/vendors?limit=1',
    '/api/v1/bench/ceiling/getcustomerservicedetails?limit=1',
    '/api/v1/bench/ceiling/allpaymentdetails?limit=1',
  ])('GET %s is not found', async (path) => {
    expect((await t.request('GET', path, { token })).status).toBe(404);
  });

  it.each(['/api/v1/bench/ceiling/vendor-update', '/api/v1/bench/ceiling/booking-assign'])(
    'PUT %s is not found',
    async (path) => {
      const res = await t.request('PUT', path, {
        token,
        body: { vendor_id: 1, booking_id: 1, is_blocked: 1 },
      });
      expect(res.status).toBe(404);
    },
  );
});
