import type { TestApp } from './test-app';

/**
 * Signs `phone` in to the vendor or customer app through its texted code (docs/product/partner-api.md)
 * and returns the token. A phone with no account becomes a vendor applicant or a new customer.
 */
export async function appToken(t: TestApp, kind: 'vendor' | 'customer', phone: string): Promise<string> {
  const requested = await t.request('POST', `/api/v1/${kind}/login/requestOtp`, { body: { phone } });
  if (requested.status !== 200) throw new Error(`${kind} requestOtp: ${requested.status}`);
  const verified = await t.request('POST', `/api/v1/${kind}/login/verifyOtp`, {
    body: { phone, otp: t.latestOtp(phone) },
  });
  if (verified.status !== 200)
    throw new Error(`${kind} verifyOtp: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}
