import { type APIRequestContext, expect } from '@playwright/test';
import { totpCode } from '../../apps/server/src/modules/team/totp';
import type { SmsOutbox } from './sms-outbox';

export interface AdminSession {
  token: string;
  admin: { id: number; name: string };
}

/** Signs in through the API, as the login form does. */
export async function loginThroughApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<AdminSession> {
  const response = await request.post('/api/v1/admin/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AdminSession;
}

/** The whole recovery through the API: request a code, read it from the outbox, verify it, set the password. */
export async function resetPasswordThroughApi(
  request: APIRequestContext,
  outbox: SmsOutbox,
  { phone, password }: { phone: string; password: string },
): Promise<void> {
  outbox.endResendCooldown(phone);
  const requestedAt = new Date();
  const sent = await request.post('/api/v1/admin/login/forgetPassword', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);

  const otp = await outbox.latestOtp(phone, { sentAfter: requestedAt });
  const verified = await request.post('/api/v1/admin/login/verifyOtp', { data: { phone, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token } = (await verified.json()) as { token: string };

  const updated = await request.put('/api/v1/admin/login/updatePassword', {
    data: { phone, password },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

/**
 * Turns two-step sign-in on for the session's admin through the API, as the account screen does: setup,
 * then the authenticator app's current code (computed from the secret, as the app would). Enabling counts
 * as a code entered in that session, so what needs step-up is allowed in it for 10 minutes.
 */
export async function enableTwoStepThroughApi(
  request: APIRequestContext,
  session: AdminSession,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { Authorization: `Bearer ${session.token}` };
  const setup = await request.post('/api/v1/admin/me/mfa/setup', { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const enabled = await request.post('/api/v1/admin/me/mfa/enable', {
    headers,
    data: { code: totpCode(secret, Date.now()) },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { recovery_codes } = ((await enabled.json()) as { data: { recovery_codes: string[] } }).data;
  return { secret, recoveryCodes: recovery_codes };
}

/**
 * A code the authenticator app would show, for the 30-second step after the current one: the server takes
 * each step's code once (turning two-step sign-in on took the current one) and accepts the next step's
 * for a clock running late, so a story need not wait for the clock to move on. Once per story.
 */
export function nextTotpCode(secret: string): string {
  return totpCode(secret, Date.now() + 30_000);
}
