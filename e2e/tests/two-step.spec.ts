import type { Browser, Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/modules/team/totp';
import { type AdminAccount, newAdminAccount } from '../support/admins';
import { enableTwoStepThroughApi, loginThroughApi, nextTotpCode } from '../support/auth-api';
import { BASE_URL } from '../support/environment';
import { expect, storedSession, test } from '../support/fixtures';
import { scanQrCode } from '../support/qr-code';

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
  test('an owner turns two-step sign-in on by scanning the QR code, signs out, and signs in again with a code', async ({
    page,
  }) => {
    const owner = await newAdminAccount();
    await page.goto('/adminlogin');
    await enterPassword(page, owner);
    await expect(page).toHaveURL('/managevendor');

    let secret = '';
    await test.step('the account screen shows a QR code holding the otpauth:// address of a new secret', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
      const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
      await twoStep.getByRole('button', { name: 'Turn on' }).click();
      const scanned = new URL(
        await scanQrCode(twoStep.getByRole('img', { name: 'QR code for your authenticator app' })),
      );
      expect(`${scanned.protocol}//${scanned.host}${decodeURIComponent(scanned.pathname)}`).toBe(
        `otpauth://totp/Seva Admin:${owner.email}`,
      );
      expect(scanned.searchParams.get('issuer')).toBe('Seva Admin');
      secret = scanned.searchParams.get('secret') ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // The key written under the code is the same secret.
      expect(((await twoStep.getByTestId('two-step-key').textContent()) ?? '').replace(/\s+/g, '')).toBe(
        secret,
      );

      await twoStep.getByRole('textbox', { name: 'Code from the app' }).fill(totpCode(secret, Date.now()));
      await twoStep.getByRole('button', { name: 'Turn on' }).click();
      await expect(twoStep.getByText('Two-step sign-in is on.')).toBeVisible();
      await twoStep.getByRole('button', { name: 'Done' }).click();
    });

    await test.step('signing out, then in again: the password, then a code from the scanned secret', async () => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('button', { name: 'Logout' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure do you want to logout?' });
      await dialog.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/adminlogin');
      await enterPassword(page, owner);
      const code = page.getByRole('textbox', { name: 'Two-step code' });
      await expect(code).toBeFocused();
      expect((await storedSession(page)).adminToken).toBeNull();
      await code.fill(nextTotpCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL('/managevendor');
      await expect(page.getByRole('heading', { level: 1, name: 'Vendor List' })).toBeVisible();
      expect(await storedSession(page)).toEqual({
        adminToken: expect.stringMatching(/.{20,}/),
        adminName: owner.name,
        adminId: String(owner.id),
      });
    });
  });

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
