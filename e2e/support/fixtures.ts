import { test as base, expect, type Page } from '@playwright/test';
import { type AdminSession, loginThroughApi } from './auth-api';
import { ADMIN, BASE_URL, dataDir } from './environment';
import { SmsOutbox } from './sms-outbox';
import { applyAsNewVendor } from './vendor-app';

export { expect };

/** The browser storage keys of the admin session (docs/product/shell-and-sign-in.md#admin-session). */
export const SESSION_KEYS = ['adminToken', 'adminName', 'adminId'] as const;

interface SignInOptions {
  /** A session of its own, for tests that end it (logout). Others share one session per worker. */
  fresh?: boolean;
  /** This session instead (another admin's, see admins.ts). */
  session?: AdminSession;
}

interface Fixtures {
  /** Puts a signed-in admin's session into the browser's storage before the app starts. */
  signIn: (options?: SignInOptions) => Promise<AdminSession>;
  smsOutbox: SmsOutbox;
  /** A new vendor named `vendorName` applies through the partner API (vendor-app.ts); answers its id. */
  vendorApplies: (vendorName: string) => Promise<number>;
}

interface WorkerFixtures {
  workerSession: AdminSession;
}

/** Reads the three session keys from the page's localStorage. */
export function storedSession(page: Page): Promise<Record<(typeof SESSION_KEYS)[number], string | null>> {
  return page.evaluate(() => ({
    adminToken: window.localStorage.getItem('adminToken'),
    adminName: window.localStorage.getItem('adminName'),
    adminId: window.localStorage.getItem('adminId'),
  }));
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use(await loginThroughApi(request, ADMIN));
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  signIn: async ({ page, request, workerSession }, use) => {
    await use(async ({ fresh = false, session: given } = {}) => {
      const session = given ?? (fresh ? await loginThroughApi(request, ADMIN) : workerSession);
      // Seeds storage once per tab, before the app's own scripts, on the app's origin only.
      await page.addInitScript(
        ({ origin, token, id, name }) => {
          if (window.location.origin !== origin || window.sessionStorage.getItem('e2e-seeded')) return;
          window.sessionStorage.setItem('e2e-seeded', '1');
          window.localStorage.setItem('adminToken', token);
          window.localStorage.setItem('adminName', name);
          window.localStorage.setItem('adminId', String(id));
        },
        { origin: BASE_URL, token: session.token, id: session.admin.id, name: session.admin.name },
      );
      return session;
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  smsOutbox: async ({}, use) => {
    await use(new SmsOutbox(dataDir()));
  },

  vendorApplies: async ({ request, smsOutbox, workerSession }, use) => {
    await use((vendorName) => applyAsNewVendor(request, smsOutbox, workerSession.token, vendorName));
  },
});
