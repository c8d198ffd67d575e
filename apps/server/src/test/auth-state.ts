import type { TestApp } from './test-app';

/**
 * Forgets every open recovery code, resend cooldown and sign-in throttle, so that a test starts without
 * those of the one before it (docs/decisions/002-admin-sessions-and-throttling.md).
 */
export async function clearAuthState(t: TestApp): Promise<void> {
  await t.database.handle.db.deleteFrom('otp_challenges').execute();
  await t.database.handle.db.deleteFrom('auth_throttle').execute();
}
