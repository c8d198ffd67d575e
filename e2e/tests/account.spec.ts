import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/modules/team/totp';
import { anotherAdmin, type OwnAdmin } from '../support/admins';
import { type AdminSession, loginThroughApi } from '../support/auth-api';
import { uniqueTag } from '../support/booking-rows';
import { expect, storedSession, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

/**
 * docs/product/team.md#what-the-web-shows-account: a member's own account on /account. Each story's member
 * is an admin of its own (support/admins.ts), so the shared admin's name, password, two-step sign-in and
 * sessions stay as the other stories need them.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Opens /account from the top bar's Account link, as a member would. */
async function openAccount(page: Page): Promise<void> {
  await page.goto('/setpricing');
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

/** GET /admin/me with a session's token: 200 while it lives, 401 once it was signed out. */
async function meStatus(request: APIRequestContext, session: AdminSession): Promise<number> {
  const response = await request.get('/api/v1/admin/me', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return response.status();
}

async function signInStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/admin/login', { data: { email, password } });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The current two-step code of `secret`, as the authenticator app shows it `ahead` steps from now. */
const codeOf = (secret: string, ahead = 0) => totpCode(secret, Date.now() + ahead * 30_000);

test.describe('/account', () => {
  let member: OwnAdmin;

  test.beforeEach(async ({ request, signIn }) => {
    member = await anotherAdmin(request);
    await signIn({ session: member });
  });

  test('a member renames itself: the top bar and the sidebar say the new name', async ({ page }) => {
    const name = `Renamed ${uniqueTag()}`;
    await openAccount(page);
    const profile = section(page, 'Profile');
    await expect(profile.getByRole('textbox', { name: 'Name' })).toHaveValue(member.admin.name);
    await expect(profile.getByText(member.email)).toBeVisible();
    await expect(profile.getByText('Owner')).toBeVisible();

    await profile.getByRole('textbox', { name: 'Name' }).fill(`  ${name} `);
    await profile.getByRole('button', { name: 'Save name' }).click();

    await expect(page.getByText('Your name was saved.')).toBeVisible();
    await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByText(name, { exact: true }),
    ).toBeVisible();
    expect((await storedSession(page)).adminName).toBe(name);
    // The server has it: after a reload the form shows it.
    await page.reload();
    await expect(section(page, 'Profile').getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  });

  test('a member changes its password with the current one: the old one is refused at sign-in, its other sessions end', async ({
    page,
    request,
  }) => {
    const elsewhere = await loginThroughApi(request, member);
    const next = `Changed-${uniqueTag()}-2026`;
    await openAccount(page);
    const password = section(page, 'Password');
    const field = (label: string) => password.getByLabel(new RegExp(`^${label}`));

    await test.step('a wrong current password is refused on its field', async () => {
      await field('Current password').fill('Not-the-password-1');
      await field('New password').fill(next);
      await field('Confirm new password').fill(next);
      await password.getByRole('button', { name: 'Change password' }).click();
      const alert = password.getByRole('alert');
      await expect(alert).toContainText('Your password was not changed');
      await expect(alert).toContainText('The current password is not correct');
      await expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
      expect((await signInStatus(request, member.email, member.password)).status).toBe(200);
    });

    await test.step('the right one changes it', async () => {
      await field('Current password').fill(member.password);
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(
        page.getByText('Password changed. Your other sessions have been signed out.'),
      ).toBeVisible();
      await expect(field('Current password')).toHaveValue('');
    });

    expect((await signInStatus(request, member.email, member.password)).status).toBe(401);
    expect((await signInStatus(request, member.email, next)).status).toBe(200);
    expect(await meStatus(request, elsewhere)).toBe(401);
    // This browser's session stays.
    expect(await meStatus(request, member)).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });

  test('a member turns two-step sign-in on with the key shown, keeps its recovery codes, and turns it off with a code', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAccount(page);
    const twoStep = section(page, 'Two-step sign-in');
    await expect(twoStep.getByRole('status', { name: 'Two-step sign-in: Off' })).toBeVisible();

    let secret = '';
    let codes: string[] = [];
    await test.step('Turn on shows the QR code and the key; a code of the key turns it on', async () => {
      await twoStep.getByRole('button', { name: 'Turn on' }).click();
      await expect(twoStep.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await expect(twoStep.getByText('Or enter this key')).toBeVisible();
      secret = ((await twoStep.getByTestId('two-step-key').textContent()) ?? '').replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      const code = twoStep.getByRole('textbox', { name: 'Code from the app' });
      await expect(code).toBeFocused();
      await code.fill('000000');
      await twoStep.getByRole('button', { name: 'Turn on' }).click();
      await expect(twoStep.getByRole('alert')).toContainText('Invalid two-step code');

      // From the keyboard: the code, then Enter.
      await code.fill(codeOf(secret));
      await code.press('Enter');
      await expect(twoStep.getByText('Two-step sign-in is on.')).toBeVisible();
      await expect(twoStep.getByRole('heading', { name: 'Recovery codes' })).toBeFocused();
      await expect(twoStep.getByRole('status', { name: 'Two-step sign-in: On' })).toBeVisible();
    });

    await test.step('the ten recovery codes, copied and downloaded', async () => {
      const list = twoStep.getByRole('list', { name: 'Your recovery codes' });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

      await twoStep.getByRole('button', { name: 'Copy codes' }).click();
      await expect(twoStep.getByRole('button', { name: 'Codes copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        twoStep.getByRole('button', { name: 'Download codes' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('seva-admin-recovery-codes.txt');
      const text = await readFile(await download.path(), 'utf8');
      expect(text).toContain(`Seva Admin recovery codes for ${member.email}`);
      for (const code of codes) expect(text).toContain(code);

      await twoStep.getByRole('button', { name: 'Done' }).press('Enter');
      await expect(list).toBeHidden();
      await expect(twoStep.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(twoStep.getByRole('button', { name: 'Turn off' })).toBeFocused();
    });

    // Signing in now asks for a code.
    const signIn = await signInStatus(request, member.email, member.password);
    expect(signIn.body).toMatchObject({ success: true, mfa_required: true });
    expect(signIn.body.token).toBeUndefined();

    await test.step('Turn off asks for a code in a dialog', async () => {
      await page.reload();
      const section2 = section(page, 'Two-step sign-in');
      await expect(section2.getByRole('status', { name: 'Two-step sign-in: On' })).toBeVisible();
      await section2.getByRole('button', { name: 'Turn off' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
      await dialog.getByRole('textbox', { name: 'Code' }).fill('111111');
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Invalid two-step code');

      // The code of the next step: the one turning it on took the current step.
      await dialog.getByRole('textbox', { name: 'Code' }).fill(codeOf(secret, 1));
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
      await expect(section2.getByRole('status', { name: 'Two-step sign-in: Off' })).toBeVisible();
    });

    const plain = await signInStatus(request, member.email, member.password);
    expect(plain.body).toMatchObject({ success: true });
    expect(plain.body.mfa_required).toBeUndefined();
    expect(typeof plain.body.token).toBe('string');
  });

  test('a member signs out another session and sees it gone, then the others, then this device', async ({
    page,
    request,
  }) => {
    const phone = await loginThroughApi(request, member);
    await openAccount(page);
    const sessions = section(page, 'Sessions');
    const table = sessions.getByRole('table', { name: 'Your sessions' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(table.getByRole('row', { name: /This device/ })).toBeVisible();

    await test.step('another session, named in the confirmation, is signed out', async () => {
      const other = rows.filter({ hasNotText: 'This device' });
      await (await rowMenuItem(page, /^Actions for .+, signed in /, 'Sign out', other)).click();
      const dialog = page.getByRole('dialog', { name: /^Sign out .+, signed in .+ IST\?$/ });
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText(/, signed in .+ IST was signed out\.$/)).toBeVisible();
      await expect(rows).toHaveCount(1);
      expect(await meStatus(request, phone)).toBe(401);
    });

    const laptop = await loginThroughApi(request, member);
    const tablet = await loginThroughApi(request, member);
    await test.step('Sign out other sessions ends every one but this', async () => {
      await page.reload();
      await expect(rows).toHaveCount(3);
      await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out your other sessions?' });
      await expect(dialog).toContainText('Your 2 other sessions are signed out at once');
      await dialog.getByRole('button', { name: 'Sign out other sessions' }).click();
      await expect(page.getByText('2 other sessions were signed out.')).toBeVisible();
      await expect(rows).toHaveCount(1);
      expect(await meStatus(request, laptop)).toBe(401);
      expect(await meStatus(request, tablet)).toBe(401);
    });

    await test.step('signing out this device leads to the sign-in screen', async () => {
      await (await rowMenuItem(page, 'This device', 'Sign out', sessions)).click();
      await page
        .getByRole('dialog', { name: 'Sign out this device?' })
        .getByRole('button', { name: 'Sign out' })
        .click();
      await expect(page).toHaveURL('/adminlogin');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      expect((await storedSession(page)).adminToken).toBeNull();
      expect(await meStatus(request, member)).toBe(401);
    });
  });
});

test.describe('/account for a role that must use two-step sign-in', () => {
  test('a finance member refused everywhere opens /account from the top bar, turns two-step sign-in on, and the Vendor List opens', async ({
    page,
    request,
    signIn,
  }) => {
    // MFA_REQUIRED_ROLES is finance and kyc_reviewer by default: the sign-in answers a token that only
    // reaches /admin/me, /admin/me/mfa/* and logout (docs/product/team.md#roles-that-must-use-it-mfa_required_roles).
    const finance = await anotherAdmin(request, { role: 'finance' });
    await signIn({ session: finance });

    await page.goto('/managevendor');
    await expect(page.getByText('Turn on two-step sign-in to continue: your role requires it')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/account');
    await expect(
      page.getByText(
        'Your role requires two-step sign-in. Turn it on here; the other screens open once it is on.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Your sessions show here once two-step sign-in is on.')).toBeVisible();

    const twoStep = section(page, 'Two-step sign-in');
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    const secret = ((await twoStep.getByTestId('two-step-key').textContent()) ?? '').replace(/\s+/g, '');
    await twoStep.getByRole('textbox', { name: 'Code from the app' }).fill(codeOf(secret));
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      twoStep.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await twoStep.getByRole('button', { name: 'Done' }).click();

    // The same session now reaches its sessions and the other screens.
    await expect(
      section(page, 'Sessions')
        .getByRole('table', { name: 'Your sessions' })
        .getByRole('row', { name: /This device/ }),
    ).toBeVisible();
    await expect(page.getByText('Your role requires two-step sign-in.', { exact: false })).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Manage Vendors' })
      .click();
    await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr').first()).toBeVisible();
  });
});
