import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`bookings, customers and payments routes refuse missing and bad tokens (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const routes: [string, string, unknown?][] = [
    ['GET', '/api/v1/admin/data/getcustomers'],
    ['GET', '/api/v1/admin/data/getcustomerservicedetails'],
    ['GET', '/api/v1/admin/data/getcustomerservicedetails?assigned=1&limit=1'],
    ['PUT', '/api/v1/admin/data/updateservicebooking', { booking_id: 1, vendor_id: 1 }],
    ['GET', '/api/v1/admin/data/bookings/1/candidate-vendors'],
    ['GET', '/api/v1/admin/data/getReviewsByVendorId/1'],
    ['GET', '/api/v1/admin/data/paymentdetails/1'],
    ['GET', '/api/v1/admin/data/allpaymentdetails'],
    ['GET', '/api/v1/admin/data/getvendorpaymentdetails'],
  ];

  it.each(routes)('%s %s without a token → 401', async (method, url, body) => {
    const res = await t.request(method, url, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'No authentication token found' });
  });

  it.each(routes)('%s %s with a bad token → 401', async (method, url, body) => {
    const res = await t.request(method, url, { body, token: 'not-a-real-token' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid or expired token' });
  });
});
