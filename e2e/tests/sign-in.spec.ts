import { ADMIN } from '../support/environment';
import { expect, storedSession, test } from '../support/fixtures';

test.describe('Signing in', () => {
  test('a signed-out admin following a deep link signs in and lands back on it', async ({ page }) => {
    await page.goto('/blockedvendors');

    await expect(page).toHaveURL('/adminlogin?next=%2Fblockedvendors');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL('/blockedvendors');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked Vendors' })).toBeVisible();
    expect(await storedSession(page)).toEqual({
      adminToken: expect.stringMatching(/.{20,}/),
      adminName: ADMIN.name,
      adminId: '1',
    });
  });

  test('a signed-in admin opening the login screen lands on the vendor list', async ({ page, signIn }) => {
    await signIn();

    await page.goto('/adminlogin');

    await expect(page).toHaveURL('/managevendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor List' })).toBeVisible();
  });

  test("a wrong password shows 'Enter correct Email and Password', which clears itself after 5 seconds", async ({
    page,
  }) => {
    await page.goto('/adminlogin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();

    const error = page.getByRole('alert').filter({ hasText: 'Enter correct Email and Password' });
    await expect(error).toBeVisible();
    const shownAt = Date.now();
    expect(await storedSession(page)).toEqual({ adminToken: null, adminName: null, adminId: null });

    await expect(error).toBeHidden({ timeout: 10_000 });
    const visibleForMs = Date.now() - shownAt;
    expect(visibleForMs).toBeGreaterThan(4_000);
    expect(visibleForMs).toBeLessThan(7_500);
    await expect(page).toHaveURL('/adminlogin');
  });

  test('/login leads to the sign-in screen', async ({ page }) => {
    await page.goto('/login');

    await expect(page).toHaveURL('/adminlogin');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
