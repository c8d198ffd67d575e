import type { Page } from '@playwright/test';
import { loginThroughApi, resetPasswordThroughApi } from '../support/auth-api';
import { ADMIN } from '../support/environment';
import { expect, storedSession, test } from '../support/fixtures';
import type { SmsOutbox } from '../support/sms-outbox';

// One admin, one phone and one password: these stories run one after another.
test.describe.configure({ mode: 'serial' });

const NEW_PASSWORD = 'Fresh-Start-2026';

/** From the login screen to the new-password step, with the code read from the dev SMS outbox. */
async function reachNewPasswordStep(page: Page, smsOutbox: SmsOutbox): Promise<void> {
  smsOutbox.endResendCooldown(ADMIN.phone);
  await page.goto('/adminlogin');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Phone').fill(ADMIN.phone);
  const requestedAt = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'one-time code has been sent' })).toBeVisible();

  const otp = await smsOutbox.latestOtp(ADMIN.phone, { sentAfter: requestedAt });
  await page.getByLabel('One-time code').fill(otp);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByLabel('New password')).toBeVisible();
}

test.describe('Password recovery', () => {
  test("mismatched passwords show 'Passwords do not match' and nothing is sent", async ({
    page,
    smsOutbox,
  }) => {
    await reachNewPasswordStep(page, smsOutbox);
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/login/updatePassword')) updates.push(request.url());
    });

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Update password' }).click();

    await expect(page.getByText('Passwords do not match')).toBeVisible();
    expect(updates).toEqual([]);

    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect((await storedSession(page)).adminToken).toBeNull();
  });

  test('an admin resets a forgotten password with the texted code and signs in with it', async ({
    page,
    smsOutbox,
    request,
  }) => {
    await reachNewPasswordStep(page, smsOutbox);
    expect((await storedSession(page)).adminToken).toEqual(expect.stringMatching(/.{20,}/));

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Password updated. Please sign in with your new password.' }),
    ).toBeVisible();
    expect((await storedSession(page)).adminToken).toBeNull();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/managevendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor List' })).toBeVisible();

    await test.step('the original password is restored through the API', async () => {
      await resetPasswordThroughApi(request, smsOutbox, { phone: ADMIN.phone, password: ADMIN.password });
      await loginThroughApi(request, ADMIN);
    });
  });
});
