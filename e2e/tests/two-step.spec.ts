import type { Browser, Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/modules/team/totp';
import { type AdminAccount, newAdminAccount } from '../support/admins';
import { enableTwoStepThroughApi, loginThroughApi, nextTotpCode } from '../support/auth-api';
import { BASE_URL } from '../support/environment';
import { expect, storedSession, test } from '../support/fixtures';

/**
 * docs/product/shell-and-sign-in.md#two-step-code: a member with two-step sign-in on signs in with the
 * password, then a code from the authenticator app (computed here from the secret, as the app would) or a
 * recovery code; a role that must use it goes to its account first. Each story's member is its own.
 */

/** A browser of its own, signed out. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return context.newPage();
}

async function enterPassword(page: Page, account: AdminAccount): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A 6-digit code that is none of the codes the secret has around now. */
function aWrongCode(secret: string): string {
  const near = [-60_000, -30_000, 0, 30_000, 60_000].map((offset) => totpCode(secret, Date.now() + offset));
  return ['000000', '111111', '222222'].find((code) => !near.includes(code)) ?? '333333';
}

test.describe('Two-step sign-in', () => {
  test('a member signs in with the password and a code and lands on the remembered page; a wrong code is refused first', async ({
    page,
    request,
  }) => {
    const account = await newAdminAccount();
    const { secret } = await enableTwoStepThroughApi(request, await loginThroughApi(request, account));

    await page.goto('/blockedvendors');
    await expect(page).toHaveURL('/adminlogin?next=%2Fblockedvendors');
    await enterPassword(page, account);

    const code = page.getByRole('textbox', { name: 'Two-step code' });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(await storedSession(page)).toEqual({ adminToken: null, adminName: null, adminId: null });

    await code.fill(aWrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid two-step code' })).toBeVisible();
    await expect(code).toHaveValue('');
    await expect(page).toHaveURL('/adminlogin?next=%2Fblockedvendors');

    await code.fill(nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL('/blockedvendors');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked Vendors' })).toBeVisible();
    expect(await storedSession(page)).toEqual({
      adminToken: expect.stringMatching(/.{20,}/),
      adminName: account.name,
      adminId: String(account.id),
    });
  });

  test('a recovery code signs in once in place of the code', async ({ page, browser, request }) => {
    // Two browsers, two sign-ins.
    test.slow();
    const account = await newAdminAccount();
    const { recoveryCodes } = await enableTwoStepThroughApi(request, await loginThroughApi(request, account));
    const recoveryCode = recoveryCodes[0] ?? '';

    await page.goto('/adminlogin');
    await enterPassword(page, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL('/managevendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor List' })).toBeVisible();

    const again = await freshPage(browser);
    await again.goto('/adminlogin');
    await enterPassword(again, account);
    await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await again.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
    await again.getByRole('button', { name: 'Verify' }).click();

    await expect(again.getByRole('alert').filter({ hasText: 'Invalid two-step code' })).toBeVisible();
    await expect(again).toHaveURL('/adminlogin');
    expect(await storedSession(again)).toEqual({ adminToken: null, adminName: null, adminId: null });
    await again.context().close();
  });

  test('a member of finance without two-step sign-in lands on the account screen, told to turn it on', async ({
    page,
  }) => {
    // finance is one of MFA_REQUIRED_ROLES by default (docs/product/team.md).
    const account = await newAdminAccount({ role: 'finance' });

    await page.goto('/blockedvendors');
    await enterPassword(page, account);

    await expect(page).toHaveURL('/account');
    await expect(
      page.getByText('Your role requires two-step sign-in. Turn it on to continue.'),
    ).toBeVisible();
    await expect(page.getByText('Something went wrong.')).toBeHidden();
    expect((await storedSession(page)).adminToken).toEqual(expect.stringMatching(/.{20,}/));
  });
});
